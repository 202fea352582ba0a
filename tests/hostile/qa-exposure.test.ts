// Nothing for QA or development is reachable in production, and in QA mode /__qa answers only a
// local QA caller: not a visitor behind a reverse proxy on the same host, not a cross-site form or
// no-cors fetch, not a DNS-rebinding page.
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/auth/seed.ts';
import { login } from '../../server/auth/test-client.ts';
import {
  call,
  qaCall,
  setScenario,
  startTestServer,
  type TestServer,
} from '../../server/test-helpers.ts';

/** Nothing listens there: these tests never reach the upstream. */
const OPERATOR = 'http://127.0.0.1:9';

const DEVELOPMENT_PAGES = [
  '/__qa/scenario',
  '/__qa/totp?account=twofa01',
  '/__qa/sms',
  '/__qa/push',
  '/__qa/tracking',
  '/__qa/limits',
  '/dev-idp/identities?channel=google',
  '/dev-idp/authorize?channel=google&mode=popup&state=s&origin=http://localhost',
  '/dev-idp/gsi/client',
  '/captcha/gt.js',
  '/cs/DEMOVN/1',
];

let servers: TestServer[] = [];
async function start(options: Parameters<typeof startTestServer>[0]) {
  const server = await startTestServer(options);
  servers.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  servers = [];
});

const status = async (server: TestServer) =>
  (await call(server, '/wps/system/status')).json<{ value: { maintenance: boolean } }>().value;

describe('production (an upstream, QA mode not asked for)', () => {
  it('answers 404 for every QA and development page, as for any unknown path', async () => {
    const server = await start({ upstream: OPERATOR });
    const unknown = await call(server, '/no-such-page');
    expect(unknown.status).toBe(404);
    for (const path of DEVELOPMENT_PAGES) {
      const res = await qaCall(server, path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).toBe(unknown.text);
    }
    const solve = await call(server, '/captcha/verify', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"gt":"x","challenge":"y"}',
    });
    expect(solve.status).toBe(404);
    expect((await setScenario(server, { maintenance: true })).status).toBe(404);
  });

  it('stays off with qa: false even without an upstream, the demo calls too', async () => {
    const server = await start({ qa: false });
    for (const path of DEVELOPMENT_PAGES) {
      expect((await qaCall(server, path)).status, path).toBe(404);
    }
    for (const path of ['/wps/captcha/geetest', '/wps/game/demo/DEMOVN/LOTT/lobby']) {
      const res = await call(server, path);
      expect(res.status, path).toBe(404);
      expect(res.json(), path).toMatchObject({ success: false, errorCode: 'not_found' });
    }
    // The storefront's own calls still answer, and name no development sign-in.
    const value = await status(server);
    expect(value.maintenance).toBe(false);
    expect(JSON.stringify(value)).not.toContain('/dev-idp');
  });

  it('serves QA mode with an upstream only when asked for', async () => {
    const server = await start({ upstream: OPERATOR, qa: true });
    expect((await qaCall(server, '/__qa/scenario')).status).toBe(200);
  });
});

describe('/__qa in QA mode', () => {
  it('changes nothing for a cross-site form post or a no-cors fetch', async () => {
    const server = await start({});
    const attempts: Record<string, string>[] = [
      // <form method=post enctype=text/plain>: no custom header, a simple content type.
      { 'Content-Type': 'text/plain' },
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      // fetch(..., { mode: 'no-cors' }) may not add X-QA, and cannot send JSON as JSON.
      { 'Content-Type': 'text/plain;charset=UTF-8', Origin: 'https://evil.example' },
    ];
    for (const headers of attempts) {
      const res = await call(server, '/__qa/scenario', {
        method: 'POST',
        headers,
        body: '{"maintenance":true}',
      });
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    // With the header but not as JSON, still nothing.
    const notJson = await qaCall(server, '/__qa/scenario', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: '{"maintenance":true}',
    });
    expect(notJson.status).toBe(415);
    const reset = await call(server, '/__qa/scenario', { method: 'DELETE' });
    expect(reset.status).toBe(403);
    expect((await status(server)).maintenance).toBe(false);
  });

  it('grants no cross-origin preflight', async () => {
    const server = await start({});
    const res = await call(server, '/__qa/scenario', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://evil.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-qa, content-type',
      },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-headers']).toBeUndefined();
  });

  it('refuses a DNS-rebinding page: its Host is its own name, even with the header', async () => {
    const server = await start({});
    await setScenario(server, { maintenance: false });
    for (const host of ['evil.example', `evil.example:${server.port}`, 'localhost.evil.example']) {
      const write = await qaCall(server, '/__qa/scenario', {
        method: 'POST',
        headers: { Host: host, 'Content-Type': 'application/json' },
        body: '{"maintenance":true}',
      });
      expect(write.status, host).toBe(403);
      const read = await qaCall(server, '/__qa/totp?account=twofa01', { headers: { Host: host } });
      expect(read.status, host).toBe(403);
      expect(read.text, host).not.toMatch(/secret|code/i);
    }
    expect((await status(server)).maintenance).toBe(false);
  });

  it('reads nothing without the header: no authenticator secret, no SMS code', async () => {
    const server = await start({});
    for (const path of ['/__qa/totp?account=twofa01', '/__qa/sms', '/__qa/scenario']) {
      const res = await call(server, path);
      expect(res.status, path).toBe(403);
      expect(res.text, path).not.toContain('STOREFRONT');
    }
  });

  it('answers localhost, 127.x.x.x and [::1] on any port', async () => {
    const server = await start({});
    for (const host of ['localhost', `localhost:${server.port}`, '127.0.0.1:1', '[::1]:8080']) {
      const res = await qaCall(server, '/__qa/scenario', { headers: { Host: host } });
      expect(res.status, host).toBe(200);
    }
  });

  it('refuses a visitor behind a trusted reverse proxy on the same host', async () => {
    const server = await start({ trustProxy: true });
    const res = await qaCall(server, '/__qa/scenario', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.7' },
      body: '{"maintenance":true}',
    });
    expect(res.status).toBe(403);
    expect((await status(server)).maintenance).toBe(false);
    // The operator on the machine itself (the proxy passes on 127.0.0.1) still gets in.
    const local = await qaCall(server, '/__qa/scenario', {
      headers: { 'X-Forwarded-For': '127.0.0.1' },
    });
    expect(local.status).toBe(200);
  });

  it('still lets the tests sign in and read the codes they need', async () => {
    const server = await start({});
    const { code } = (await qaCall(server, '/__qa/totp?account=twofa01')).json<{ code: string }>();
    expect(code).toMatch(/^\d{6}$/);
    expect((await login(server, 'player01', DEMO_PASSWORD)).success).toBe(true);
  });
});
