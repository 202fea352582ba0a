// The reference storefront server: the built app under /m, the /wps calls, generated merchant
// images and the QA switches. Each call starts an independent server with its own scenario.
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findMerchant, MERCHANTS } from './merchants/index.ts';
import { parseUpstream } from './proxy.ts';
import { ScenarioStore } from './qa.ts';
import { createRequestHandler } from './router.ts';

export interface StorefrontServerOptions {
  /** Default merchant (DEMOVN) when a request names none. */
  merchant?: string;
  /** The Vite build (default `<repo>/dist`). */
  distDir?: string;
  /** Origin the /wps calls are proxied to instead of the fixtures. */
  upstream?: string;
  /**
   * Where state that must survive restarts goes (default `server/.data`). Reserved for the
   * tracking collector; nothing in this server writes there yet.
   */
  dataDir?: string;
  /** No request log. */
  quiet?: boolean;
}

export interface RunningServer {
  url: string;
  port: number;
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
  const closing = new AbortController();
  const handler = createRequestHandler({
    defaultMerchant: merchant,
    distDir: resolve(options.distDir ?? resolve(REPO_ROOT, 'dist')),
    upstream: options.upstream ? parseUpstream(options.upstream) : null,
    scenario: new ScenarioStore(),
    log: options.quiet ? null : (line) => console.log(line),
    signal: closing.signal,
  });

  const server = createServer(handler);
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, options.host, () => {
      server.off('error', fail);
      done();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  let closed: Promise<void> | undefined;
  return {
    url: `http://localhost:${port}`,
    port,
    close() {
      closed ??= new Promise<void>((done) => {
        closing.abort();
        server.close(() => done());
        // Idle keep-alive sockets would otherwise hold close() open for seconds.
        server.closeAllConnections();
      });
      return closed;
    },
  };
}
