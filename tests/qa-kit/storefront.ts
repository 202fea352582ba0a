// The reference backend a test runs against: started in this process on a free port, so every test
// has its own origin (service worker, storage), scenario and members.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startStorefrontServer } from '../../server/app.ts';
import { generateRsaKey, type RsaKey } from '../../server/auth/crypto.ts';
import type { Member, RunningServer } from './server-types.ts';

export interface StorefrontOptions {
  /** The backend's merchant (DEMOVN or DEMOBR, docs/qa.md). */
  merchant: string;
  /**
   * Where the backend keeps its members and tracking ledger; by default a fresh temporary folder
   * that goes when the test ends. A folder of your own survives, for a test that restarts.
   */
  dataDir?: string;
  /** QA mode (docs/server.md): /__qa, the development sign-in and demo pages. Default on. */
  qaMode: boolean;
}

let processKey: Promise<RsaKey> | undefined;

/**
 * One RSA key for every backend this test process starts: a 2048-bit key costs tens of
 * milliseconds of CPU, and each test starts a backend. A server started any other way (npm run
 * serve) makes its own.
 */
export function processRsaKey(): Promise<RsaKey> {
  processKey ??= generateRsaKey();
  return processKey;
}

export async function startStorefront(options: StorefrontOptions): Promise<RunningServer> {
  return startStorefrontServer({
    port: 0,
    quiet: true,
    merchant: options.merchant,
    qa: options.qaMode,
    rsaKey: await processRsaKey(),
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  });
}

/**
 * A member as the backend stored it (`members-<MERCHANT>.json` in its data folder): what a
 * registration really sent, decrypted. Undefined until the file holds the account.
 */
export async function storedMember(
  dataDir: string,
  merchant: string,
  account: string,
): Promise<Member | undefined> {
  let file: string;
  try {
    file = await readFile(join(dataDir, `members-${merchant}.json`), 'utf8');
  } catch {
    return undefined;
  }
  const { members } = JSON.parse(file) as { members: Member[] };
  return members.find((member) => member.account === account);
}
