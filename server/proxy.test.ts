import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  clearScenario,
  setScenario,
  startEchoUpstream,
  startTestServer,
  type Seen,
  type TestServer,
} from './test-helpers.ts';

describe('proxy mode', () => {
  let upstream: Awaited<ReturnType<typeof startEchoUpstream>>;
  let server: TestServer;
  beforeAll(async () => {
    upstream = await startEchoUpstream();
    // QA mode is off with an upstream unless asked for; these tests drive its switches.
    server = await startTestServer({ upstream: upstream.url, qa: true });
  });
  afterAll(async () => {
    await server.stop();
    await upstream.close();
  });

  it('passes method, headers and body both ways, rewriting Host', async () => {
    const res = await call(server, '/wps/session/login?x=1', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Merchant: 'DEMOBR',
        Host: 'm1.demoxoso.example',
      },
      body: '{"value":"encrypted"}',
    });
    expect(res.status).toBe(201);
    expect(res.headers['x-upstream']).toBe('yes');
    const echo = res.json<{ value: { echo: Seen } }>().value.echo;
    expect(echo.method).toBe('POST');
    expect(echo.url).toBe('/wps/session/login?x=1');
    expect(echo.body).toBe('{"value":"encrypted"}');
    expect(echo.headers['merchant']).toBe('DEMOBR');
    expect(echo.headers['host']).toBe(new URL(upstream.url).host);
    // A merchant domain is a host this server is configured for.
    expect(echo.headers['x-forwarded-host']).toBe('m1.demoxoso.example');
  });

  it('applies QA faults before the proxy', async () => {
    const before = upstream.seen.length;
    await setScenario(server, { errorRate: 1 });
    expect((await call(server, '/wps/system/country')).status).toBe(503);
    await setScenario(server, { errorRate: 0, malformed: true });
    expect((await call(server, '/wps/system/status')).json()).toEqual({
      success: true,
      value: { info: 42 },
    });
    expect((await call(server, '/wps/member/info')).json()).toEqual({ success: true, value: 42 });
    await setScenario(server, { malformed: false, domainUnavailable: true });
    expect((await call(server, '/wps/system/status')).json()).toMatchObject({
      errorCode: 'domain_not_available',
    });
    expect(upstream.seen.length).toBe(before);
    await clearScenario(server);
  });

  it("lays maintenance over the operator's status", async () => {
    await setScenario(server, { maintenance: true, maintenanceMessage: 'Back soon' });
    const res = await call(server, '/wps/system/status');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json<{ value: object }>();
    expect(body.value).toEqual({
      info: { merchantCode: 'OPERATOR' },
      maintenance: true,
      maintenanceEnd: null,
      maintenanceMessage: 'Back soon',
      regionRestriction: false,
    });
    await clearScenario(server);
  });

  it("lays QA's white-label changes over the operator's status", async () => {
    await setScenario(server, { whitelabelOn: ['FIREBASECREATEACC3'], whitelabelOff: ['CBS3'] });
    const body = (await call(server, '/wps/system/status')).json<{ value: object }>();
    expect(body.value).toEqual({
      info: {
        merchantCode: 'OPERATOR',
        whitelabel: ['FIREBASECREATEACC3'],
        whitelabelVal: { FIREBASECREATEACC3: '1' },
      },
      maintenance: false,
      regionRestriction: false,
    });
    await clearScenario(server);
  });

  it('keeps serving the app itself', async () => {
    expect((await call(server, '/m/home')).status).toBe(200);
  });
});

describe('an unreachable upstream', () => {
  it('gives a 502 envelope', async () => {
    const gone = createServer();
    await new Promise<void>((done) => gone.listen(0, '127.0.0.1', done));
    const address = gone.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await new Promise((done) => gone.close(done));

    const server = await startTestServer({ upstream: `http://127.0.0.1:${port}` });
    try {
      const res = await call(server, '/wps/system/status');
      expect(res.status).toBe(502);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'bad_gateway' });
    } finally {
      await server.stop();
    }
  });
});
