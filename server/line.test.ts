import { describe, expect, it } from 'vitest';
import { generateRsaKey } from './auth/crypto.ts';
import { fetchKey } from './auth/test-client.ts';
import { call, qaCall, setScenario, startTestServer, type TestServer } from './test-helpers.ts';

async function withServer(run: (server: TestServer) => Promise<void>) {
  const server = await startTestServer();
  try {
    await run(server);
  } finally {
    await server.stop();
  }
}

/** Whether a request got an answer or lost its connection, as a player's would on a dead line. */
const outcome = (server: TestServer, path: string) =>
  call(server, path).then(
    (response) => response.status,
    (error: NodeJS.ErrnoException) => error.code,
  );

describe('the line between the players and a server', () => {
  it('drops every request but /__qa while cut, and the same port answers again once restored', async () => {
    await withServer(async (server) => {
      expect(await outcome(server, '/m/home')).toBe(200);
      server.cutLine();
      expect(await outcome(server, '/m/home')).toBe('ECONNRESET');
      expect(await outcome(server, '/wps/system/status')).toBe('ECONNRESET');
      // QA still drives the backend: the scenario changes while the players are cut off.
      expect((await setScenario(server, { maintenance: true })).status).toBe(200);
      server.restoreLine();
      const status = await call(server, '/wps/system/status');
      expect(status.json<{ value: { maintenance: boolean } }>().value.maintenance).toBe(true);
    });
  });

  it('drops a request in progress when cut, as a line dying mid-call', async () => {
    await withServer(async (server) => {
      await setScenario(server, { latencyMs: 5_000, paths: ['/wps/tracking/'] });
      const slow = call(server, '/wps/tracking/events', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"events":[]}',
      }).then(
        (response) => response.status,
        (error: NodeJS.ErrnoException) => error.code,
      );
      // The collector counts a request on arrival, before its latency.
      const arrived = async () =>
        (await qaCall(server, '/__qa/tracking')).json<{ requests: { total: number } }>().requests
          .total;
      await expect.poll(arrived).toBe(1);
      server.cutLine();
      expect(await slow).toBe('ECONNRESET');
    });
  });
});

describe('the sign-in RSA key', () => {
  it('is one per server unless one is given, then the given one', async () => {
    const key = await generateRsaKey();
    const servers = await Promise.all([
      startTestServer(),
      startTestServer(),
      startTestServer({ rsaKey: key }),
      startTestServer({ rsaKey: key }),
    ]);
    try {
      const [own1, own2, given1, given2] = await Promise.all(servers.map(fetchKey));
      expect(own1!.keyId).not.toBe(own2!.keyId);
      expect(given1!.keyId).toBe(key.keyId);
      expect(given2!.keyId).toBe(key.keyId);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  });
});
