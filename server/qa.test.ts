import { networkInterfaces } from 'node:os';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultScenario, parseScenarioPatch } from './qa.ts';
import { isLoopbackAddress } from './request.ts';
import { call, qaCall, setScenario, startTestServer, type TestServer } from './test-helpers.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.stop());

const statusBody = async () =>
  (await call(server, '/wps/system/status')).json<{
    success: boolean;
    errorCode?: string;
    message?: string;
    value: Record<string, unknown> | null;
  }>();

describe('/__qa/scenario', () => {
  it('reads, merges and resets the scenario, never cached', async () => {
    const initial = await qaCall(server, '/__qa/scenario');
    expect(initial.headers['cache-control']).toBe('no-store');
    expect(initial.json()).toEqual(defaultScenario());

    const merged = await setScenario(server, { maintenance: true, latencyMs: 0 });
    expect(merged.status).toBe(200);
    expect(merged.headers['cache-control']).toBe('no-store');
    expect(merged.json()).toMatchObject({ maintenance: true, regionRestriction: false });
    await setScenario(server, { regionRestriction: true });
    expect((await qaCall(server, '/__qa/scenario')).json()).toMatchObject({
      maintenance: true,
      regionRestriction: true,
    });

    const reset = await qaCall(server, '/__qa/scenario', { method: 'DELETE' });
    expect(reset.json()).toEqual(defaultScenario());
  });

  it('rejects a bad body with 400 and changes nothing', async () => {
    await setScenario(server, { maintenance: true });
    const bodies = [
      { maintenance: 'yes' },
      { failRate: 2 },
      { latencyMs: -1 },
      { paths: ['wps'] },
      { statusError: { errorCode: 'x' } },
      { maintenanceEnd: 'tomorrow' },
      { maintenance: false, typo: true },
      { socialLogin: 'yes' },
      { socialLogin: ['NOPE'] },
      { whitelabelOn: 'FIREBASECREATEACC3' },
      { whitelabelOn: ['firebasecreateacc3'] },
      { whitelabelOff: [42] },
      { whitelabelOff: Array.from({ length: 51 }, (_, i) => `X${i}`) },
      [1, 2],
    ];
    for (const body of bodies) {
      const res = await setScenario(server, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json<{ error: string }>().error).toMatch(/./);
    }
    const notJson = await qaCall(server, '/__qa/scenario', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{maint',
    });
    expect(notJson.status).toBe(400);
    expect(notJson.json()).toEqual({ error: 'The body is not valid JSON' });
    expect((await qaCall(server, '/__qa/scenario')).json()).toMatchObject({ maintenance: true });
  });

  it('keeps one scenario per server', async () => {
    const other = await startTestServer();
    try {
      await setScenario(server, { domainUnavailable: true });
      expect((await qaCall(other, '/__qa/scenario')).json()).toEqual(defaultScenario());
    } finally {
      await other.stop();
    }
  });

  it('answers loopback clients only', async () => {
    expect(isLoopbackAddress('127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('127.8.0.2')).toBe(true);
    expect(isLoopbackAddress('::1')).toBe(true);
    expect(isLoopbackAddress('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('10.0.0.7')).toBe(false);
    expect(isLoopbackAddress('::ffff:192.168.1.2')).toBe(false);
    expect(isLoopbackAddress('fe80::1')).toBe(false);
    expect(isLoopbackAddress(undefined)).toBe(false);
  });

  const external = Object.values(networkInterfaces())
    .flat()
    .find((net) => net && net.family === 'IPv4' && !net.internal)?.address;
  it.skipIf(!external)('refuses a client on a non-loopback address', async () => {
    const open = await startTestServer({ host: '0.0.0.0' });
    try {
      const res = await qaCall(open, '/__qa/scenario', { host: external });
      expect(res.status).toBe(403);
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await open.stop();
    }
  });
});

describe('status switches', () => {
  it('reports maintenance with its end and message', async () => {
    await setScenario(server, {
      maintenance: true,
      maintenanceEnd: '2030-01-01T08:00:00+07:00',
      maintenanceMessage: 'Nâng cấp hệ thống',
    });
    expect((await statusBody()).value).toMatchObject({
      maintenance: true,
      maintenanceEnd: '2030-01-01T08:00:00+07:00',
      maintenanceMessage: 'Nâng cấp hệ thống',
      regionRestriction: false,
    });
  });

  it('reports a region restriction', async () => {
    await setScenario(server, { regionRestriction: true });
    expect((await statusBody()).value).toMatchObject({ regionRestriction: true });
  });

  it('answers domain_not_available, then a chosen error', async () => {
    await setScenario(server, { domainUnavailable: true });
    expect(await statusBody()).toMatchObject({
      success: false,
      errorCode: 'domain_not_available',
      message: 'Domain not available',
    });
    await setScenario(server, {
      domainUnavailable: false,
      statusError: { errorCode: 'ip_blocked', message: 'Blocked' },
    });
    expect(await statusBody()).toEqual({
      success: false,
      errorCode: 'ip_blocked',
      message: 'Blocked',
      value: null,
    });
  });
});

describe('sign-in switches in the status', () => {
  type Info = {
    paths: Record<string, unknown>;
    sms: Record<string, unknown>;
    whitelabel: string[];
    whitelabelVal: Record<string, string>;
  };
  const info = async (merchant: string) =>
    (await call(server, '/wps/system/status', { headers: { Merchant: merchant } })).json<{
      value: { info: Info };
    }>().value.info;

  it('names the development identity provider while socialLogin is on', async () => {
    const on = await info('DEMOVN');
    expect(on.sms).toEqual({ firebase: false, apiKey: '', identityProvider: 'dev' });
    expect(on.paths).toEqual({
      captchaScripts: ['/captcha/gt.js'],
      googleIdentityScript: '/dev-idp/gsi/client',
    });
    await setScenario(server, { socialLogin: ['DEMOBR'] });
    const off = await info('DEMOVN');
    expect(off.sms).toEqual({ firebase: false, apiKey: '' });
    expect(off.paths).toEqual({ captchaScripts: ['/captcha/gt.js'] });
    expect((await info('DEMOBR')).sms).toMatchObject({ identityProvider: 'dev' });
    await setScenario(server, { socialLogin: false });
    expect((await info('DEMOBR')).sms).toEqual({ firebase: false, apiKey: '' });
  });

  it('adds and removes white-label switches on every merchant', async () => {
    expect((await info('DEMOVN')).whitelabel).not.toContain('FIREBASECREATEACC3');
    await setScenario(server, {
      whitelabelOn: ['FIREBASECREATEACC3', 'GOOGLELOGIN3'],
      whitelabelOff: ['CBS3'],
    });
    const vn = await info('DEMOVN');
    expect(vn.whitelabel).toEqual([
      'LOTTMINIGAME3',
      'MOBILEAUTOLOGIN3',
      'STARTGAMEINAPP3',
      'FIREBASECREATEACC3',
      'GOOGLELOGIN3',
    ]);
    expect(vn.whitelabelVal).toEqual({
      LOTTMINIGAME3: '1',
      MOBILEAUTOLOGIN3: '1',
      STARTGAMEINAPP3: '1',
      FIREBASECREATEACC3: '1',
      GOOGLELOGIN3: '1',
    });
    const br = await info('DEMOBR');
    expect(br.whitelabel.filter((code) => code === 'GOOGLELOGIN3')).toHaveLength(1);
    expect(br.whitelabel).toContain('FIREBASECREATEACC3');
    expect(br.whitelabel).not.toContain('CBS3');
    // Removing wins over adding.
    await setScenario(server, { whitelabelOff: ['CBS3', 'FIREBASECREATEACC3'] });
    expect((await info('DEMOVN')).whitelabel).not.toContain('FIREBASECREATEACC3');
    await setScenario(server, { whitelabelOn: [], whitelabelOff: [] });
    expect((await info('DEMOVN')).whitelabel).toEqual([
      'CBS3',
      'LOTTMINIGAME3',
      'MOBILEAUTOLOGIN3',
      'STARTGAMEINAPP3',
    ]);
  });
});

describe('delivery faults', () => {
  it('sends structurally wrong JSON when malformed', async () => {
    await setScenario(server, { malformed: true });
    expect(await statusBody()).toEqual({ success: true, value: { info: 42 } });
    const banners = await call(server, '/wps/relay/MCSFE_getBanners');
    expect(banners.json()).toEqual({ success: true, value: { banners: null } });
    // The companion manifest is outside /wps, so only an explicit path reaches it.
    const manifest = await call(server, '/mobile/mc/asset-manifest.json');
    expect(manifest.json()).toMatchObject({ version: '1' });
  });

  it('answers 503 envelopes at errorRate 1', async () => {
    await setScenario(server, { errorRate: 1 });
    const res = await call(server, '/wps/system/country');
    expect(res.status).toBe(503);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'service_unavailable' });
    expect((await call(server, '/m/home')).status).toBe(200);
  });

  it('drops the connection at failRate 1', async () => {
    await setScenario(server, { failRate: 1 });
    await expect(call(server, '/wps/system/test/ping')).rejects.toThrow(
      /socket hang up|ECONNRESET/,
    );
  });

  it('drops the answer of the answerLost paths only, after handling them', async () => {
    await setScenario(server, { answerLost: ['/wps/system/test/'] });
    await expect(call(server, '/wps/system/test/ping')).rejects.toThrow(
      /socket hang up|ECONNRESET/,
    );
    expect((await call(server, '/wps/system/country')).status).toBe(200);
    expect(parseScenarioPatch({ answerLost: ['/__qa/scenario'] }).ok).toBe(false);
  });

  it('delays answers by latencyMs', async () => {
    await setScenario(server, { latencyMs: 150 });
    const started = performance.now();
    await call(server, '/wps/system/test/ping');
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('limits faults to the given path prefixes', async () => {
    await setScenario(server, {
      paths: ['/wps/system/status', '/mobile/mc/'],
      errorRate: 1,
      latencyMs: 0,
    });
    expect((await call(server, '/wps/system/status')).status).toBe(503);
    expect((await call(server, '/wps/system/country')).status).toBe(200);
    expect((await call(server, '/mobile/mc/asset-manifest.json')).status).toBe(503);

    await setScenario(server, { paths: ['/mobile/mc/asset-manifest.json'], errorRate: 0 });
    await setScenario(server, { malformed: true });
    expect((await call(server, '/mobile/mc/asset-manifest.json')).json()).toEqual({
      version: 42,
      files: 'none',
    });
    expect((await statusBody()).success).toBe(true);
  });

  it('never faults /__qa itself', async () => {
    await setScenario(server, { paths: ['/'], failRate: 1, errorRate: 1, malformed: true });
    await expect(call(server, '/m/home')).rejects.toThrow();
    expect((await qaCall(server, '/__qa/scenario')).status).toBe(200);
    expect((await qaCall(server, '/__qa/scenario', { method: 'DELETE' })).status).toBe(200);
    expect((await call(server, '/m/home')).status).toBe(200);
  });
});

describe('asset version', () => {
  it('changes the companion manifest, which revalidates', async () => {
    const first = await call(server, '/mobile/mc/asset-manifest.json');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers['etag']);
    const same = await call(server, '/mobile/mc/asset-manifest.json', {
      headers: { 'If-None-Match': etag },
    });
    expect(same.status).toBe(304);
    await setScenario(server, { assetVersion: '2026.11.22-2' });
    const changed = await call(server, '/mobile/mc/asset-manifest.json', {
      headers: { 'If-None-Match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.json()).toMatchObject({ version: '2026.11.22-2' });
    expect(changed.text).not.toBe(first.text);
  });
});

describe('parseScenarioPatch', () => {
  it('treats an empty paths list as no limit', () => {
    expect(parseScenarioPatch({ paths: [] })).toEqual({ ok: true, patch: { paths: null } });
  });
  it('names every problem', () => {
    const result = parseScenarioPatch({ failRate: -1, nope: 1 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/failRate.*nope|nope.*failRate/);
  });
});
