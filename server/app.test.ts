import { request, Agent } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatLogLine, redactUrl } from './log.ts';
import { call, startTestServer } from './test-helpers.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('server lifecycle', () => {
  it('starts on a free port and closes promptly despite keep-alive sockets', async () => {
    const server = await startTestServer();
    expect(server.url).toBe(`http://localhost:${server.port}`);
    const agent = new Agent({ keepAlive: true });
    await new Promise<void>((done, fail) => {
      request({ host: '127.0.0.1', port: server.port, path: '/m/home', agent }, (res) => {
        res.resume();
        res.on('end', done);
      })
        .on('error', fail)
        .end();
    });
    const started = performance.now();
    await server.stop();
    expect(performance.now() - started).toBeLessThan(1000);
    agent.destroy();
  });

  it('refuses an unknown merchant', async () => {
    await expect(startTestServer({ merchant: 'NOPE' })).rejects.toThrow(/Unknown merchant NOPE/);
  });
});

describe('request log', () => {
  it('writes one line per request without tokens or Authorization', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => lines.push(String(line)));
    const server = await startTestServer({ quiet: false });
    try {
      await call(server, '/m/home?token=SECRET-ONE&lang=vi', {
        headers: { Authorization: 'Bearer SECRET-TWO' },
      });
      await call(server, '/wps/member/info?tokens=SECRET-THREE', {
        headers: { Authorization: 'SECRET-FOUR' },
      });
      await vi.waitFor(() => expect(lines).toHaveLength(2));
    } finally {
      await server.stop();
    }
    const log = lines.join('\n');
    expect(log).not.toMatch(/SECRET/);
    expect(lines[0]).toContain('GET /m/home?token=[redacted]&lang=vi 200');
    // Answered (200, user.or.token.invalid): an invalid Authorization is no reason to log it.
    expect(lines[1]).toContain('/wps/member/info?tokens=[redacted] 200');
  });

  it('redacts tokens, also inside an encoded URL', () => {
    expect(redactUrl('/m/login?a=1&token=abc&b=2')).toBe('/m/login?a=1&token=[redacted]&b=2');
    expect(redactUrl('/x?TOKENS=abc')).toBe('/x?TOKENS=[redacted]');
    expect(
      redactUrl('/mobile/mc/redirect.html?url=https%3A%2F%2Fg.test%2F%3Ftoken%3Dabc%26u%3D1'),
    ).toBe('/mobile/mc/redirect.html?url=https%3A%2F%2Fg.test%2F%3Ftoken%3D[redacted]%26u%3D1');
    expect(redactUrl('/m/home?mytoken=keep')).toBe('/m/home?mytoken=keep');
    expect(
      formatLogLine({
        time: new Date(0),
        method: 'GET',
        url: '/wps/x?token=t',
        status: null,
        ms: 3,
        address: '127.0.0.1',
      }),
    ).toBe('1970-01-01T00:00:00.000Z 127.0.0.1 GET /wps/x?token=[redacted] no-response 3ms');
  });
});
