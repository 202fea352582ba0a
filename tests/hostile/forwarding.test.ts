// A client lying about itself: forged X-Forwarded-For, X-Real-IP, Forwarded, X-Forwarded-Proto
// or Host headers reach neither the operator's backend nor the server's own idea of who is
// calling, unless the operator says a trusted proxy stands in front.
import { afterEach, describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS } from '../../server/auth/limits.ts';
import {
  call,
  startEchoUpstream,
  startTestServer,
  type EchoUpstream,
  type TestServer,
} from '../../server/test-helpers.ts';

const FORGED = {
  'X-Forwarded-For': '203.0.113.66',
  'X-Real-IP': '203.0.113.67',
  Forwarded: 'for=203.0.113.68;proto=https;host=evil.example',
  'X-Forwarded-Proto': 'https',
  'X-Forwarded-Host': 'evil.example',
  'X-Forwarded-Port': '443',
};

let upstream: EchoUpstream | null = null;
let servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  servers = [];
  await upstream?.close();
  upstream = null;
});

async function proxied(options: Parameters<typeof startTestServer>[0] = {}) {
  upstream = await startEchoUpstream();
  const server = await startTestServer({ upstream: upstream.url, ...options });
  servers.push(server);
  return { server, upstream };
}

async function local(options: Parameters<typeof startTestServer>[0] = {}) {
  const server = await startTestServer(options);
  servers.push(server);
  return server;
}

describe('proxy mode', () => {
  it('tells the operator the socket address and scheme, never what the client claims', async () => {
    const { server, upstream } = await proxied();
    await call(server, '/wps/system/country', {
      headers: { ...FORGED, Host: 'evil.example' },
    });
    const { headers } = upstream.seen.at(-1)!;
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-real-ip']).toBeUndefined();
    expect(headers['forwarded']).toBeUndefined();
    expect(headers['x-forwarded-port']).toBeUndefined();
    // A Host the server is not configured for is not passed on as the public host.
    expect(headers['x-forwarded-host']).toBeUndefined();
    expect(JSON.stringify(headers)).not.toContain('203.0.113');
    expect(JSON.stringify(headers)).not.toContain('evil.example');
  });

  it('names the configured public host, whatever Host the client sent', async () => {
    const { server, upstream } = await proxied({ publicHost: 'm.operator.example' });
    await call(server, '/wps/system/country', { headers: { Host: 'evil.example' } });
    expect(upstream.seen.at(-1)!.headers['x-forwarded-host']).toBe('m.operator.example');
  });

  it('behind a trusted proxy, keeps its chain and appends the socket', async () => {
    const { server, upstream } = await proxied({ trustProxy: true });
    await call(server, '/wps/system/country', {
      headers: { 'X-Forwarded-For': '198.51.100.1, 198.51.100.2', 'X-Forwarded-Proto': 'https' },
    });
    const { headers } = upstream.seen.at(-1)!;
    expect(headers['x-forwarded-for']).toBe('198.51.100.1, 198.51.100.2, 127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('https');
    await call(server, '/wps/system/country', { headers: { 'X-Forwarded-Proto': 'gopher' } });
    expect(upstream.seen.at(-1)!.headers['x-forwarded-proto']).toBe('http');
  });
});

describe("the server's own view of the client", () => {
  const statusIp = async (server: TestServer, headers: Record<string, string>) =>
    (await call(server, '/wps/system/status', { headers })).json<{
      value: { location: { ip: string } };
    }>().value.location.ip;

  it('shows the socket address in the status answer, forged headers or not', async () => {
    const server = await local();
    expect(await statusIp(server, FORGED)).toBe('127.0.0.1');
  });

  it('believes X-Forwarded-For only from a trusted proxy', async () => {
    const server = await local({ trustProxy: true });
    expect(await statusIp(server, { 'X-Forwarded-For': '198.51.100.9' })).toBe('198.51.100.9');
  });

  it('keeps counting one address that rotates forged X-Forwarded-For values', async () => {
    const server = await local();
    const { limit } = SIGN_IN_LIMITS.perAddress;
    const attempt = (n: number) =>
      call(server, '/wps/session/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${n % 250}` },
        body: '{}',
      });
    for (let n = 0; n < limit; n++) expect((await attempt(n)).status).toBe(200);
    const refused = await attempt(limit);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'too.many.attempts' });
  });
});
