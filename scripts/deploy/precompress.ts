// `tsx scripts/deploy/precompress.ts <dir>`: a .gz and a .br beside every text file of a build,
// for nginx's gzip_static (and brotli_static where the module exists), so nothing is compressed
// per request. Each keeps its file's modification time, so nginx's validators stay put.
import { readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { contentTypeFor, isCompressible } from '../../server/mime.ts';

/** Below this, a compressed file saves less than its headers cost. */
const MIN_BYTES = 256;

export async function precompress(dir: string): Promise<number> {
  let written = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    if (!isCompressible(contentTypeFor(path))) continue;
    const body = await readFile(path);
    if (body.length < MIN_BYTES) continue;
    const { atime, mtime } = await stat(path);
    const variants: [string, Buffer][] = [
      ['.gz', gzipSync(body, { level: 9 })],
      ['.br', brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
    ];
    for (const [suffix, compressed] of variants) {
      if (compressed.length >= body.length) continue;
      await writeFile(path + suffix, compressed);
      await utimes(path + suffix, atime, mtime);
      written++;
    }
  }
  return written;
}

const [script, dir] = process.argv.slice(1);
if (script && import.meta.url === pathToFileURL(resolve(script)).href) {
  if (!dir) {
    console.error('Usage: tsx scripts/deploy/precompress.ts <dir>');
    process.exit(2);
  }
  console.log(`${await precompress(dir)} compressed files written in ${dir}`);
}
