// Shared by the server tests: a throwaway dist folder, a server on a free port, raw HTTP calls
// (raw so the path is sent exactly as written and nothing is decompressed behind our back).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStorefrontServer, type RunningServer, type StorefrontServerOptions } from './app.ts';
import { QA_HEADERS } from './qa-access.ts';

export const INDEX_HTML =
  '<!doctype html><html><head><title>Storefront</title></head><body><div id="root"></div>' +
  '<script type="module" src="/m/assets/index-3f2a1b.js"></script></body></html>\n';
export const APP_JS = `${'export const routes = ["/m/home", "/m/login"];\n'.repeat(40)}`;

/** A dist folder like the Vite build's, inside a temp folder that also holds a secret file. */
export async function makeDist(withIndex = true): Promise<{ root: string; dist: string }> {
  const root = await mkdtemp(join(tmpdir(), 'storefront-test-'));
  const dist = join(root, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await mkdir(join(dist, 'locales'), { recursive: true });
  await writeFile(join(root, 'secret.txt'), 'TOP-SECRET');
  if (withIndex) await writeFile(join(dist, 'index.html'), INDEX_HTML);
  await writeFile(join(dist, 'assets', 'index-3f2a1b.js'), APP_JS);
  await writeFile(join(dist, 'assets', 'font-9c1d.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  await writeFile(join(dist, 'sw.js'), 'self.addEventListener("install", () => {});\n');
  await writeFile(join(dist, 'asset-manifest.json'), '{"index.html":{"file":"index.html"}}\n');
  await writeFile(join(dist, 'locales', 'vi.json'), '{"home":"Trang chủ"}\n');
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
  return { root, dist };
}

export interface TestServer extends RunningServer {
  stop(): Promise<void>;
}

export async function startTestServer(
  options: StorefrontServerOptions & { withIndex?: boolean; host?: string } = {},
): Promise<TestServer> {
  const { root, dist } = await makeDist(options.withIndex ?? true);
  const server = await startStorefrontServer({ quiet: true, distDir: dist, ...options, port: 0 });
  return {
    ...server,
    async stop() {
      await server.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
  json<T = unknown>(): T;
}

export function call(
  server: { port: number },
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; host?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: init.host ?? '127.0.0.1',
        port: server.port,
        path,
        method: init.method ?? 'GET',
        headers: init.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const text = body.toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text,
            json: <T>() => JSON.parse(text) as T,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

type CallInit = NonNullable<Parameters<typeof call>[2]>;

/** A /__qa call as QA makes it: with the QA header (docs/qa.md "Who may call /__qa"). */
export function qaCall(
  server: { port: number },
  path: string,
  init: CallInit = {},
): Promise<RawResponse> {
  return call(server, path, { ...init, headers: { ...QA_HEADERS, ...init.headers } });
}

export function setScenario(server: { port: number }, patch: object): Promise<RawResponse> {
  return qaCall(server, '/__qa/scenario', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(patch),
  });
}

/** Turns every QA scenario switch off again. */
export function clearScenario(server: { port: number }): Promise<RawResponse> {
  return qaCall(server, '/__qa/scenario', { method: 'DELETE' });
}

export interface Seen {
  method: string;
  /** The request target exactly as the upstream received it. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface EchoUpstream {
  url: string;
  /** Every request received, in order. */
  seen: Seen[];
  close(): Promise<void>;
}

/**
 * A stand-in operator backend for proxy mode: it records every request and answers 201 with an
 * envelope echoing it (the status call with a small status value).
 */
export async function startEchoUpstream(): Promise<EchoUpstream> {
  const seen: Seen[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const entry = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      seen.push(entry);
      const value =
        req.url === '/wps/system/status'
          ? { info: { merchantCode: 'OPERATOR' }, maintenance: false, regionRestriction: false }
          : { echo: entry };
      res.writeHead(201, { 'Content-Type': 'application/json', 'X-Upstream': 'yes' });
      res.end(JSON.stringify({ success: true, value }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
