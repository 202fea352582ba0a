import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, qaCall, startTestServer, type TestServer } from '../test-helpers.ts';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from './seed.ts';
import {
  encryptedPost,
  fetchKey,
  login,
  plainCall,
  smsCode,
  type Envelope,
} from './test-client.ts';
import { totp } from './totp.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const DECRYPT_FAILED = {
  success: false,
  errorCode: 'decrypt_failed',
  message: 'Decryption failed',
  value: null,
};

describe('GET /wps/session/key/rsa', () => {
  it('answers an SPKI PEM and a key id, never cached', async () => {
    const res = await call(server, '/wps/session/key/rsa?_=1');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<Envelope<{ publicKey: string; keyId: string }>>();
    expect(body.success).toBe(true);
    expect(body.value.publicKey).toMatch(
      /^-----BEGIN PUBLIC KEY-----\n[\s\S]+-----END PUBLIC KEY-----\n$/,
    );
    expect(body.value.keyId).toMatch(/^k1-/);
    // One key per server instance.
    expect(await fetchKey(server)).toEqual(body.value);
  });
});

describe('POST /wps/session/login', () => {
  const expected = {
    player01: { customerType: 0, firstTimeLogin: false, passwordExpired: false },
    agent01: { customerType: 1, firstTimeLogin: false, passwordExpired: false },
    nochat01: { customerType: 4, firstTimeLogin: false, passwordExpired: false },
    expired01: { customerType: 0, firstTimeLogin: false, passwordExpired: true },
    first01: { customerType: 0, firstTimeLogin: true, passwordExpired: false },
  };

  it.each(Object.entries(expected))('signs %s in with its flags', async (account, flags) => {
    const body = await login(server, account, DEMO_PASSWORD);
    expect(body.success).toBe(true);
    expect(body.value).toMatchObject({ userName: account, ...flags });
    expect(body.value.token).toMatch(/^[\w-]{43}$/);
    expect(typeof body.value.id).toBe('number');
  });

  it('signs fresh01 in with the default password and no flags', async () => {
    const body = await login(server, 'fresh01', 'a123456');
    expect(body.value).toMatchObject({ firstTimeLogin: false, passwordExpired: false });
  });

  it('gives the member info, with the VIP label of the merchant', async () => {
    for (const [merchant, labelId] of [
      ['DEMOVN', 3],
      ['DEMOBR', 5],
    ] as const) {
      const { value } = await login(server, 'PLAYER01', DEMO_PASSWORD, {}, { merchant });
      const info = await plainCall(
        server,
        'GET',
        `/wps/member/info?merchantCode=${merchant}`,
        undefined,
        {
          token: value.token,
          merchant,
        },
      );
      expect(info.headers['cache-control']).toBe('no-store');
      expect(info.json()).toEqual({
        success: true,
        value: {
          id: value.id,
          account: 'player01',
          type: 0,
          regDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          language: merchant === 'DEMOVN' ? 'VI' : 'PT-BR',
          clubLabel: { labelName: expect.any(String), labelId, type: 'VIP', rankLevel: 3 },
        },
      });
    }
  });

  it('refuses a wrong password and an unknown user', async () => {
    expect(await login(server, 'player01', 'nope-nope')).toMatchObject({
      success: false,
      errorCode: 'login.cred.err',
    });
    expect(await login(server, 'nobody99', DEMO_PASSWORD)).toMatchObject({
      success: false,
      errorCode: 'not.exists.user',
    });
  });

  it('asks for Encryption, and fails every broken encryption the same way', async () => {
    const clear = await plainCall(server, 'POST', '/wps/session/login', {
      username: 'player01',
      password: DEMO_PASSWORD,
    });
    expect(clear.json()).toEqual({
      success: false,
      errorCode: 'missing_encryption',
      message: 'Missing Encryption',
      value: null,
    });
    const payload = { username: 'player01', password: DEMO_PASSWORD };
    const tampers = {
      digest: (post: { headers: Record<string, string> }) => {
        post.headers['X-Digest'] = Buffer.alloc(32, 1).toString('base64');
      },
      keyId: (post: { headers: Record<string, string> }) => {
        post.headers['X-RSA'] = 'k1-0000000000000000';
      },
      // Valid Base64 of the right length, but not a PKCS#1 block for this key.
      padding: (post: { headers: Record<string, string> }) => {
        post.headers['Encryption'] = Buffer.alloc(256, 0x42).toString('base64');
      },
      version: (post: { body: { v: number } }) => {
        post.body.v = 2;
      },
    };
    const answers = new Set<string>();
    for (const tamper of Object.values(tampers)) {
      const res = await encryptedPost(server, '/wps/session/login', payload, { tamper });
      expect(res.status).toBe(200);
      expect(res.json()).toEqual(DECRYPT_FAILED);
      answers.add(res.text);
    }
    expect(answers.size).toBe(1);
  });

  it('signs in by SMS code with the phone number as the username', async () => {
    const code = await smsCode(server, '84', '0901234567');
    const wrong = await login(server, '+84901234567', code === '000000' ? '111111' : '000000', {
      type: 'sms',
    });
    expect(wrong.errorCode).toBe('verification.code.err');
    const body = await login(server, '+840901234567', code, { type: 'sms' });
    expect(body.value).toMatchObject({ userName: 'player01' });
    // A code works once.
    expect((await login(server, '+84901234567', code, { type: 'sms' })).success).toBe(false);
    expect((await login(server, '+84999999999', code, { type: 'sms' })).errorCode).toBe(
      'not.exists.user',
    );
  });
});

describe('second factor', () => {
  const verify = (fields: Record<string, unknown>, merchant = 'DEMOVN') =>
    encryptedPost(
      server,
      '/wps/session/login/verification',
      { username: 'twofa01', password: DEMO_PASSWORD, ...fields },
      { merchant },
    ).then((res) => res.json<Envelope<{ token?: string; userName?: string }>>());

  it('lists the factors instead of signing in', async () => {
    expect(await login(server, 'twofa01', DEMO_PASSWORD)).toMatchObject({
      success: false,
      errorCode: 'login_verify_required',
      value: 'sms,ga',
    });
    expect((await login(server, 'twofa02', DEMO_PASSWORD)).value).toBe('email,payeeName');
    expect((await login(server, 'twofa01', 'wrong-pass')).errorCode).toBe('login.cred.err');
  });

  it('completes with the SMS code sent to the member phone', async () => {
    const code = await smsCode(server, '84', '912345678');
    const bad = await verify({ method: 'S', mobileNum: '912345678', verificationCode: '1234567' });
    expect(bad.errorCode).toBe('verification.code.err');
    const other = await verify({ method: 'S', mobileNum: '901234567', verificationCode: code });
    expect(other.errorCode).toBe('verification.code.err');
    const good = await verify({ method: 'S', mobileNum: '0912345678', verificationCode: code });
    expect(good.value).toMatchObject({ userName: 'twofa01', token: expect.any(String) });
  });

  it('completes with the authenticator code', async () => {
    const secret = (await qaCall(server, '/__qa/totp?account=twofa01')).json<{ secret: string }>();
    expect(secret.secret).toBe(DEMO_TOTP_SECRET);
    const bad = await verify({ method: 'G', authCode: '000000' });
    const code = totp(DEMO_TOTP_SECRET, Date.now());
    if (code !== '000000') expect(bad.errorCode).toBe('verification.code.err');
    expect((await verify({ method: 'G', authCode: code })).success).toBe(true);
    expect((await verify({ method: 'G', authCode: code }, 'DEMOBR')).success).toBe(true);
    // A method the member does not have is refused.
    expect((await verify({ method: 'E', email: 'twofa01@demovn.example' })).success).toBe(false);
  });

  it('completes by email or payee name for twofa02', async () => {
    const as02 = (fields: Record<string, unknown>) =>
      verify({ username: 'twofa02', ...fields }).then((body) => body.success);
    expect(await as02({ method: 'E', email: ' TWOFA02@demovn.example ' })).toBe(true);
    expect(await as02({ method: 'E', email: 'other@demovn.example' })).toBe(false);
    expect(await as02({ method: 'P', payeeName: 'nguyen van an' })).toBe(true);
    expect(await as02({ method: 'P', payeeName: 'NGUYEN VAN' })).toBe(false);
  });
});

describe('sessions', () => {
  it('refuses protected calls without a valid token, and signs out', async () => {
    const invalid = { success: false, errorCode: 'user.or.token.invalid' };
    expect((await plainCall(server, 'GET', '/wps/member/info')).json()).toMatchObject(invalid);
    const bogus = { token: 'x'.repeat(43) };
    expect(
      (await plainCall(server, 'GET', '/wps/member/info', undefined, bogus)).json(),
    ).toMatchObject(invalid);
    const { value } = await login(server, 'agent01', DEMO_PASSWORD);
    const auth = { token: value.token };
    expect((await plainCall(server, 'POST', '/wps/session/logout', {}, auth)).json()).toEqual({
      success: true,
      value: true,
    });
    expect(
      (await plainCall(server, 'GET', '/wps/member/info', undefined, auth)).json(),
    ).toMatchObject(invalid);
  });

  it('saves the language and reports rank progress', async () => {
    const { value } = await login(server, 'player01', DEMO_PASSWORD);
    const auth = { token: value.token };
    const saved = await plainCall(server, 'POST', '/wps/member/language', { language: 'en' }, auth);
    expect(saved.json()).toEqual({ success: true, value: true });
    const bad = await plainCall(server, 'POST', '/wps/member/language', { language: 'xx' }, auth);
    expect(bad.json()).toMatchObject({ errorCode: 'invalid_request' });
    const info = await plainCall(server, 'GET', '/wps/member/info', undefined, auth);
    expect(info.json<Envelope<{ language: string }>>().value.language).toBe('EN');
    const rank = await plainCall(
      server,
      'GET',
      '/wps/relay/MCSFE_getPlayerRankProgress',
      undefined,
      auth,
    );
    expect(rank.json()).toEqual({
      success: true,
      value: {
        currentProgress: 0.6,
        playerRankProgress: { completedConditions: 3, totalExpectedConditions: 5, labelId: 3 },
      },
    });
    const agent = await login(server, 'agent01', DEMO_PASSWORD);
    const noLabel = await plainCall(
      server,
      'GET',
      '/wps/relay/MCSFE_getPlayerRankProgress',
      undefined,
      {
        token: agent.value.token,
      },
    );
    expect(noLabel.json<Envelope<{ currentProgress: number }>>().value.currentProgress).toBe(1);
  });
});
