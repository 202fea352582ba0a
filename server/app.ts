// The reference storefront server: the built app under /m, the /wps calls, generated merchant
// images and the QA switches. Each call starts an independent server with its own scenario.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAuthState } from './auth/state.ts';
import type { LogSink } from './log.ts';
import { findMerchant, MERCHANTS } from './merchants/index.ts';
import { parseUpstream } from './proxy.ts';
import { ScenarioStore } from './qa.ts';
import { createRequestHandler } from './router.ts';
import { createTrackingState } from './tracking/state.ts';

export interface StorefrontServerOptions {
  /** Default merchant (DEMOVN) when a request names none. */
  merchant?: string;
  /** The Vite build (default `$STOREFRONT_DIST_DIR`, else `<repo>/dist`). */
  distDir?: string;
  /** Origin the /wps calls are proxied to instead of the fixtures. */
  upstream?: string;
  /**
   * Where state that must survive restarts goes (the members, `members-<MERCHANT>.json`, and the
   * tracking collector's ledger, `tracking-ledger.jsonl`).
   * Default: `server/.data`; but a `quiet` server without one (tests, the Playwright fixtures)
   * gets a fresh temporary directory, removed on close, so tests never touch or share real data.
   */
  dataDir?: string;
  /** No request log. */
  quiet?: boolean;
  /** Receives the request log lines instead of the console (tests capture them). */
  log?: LogSink;
}

export interface RunningServer {
  url: string;
  port: number;
  /** Where this server keeps its members (see `dataDir` above). */
  dataDir: string;
  close(): Promise<void>;
}

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

export async function startStorefrontServer(
  options: StorefrontServerOptions & { port?: number; host?: string },
): Promise<RunningServer> {
  const merchantCode = options.merchant ?? 'DEMOVN';
  const merchant = findMerchant(merchantCode);
  if (!merchant) {
    const known = [...MERCHANTS.keys()].join(', ');
    throw new Error(`Unknown merchant ${merchantCode}; this backend knows ${known}`);
  }
  const upstream = options.upstream ? parseUpstream(options.upstream) : null;
  // A quiet server without a dataDir is a test's: its members live in a directory of its own.
  const throwaway = !options.dataDir && options.quiet === true;
  const dataDir = options.dataDir
    ? resolve(options.dataDir)
    : throwaway
      ? await mkdtemp(join(tmpdir(), 'storefront-data-'))
      : resolve(REPO_ROOT, 'server', '.data');
  const auth = createAuthState(dataDir);
  // Replays the ledger now: a damaged one stops the start here, not at the first event.
  const tracking = createTrackingState(dataDir);
  const closing = new AbortController();
  const handler = createRequestHandler({
    defaultMerchant: merchant,
    // STOREFRONT_DIST_DIR: a build elsewhere (parallel work builds into dist-<name>).
    distDir: resolve(
      options.distDir ?? process.env.STOREFRONT_DIST_DIR ?? resolve(REPO_ROOT, 'dist'),
    ),
    upstream,
    scenario: new ScenarioStore(),
    auth,
    tracking,
    log: options.log ?? (options.quiet ? null : (line) => console.log(line)),
    signal: closing.signal,
  });

  const server = createServer(handler);
  try {
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(options.port ?? 0, options.host, () => {
        server.off('error', fail);
        done();
      });
    });
  } catch (error) {
    if (throwaway) await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  let closed: Promise<void> | undefined;
  return {
    url: `http://localhost:${port}`,
    port,
    dataDir,
    close() {
      closed ??= new Promise<void>((done) => {
        closing.abort();
        server.close(() => done());
        // Idle keep-alive sockets would otherwise hold close() open for seconds.
        server.closeAllConnections();
      }).then(async () => {
        // Member writes still in flight finish first, so a restart on the same dataDir sees them.
        await auth.members.flush();
        await auth.memberArea.books.flush();
        if (throwaway) await rm(dataDir, { recursive: true, force: true });
      });
      return closed;
    },
  };
}
