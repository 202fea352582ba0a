import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, qaCall, setScenario, startTestServer, type TestServer } from '../test-helpers.ts';
import { captchaId } from './captcha.ts';
import { DEMO_PASSWORD } from './seed.ts';
import { encryptedPost, login, plainCall, smsCode, type Envelope } from './test-client.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.stop());

const solve = (body: unknown) =>
  call(server, '/captcha/verify', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

async function solvedV3(merchant = 'DEMOVN') {
  const res = await call(server, '/wps/captcha/geetest?t=1', { headers: { Merchant: merchant } });
  const { value } = res.json<Envelope<{ gt: string; challenge: string }>>();
  return (await solve({ version: 3, gt: value.gt, challenge: value.challenge })).json<{
    geetest_challenge: string;
    geetest_validate: string;
    geetest_seccode: string;
  }>();
}

describe('the development captcha', () => {
  it('is off by default and switched on per merchant', async () => {
    const status = async (merchant: string) =>
      (await call(server, '/wps/system/status', { headers: { Merchant: merchant } })).json<
        Envelope<{ info: { register: unknown; gw: Record<string, unknown> } }>
      >().value.info;
    expect((await status('DEMOVN')).register).toEqual({ captcha: { enabled: false } });
    expect((await login(server, 'player01', DEMO_PASSWORD)).success).toBe(true);

    await setScenario(server, { captcha: ['DEMOBR'], captchaVersion: 'v4' });
    expect((await status('DEMOVN')).register).toEqual({ captcha: { enabled: false } });
    const br = await status('DEMOBR');
    expect(br.register).toEqual({ captcha: { enabled: true } });
    expect(br.gw).toMatchObject({ GEETEST_ID: captchaId('DEMOBR'), GEETEST_VERSION: 'v4' });
    expect((await login(server, 'player01', DEMO_PASSWORD)).success).toBe(true);
    const brLogin = await login(server, 'player01', DEMO_PASSWORD, {}, { merchant: 'DEMOBR' });
    expect(brLogin.errorCode).toBe('captcha.required');
  });

  it('requires v3 values it issued, once each', async () => {
    await setScenario(server, { captcha: true });
    const challenge = await call(server, '/wps/captcha/geetest?t=2');
    expect(challenge.json()).toMatchObject({
      success: true,
      value: { gt: captchaId('DEMOVN'), challenge: expect.stringMatching(/^[0-9a-f]{32}$/) },
    });
    expect((await challenge.json<Envelope<{ newCaptcha: boolean }>>()).value).toMatchObject({
      newCaptcha: true,
      success: 1,
    });
    expect((await login(server, 'player01', DEMO_PASSWORD)).errorCode).toBe('captcha.required');
    const forged = { geetestSeccode: `${'a'.repeat(32)}.${'b'.repeat(32)}|jordan` };
    expect((await login(server, 'player01', DEMO_PASSWORD, forged)).errorCode).toBe('captcha.err');

    const solved = await solvedV3();
    const fields = {
      geetestChallenge: solved.geetest_challenge,
      geetestValidate: solved.geetest_validate,
      geetestSeccode: solved.geetest_seccode,
    };
    expect((await login(server, 'player01', DEMO_PASSWORD, fields)).success).toBe(true);
    expect((await login(server, 'player01', DEMO_PASSWORD, fields)).errorCode).toBe('captcha.err');
    // Another merchant's values do not count here.
    const br = await solvedV3('DEMOBR');
    const cross = await login(server, 'player01', DEMO_PASSWORD, {
      geetestSeccode: br.geetest_seccode,
    });
    expect(cross.errorCode).toBe('captcha.err');
    // Registration follows the same rule, with the seccode alone.
    const register = async (extra: Record<string, unknown>) =>
      (
        await encryptedPost(server, '/wps/member/register', {
          username: 'robot001',
          password: 'Robot#2026',
          ...extra,
        })
      ).json<Envelope>();
    expect((await register({})).errorCode).toBe('captcha.required');
    const reg = await solvedV3();
    expect((await register({ geetestSeccode: reg.geetest_seccode })).success).toBe(true);
  });

  it('accepts v4 values as an object or a JSON string', async () => {
    await setScenario(server, { captcha: true, captchaVersion: 'v4' });
    const v4 = async () =>
      (await solve({ version: 4, captchaId: captchaId('DEMOVN') })).json<Record<string, string>>();
    const first = await v4();
    expect(Object.keys(first).sort()).toEqual([
      'captcha_output',
      'gen_time',
      'lot_number',
      'pass_token',
    ]);
    expect(
      (await login(server, 'player01', DEMO_PASSWORD, { geetestValidateV4: first })).success,
    ).toBe(true);
    const asText = JSON.stringify(await v4());
    expect(
      (await login(server, 'player01', DEMO_PASSWORD, { geetestValidateV4: asText })).success,
    ).toBe(true);
    const bent = { ...(await v4()), captcha_output: '0'.repeat(32) };
    expect(
      (await login(server, 'player01', DEMO_PASSWORD, { geetestValidateV4: bent })).errorCode,
    ).toBe('captcha.err');
    expect((await solve({ version: 3, gt: 'x', challenge: 'y' })).status).toBe(400);
  });

  it('serves the script, or not, or slowly', async () => {
    const script = await call(server, '/captcha/gt.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('no-cache');
    for (const name of ['initGeetest', 'initGeetest4', 'getValidate', 'onReady', 'appendTo']) {
      expect(script.text).toContain(name);
    }
    expect(() => new Function(script.text)).not.toThrow(); // parses as JavaScript

    await setScenario(server, { captchaScript: 'missing' });
    expect((await call(server, '/captcha/gt.js')).status).toBe(404);
    await setScenario(server, { captchaScript: 'slow', captchaScriptDelayMs: 300 });
    const started = performance.now();
    expect((await call(server, '/captcha/gt.js')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });
});

describe('forceError', () => {
  it('answers the forced error on matching paths only', async () => {
    const res = await setScenario(server, {
      forceError: [
        { path: '/wps/member/info', message: 'CUSTOMER_NOT_LOGIN' },
        {
          path: '/wps/relay/MCSFE_getBanners',
          errorCode: 'TOO_MANY_REQUEST_1',
          message: 'Slow down',
        },
        { path: '/wps/relay/MCSFE_getListAnnouncements', status: 401 },
        { path: '/wps/system/country', status: 502, errorCode: 'bad_gateway' },
        {
          path: '/wps/session/login',
          errorCode: 'token_ip_different',
          message: 'IP changed',
          value: 0,
        },
      ],
    });
    expect(res.status).toBe(200);
    const info = await plainCall(server, 'GET', '/wps/member/info');
    expect(info.status).toBe(200);
    expect(info.json()).toEqual({ success: false, message: 'CUSTOMER_NOT_LOGIN', value: null });
    expect((await call(server, '/wps/relay/MCSFE_getBanners')).json()).toEqual({
      success: false,
      errorCode: 'TOO_MANY_REQUEST_1',
      message: 'Slow down',
      value: null,
    });
    expect((await call(server, '/wps/relay/MCSFE_getListAnnouncements?types=MQ')).status).toBe(401);
    const country = await call(server, '/wps/system/country');
    expect(country.status).toBe(502);
    expect(country.headers['cache-control']).toBe('no-store');
    expect((await login(server, 'player01', DEMO_PASSWORD)).errorCode).toBe('token_ip_different');
    // The key call shares no prefix with the entries and still works.
    expect((await call(server, '/wps/session/key/rsa')).json()).toMatchObject({ success: true });
    expect((await call(server, '/wps/system/status')).json()).toMatchObject({ success: true });
  });

  it('reproduces login_verify_required with its value', async () => {
    await setScenario(server, {
      forceError: [{ path: '/wps/session/login', errorCode: 'login_verify_required', value: 'ga' }],
    });
    expect(await login(server, 'player01', DEMO_PASSWORD)).toMatchObject({
      errorCode: 'login_verify_required',
      value: 'ga',
    });
  });

  it('validates entries like the other fields', async () => {
    for (const forceError of [
      {},
      [{ errorCode: 'x' }],
      [{ path: 'wps', errorCode: 'x' }],
      [{ path: '/wps' }],
      [{ path: '/wps', status: 99 }],
      [{ path: '/wps', errorCode: '' }],
      [{ path: '/wps', errorCode: 'x', extra: 1 }],
      [{ path: '/__qa', status: 500 }],
    ]) {
      const res = await setScenario(server, { forceError });
      expect(res.status, JSON.stringify(forceError)).toBe(400);
    }
    for (const patch of [{ captcha: 'yes' }, { captcha: ['NOPE'] }, { captchaScript: 'gone' }]) {
      expect((await setScenario(server, patch)).status, JSON.stringify(patch)).toBe(400);
    }
  });
});

describe('push relays', () => {
  it('records bind, subscribe and unsubscribe per registration token', async () => {
    const { value } = await login(server, 'player01', DEMO_PASSWORD);
    const auth = { token: value.token };
    const fcm = 'fcm-token-123';
    const relay = (method: string, name: string, body: unknown, options = auth) =>
      plainCall(server, method, `/wps/relay/${name}`, body, options).then((res) => res.json());
    expect(await relay('POST', 'CSP_fcmBind', { registrationToken: fcm })).toEqual({
      success: true,
      value: true,
    });
    await relay('POST', 'CSP_fcmSubscribe', { registrationToken: fcm, topic: 'ALL' });
    expect(
      await relay('POST', 'CSP_fcmBind', { registrationToken: fcm }, { token: '' }),
    ).toMatchObject({
      errorCode: 'user.or.token.invalid',
    });
    const during = (await qaCall(server, '/__qa/push')).json<{
      calls: { relay: string; account: string | null; session: string | null }[];
      registrations: Record<string, unknown>;
    }>();
    expect(during.registrations[fcm]).toEqual({
      merchantCode: 'DEMOVN',
      account: 'player01',
      bound: true,
      topics: ['ALL'],
    });
    expect(during.calls.map((c) => c.relay)).toEqual(['CSP_fcmBind', 'CSP_fcmSubscribe']);
    expect(JSON.stringify(during)).not.toContain(value.token);

    // After sign-out the client still unbinds; that is accepted and recorded.
    await plainCall(server, 'POST', '/wps/session/logout', {}, auth);
    const unbind = await relay(
      'DELETE',
      'CSP_fcmUnsubscribe',
      { registrationToken: fcm, unsubscribeAll: true },
      { token: '' },
    );
    expect(unbind).toEqual({ success: true, value: true });
    const after = (await qaCall(server, '/__qa/push')).json<{
      registrations: Record<string, unknown>;
    }>();
    expect(after.registrations[fcm]).toMatchObject({ bound: false, topics: [] });
  });
});

describe('the request log', () => {
  it('never carries a password, token or code', async () => {
    const lines: string[] = [];
    const logged = await startTestServer({ log: (line) => lines.push(line) });
    const secrets = { code: '', token: '' };
    try {
      secrets.code = await smsCode(logged, '84', '912345678');
      secrets.token = (await login(logged, 'player01', DEMO_PASSWORD)).value.token;
      const auth = { token: secrets.token };
      await plainCall(logged, 'GET', '/wps/member/info?merchantCode=DEMOVN', undefined, auth);
      await encryptedPost(
        logged,
        '/wps/member/password',
        { oldPassword: DEMO_PASSWORD, newPassword: 'Changed#2026' },
        auth,
      );
      await call(logged, `/m/home?token=${secrets.token}`);
    } finally {
      await logged.stop(); // every line is written once its connection has closed
    }
    const log = lines.join('\n');
    expect(log).toContain('POST /wps/session/login 200');
    expect(log).toContain('GET /wps/member/info?merchantCode=DEMOVN 200');
    expect(log).toContain('POST /wps/member/password 200');
    expect(lines.length).toBeGreaterThanOrEqual(8);
    for (const secret of [DEMO_PASSWORD, 'Changed#2026', 'Bearer', ...Object.values(secrets)]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toMatch(/[\w-]{43}/); // nothing token-like either
  });
});
