// One JSON document on disk, written the way server/auth/members.ts writes members: to a
// temporary file in the same directory, then renamed over the old one, so a crash leaves the old
// file or the new one, never a mix. Writes are queued, so renames land in order.
import { readFile, rename, writeFile } from 'node:fs/promises';

/** The parsed file, or null when it does not exist; any other failure throws. */
export async function readJsonFile(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    // A damaged file is never replaced by a seed: that would silently lose money.
    throw new Error(`Cannot read ${file}: ${(error as Error).message}`, { cause: error });
  }
}

export class JsonFileWriter {
  #writing: Promise<void> = Promise.resolve();
  #serial = 0;

  constructor(private readonly file: string) {}

  /** Resolves once `data` (as it is now) is on disk; rejects when that write failed. */
  save(data: unknown): Promise<void> {
    const text = `${JSON.stringify(data, null, 2)}\n`;
    this.#serial += 1;
    const temp = `${this.file}.${process.pid}.${this.#serial}.tmp`;
    const write = this.#writing.then(async () => {
      await writeFile(temp, text, { mode: 0o600 });
      await rename(temp, this.file);
    });
    this.#writing = write.catch((error: unknown) => {
      console.error(`Could not save ${this.file}:`, (error as Error).message);
    });
    return write;
  }

  /** Resolves once every write asked for so far is done. */
  flush(): Promise<void> {
    return this.#writing;
  }
}
