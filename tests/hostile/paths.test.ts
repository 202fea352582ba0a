// Paths that mean one thing to this router and another to a server behind it: dot segments, in
// any spelling, escaped slashes and backslashes. They are refused with 400 before any route, so
// they never reach the operator's backend outside /wps and never pick another route here.
import { afterEach, describe, expect, it } from 'vitest';
import {
  call,
  qaCall,
  startEchoUpstream,
  startTestServer,
  type EchoUpstream,
  type TestServer,
} from '../../server/test-helpers.ts';

const TRAVERSALS = [
  '/wps/../__qa/scenario',
  '/wps/%2e%2e/__qa/scenario',
  '/wps/%2E%2e/m/index.html',
  '/wps/.%2e/admin',
  '/wps/..%2fadmin',
  '/wps/%2fadmin',
  '/wps/%2F..%2Fadmin',
  '/wps/%5c..%5cadmin',
  '/wps/%252e%252e/admin',
  '/wps/%252fadmin',
  '/wps/system/status/..',
  '/wps/./system/status',
  '/wps/%00/admin',
  '/wps/%zz/admin',
  'http://localhost/wps/../__qa/scenario',
  'http://localhost/wps/%2e%2e/admin?x=1',
];

let upstream: EchoUpstream | null = null;
let servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  servers = [];
  await upstream?.close();
  upstream = null;
});

async function start(options: Parameters<typeof startTestServer>[0] = {}) {
  const server = await startTestServer(options);
  servers.push(server);
  return server;
}

describe('the local router', () => {
  it('refuses every traversal with 400, before any route (QA included)', async () => {
    const server = await start();
    for (const path of TRAVERSALS) {
      const res = await qaCall(server, path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"maintenance":true}',
      });
      expect(res.status, path).toBe(400);
    }
    const scenario = await qaCall(server, '/__qa/scenario');
    expect(scenario.json()).toMatchObject({ maintenance: false });
  });

  it('refuses a raw backslash', async () => {
    const server = await start();
    expect((await call(server, '/wps\\..\\__qa/scenario')).status).toBe(400);
  });

  it('decodes escaped unreserved characters, so a spelling never picks another route', async () => {
    const server = await start();
    const plain = await call(server, '/wps/system/status');
    const spelled = await call(server, '/wps/system/%73tat%75s');
    expect(spelled.status).toBe(200);
    expect(spelled.json()).toMatchObject({ success: true, value: { info: expect.any(Object) } });
    expect(spelled.json<{ value: { info: unknown } }>().value.info).toEqual(
      plain.json<{ value: { info: unknown } }>().value.info,
    );
    // An escaped /__qa is /__qa: outside QA mode it does not exist either way.
    const production = await start({ qa: false });
    expect((await qaCall(production, '/%5F%5Fqa/scenario')).status).toBe(404);
  });
});

describe('proxy mode', () => {
  it('sends the upstream no traversal at all, under a path prefix too', async () => {
    upstream = await startEchoUpstream();
    const server = await start({ upstream: `${upstream.url}/api` });
    for (const path of TRAVERSALS) {
      expect((await call(server, path)).status, path).toBe(400);
    }
    expect(upstream.seen).toEqual([]);
  });

  it('sends the normalised path, under /wps, with the query as it came', async () => {
    upstream = await startEchoUpstream();
    const server = await start({ upstream: `${upstream.url}/api` });
    const res = await call(server, '/wps/relay/%4DCSFE_getBanners?platform=M&x=%2e%2e');
    expect(res.status).toBe(201);
    expect(upstream.seen.map((seen) => seen.url)).toEqual([
      '/api/wps/relay/MCSFE_getBanners?platform=M&x=%2e%2e',
    ]);
    // An absolute-form target is cut to its path, never to the URL's resolution of it.
    await call(server, 'http://evil.example/wps/system/country');
    expect(upstream.seen.at(-1)?.url).toBe('/api/wps/system/country');
  });
});
