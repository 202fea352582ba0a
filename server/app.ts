// The reference storefront server: the built app under /m, the /wps calls, generated merchant
// images and the QA switches. Each call starts an independent server with its own scenario.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Keyring, type RsaKey } from './auth/crypto.ts';
import { createAuthState } from './auth/state.ts';
import type { LogSink } from './log.ts';
import { isPlainHost } from './forwarding.ts';
import { behindLine } from './line.ts';
import { findMerchant, MERCHANTS } from './merchants/index.ts';
import { parseUpstream } from './proxy.ts';
import type { QaScenario, ScenarioPatch } from '../src/common/qaScenario.ts';
import { defaultScenario, ScenarioStore } from './qa.ts';
import { isLoopbackAddress } from './request.ts';
import { createUploads } from './images/uploads.ts';
import { createRequestHandler } from './router.ts';
import { createSecurityHeaders } from './security/headers.ts';
import { checkedHosts, type ThirdPartyHosts } from './security/hosts.ts';
import { createTrackingState } from './tracking/state.ts';

export interface StorefrontServerOptions {
  /** Default merchant (DEMOVN) when a request names none. */
  merchant?: string;
  /** The Vite build (default `$STOREFRONT_DIST_DIR`, else `<repo>/dist`). */
  distDir?: string;
  /** Origin the /wps calls are proxied to instead of the fixtures. */
  upstream?: string;
  /**
   * QA and demo mode: /__qa, the development identity provider and captcha, the demo chat and
   * game pages. Default: on without an `upstream`, off with one (docs/server.md "QA mode").
   */
  qa?: boolean;
  /** One reverse proxy in front whose X-Forwarded-For and -Proto are believed (default false). */
  trustProxy?: boolean;
  /** The host players use (e.g. `m.example.com`), sent upstream as X-Forwarded-Host. */
  publicHost?: string;
  /**
   * Where state that must survive restarts goes (the members, `members-<MERCHANT>.json`, and the
   * tracking collector's ledger, `tracking-ledger.jsonl`), and where it finds the images an
   * operator uploads (`uploads/<MERCHANT>/<file>`, served at `/cdn/<MERCHANT>/<file>`).
   * Default: `server/.data`; but a `quiet` server without one (tests, the Playwright fixtures)
   * gets a fresh temporary directory, removed on close, so tests never touch or share real data.
   */
  dataDir?: string;
  /** No request log. */
  quiet?: boolean;
  /** Receives the request log lines instead of the console (tests capture them). */
  log?: LogSink;
  /**
   * The hosts the Content-Security-Policy lets in besides this origin (docs/server.md, "Security
   * headers"). Default: none; in demo mode (no upstream) `http:` for calls and images, as the
   * demo's mirror domains answer the line test, and an image host serves, over plain http like the
   * demo itself.
   */
  thirdPartyHosts?: Partial<ThirdPartyHosts>;
  /**
   * The RSA key of the sign-in encryption. Default: a key of this server's own, made at its first
   * sign-in. Test runs pass one key made once per process: a 2048-bit key costs CPU per server.
   */
  rsaKey?: RsaKey;
  /**
   * Scenario fields the server starts with (QA mode only), already checked with
   * `parseScenarioPatch`; `DELETE /__qa/scenario` still goes back to the defaults.
   */
  initialScenario?: ScenarioPatch;
}

export interface RunningServer {
  url: string;
  port: number;
  /** Where this server keeps its members (see `dataDir` above). */
  dataDir: string;
  /** Whether /__qa and the development pages are served. */
  qa: boolean;
  /**
   * A dead line for tests (line.ts): every request but /__qa loses its connection until
   * `restoreLine()`; the server keeps its port, scenario, sessions and data.
   */
  cutLine(): void;
  restoreLine(): void;
  close(): Promise<void>;
}

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** `localhost` for a loopback or wildcard address (what a browser here uses), else the address. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === 'localhost') return 'localhost';
  if (isLoopbackAddress(host)) return 'localhost';
  return isIP(host) === 6 ? `[${host}]` : host;
}

/** Outside QA mode nothing names the development identity provider. */
const productionScenario = (): QaScenario => ({ ...defaultScenario(), socialLogin: false });

/** Where the server listens unless told: this machine only (`HOST=0.0.0.0` opens it to the LAN). */
export const DEFAULT_HOST = '127.0.0.1';

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
  const qa = options.qa ?? !upstream;
  if (options.publicHost !== undefined && !isPlainHost(options.publicHost)) {
    throw new Error(
      `PUBLIC_HOST must be a host name with an optional port, got ${options.publicHost}`,
    );
  }
  if (options.initialScenario && !qa) {
    throw new Error('A QA scenario needs QA mode (STOREFRONT_QA=1)');
  }
  const security = createSecurityHeaders(
    checkedHosts(
      options.thirdPartyHosts ?? (upstream ? {} : { connect: ['http:'], images: ['http:'] }),
    ),
  );
  // A quiet server without a dataDir is a test's: its members live in a directory of its own.
  const throwaway = !options.dataDir && options.quiet === true;
  const dataDir = options.dataDir
    ? resolve(options.dataDir)
    : throwaway
      ? await mkdtemp(join(tmpdir(), 'storefront-data-'))
      : resolve(REPO_ROOT, 'server', '.data');
  const auth = createAuthState(dataDir, new Keyring(options.rsaKey));
  // Replays the ledger now: a damaged one stops the start here, not at the first event.
  const tracking = createTrackingState(dataDir);
  const closing = new AbortController();
  const scenario = new ScenarioStore(qa ? defaultScenario : productionScenario);
  if (options.initialScenario) scenario.merge(options.initialScenario);
  const handler = createRequestHandler({
    defaultMerchant: merchant,
    // STOREFRONT_DIST_DIR: a build elsewhere (parallel work builds into dist-<name>).
    distDir: resolve(
      options.distDir ?? process.env.STOREFRONT_DIST_DIR ?? resolve(REPO_ROOT, 'dist'),
    ),
    upstream,
    qa,
    forwarding: {
      trustProxy: options.trustProxy ?? false,
      publicHost: options.publicHost ?? null,
    },
    scenario,
    auth,
    tracking,
    log: options.log ?? (options.quiet ? null : (line) => console.log(line)),
    signal: closing.signal,
    security,
    uploads: createUploads(dataDir),
  });

  const players = behindLine(handler);
  const server = createServer(players.handler);
  try {
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(options.port ?? 0, options.host ?? DEFAULT_HOST, () => {
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
  const listening = options.host ?? DEFAULT_HOST;

  let closed: Promise<void> | undefined;
  return {
    url: `http://${urlHost(listening)}:${port}`,
    port,
    dataDir,
    qa,
    cutLine: () => players.line.cut(),
    restoreLine: () => players.line.restore(),
    close() {
      closed ??= new Promise<void>((done) => {
        closing.abort();
        server.close(() => done());
        // Idle keep-alive sockets would otherwise hold close() open for seconds.
        server.closeAllConnections();
      }).then(async () => {
        // Writes still in flight finish first, so a restart on the same dataDir sees them.
        await Promise.all([
          auth.members.flush(),
          auth.memberArea.books.flush(),
          tracking.ledger.flush(),
        ]);
        if (throwaway) await rm(dataDir, { recursive: true, force: true });
      });
      return closed;
    },
  };
}
