// Guessing at the door: passwords, SMS codes and authenticator codes tried over and over, SMS sent
// to one number again and again. Each runs into a limit, answered 429 `too.many.attempts` with a
// Retry-After, while other accounts carry on; QA sees the limits and a scenario reset clears them.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS } from '../../server/auth/limits.ts';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../server/auth/seed.ts';
import { SMS_CODE_ATTEMPTS } from '../../server/auth/sms.ts';
import {
  encryptedPost,
  login,
  plainCall,
  smsCode,
  type Envelope,
} from '../../server/auth/test-client.ts';
import { totp } from '../../server/auth/totp.ts';
import {
  clearScenario,
  qaCall,
  startTestServer,
  type TestServer,
} from '../../server/test-helpers.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.stop());

const { failures, perAccount, smsPerNumber } = SIGN_IN_LIMITS;

async function loginAnswer(username: string, password: string, extra = {}) {
  const payload = { username, password, loginDeviceId: 'hostile', ...extra };
  const res = await encryptedPost(server, '/wps/session/login', payload);
  return { status: res.status, retryAfter: res.headers['retry-after'], body: res.json<Envelope>() };
}

function expectRefused(answer: { status: number; retryAfter?: string; body: Envelope }) {
  expect(answer.status).toBe(429);
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  expect(answer.body).toMatchObject({
    success: false,
    errorCode: 'too.many.attempts',
    value: { retryAfterSeconds: Number(answer.retryAfter) },
  });
}

describe('password guessing', () => {
  it('locks the account, the right password too, and only that account', async () => {
    for (let n = 0; n < failures.limit; n++) {
      expect((await loginAnswer('player01', `guess-${n}`)).body.errorCode).toBe('login.cred.err');
    }
    expectRefused(await loginAnswer('player01', DEMO_PASSWORD));
    expectRefused(await loginAnswer('PLAYER01', DEMO_PASSWORD));
    expect((await login(server, 'agent01', DEMO_PASSWORD)).success).toBe(true);

    const limits = (await qaCall(server, '/__qa/limits')).json<{ locked: object }>();
    expect(limits.locked).toEqual({ 'DEMOVN:player01': expect.any(Number) });
    // QA's reset puts everything back.
    expect((await clearScenario(server)).status).toBe(200);
    expect((await login(server, 'player01', DEMO_PASSWORD)).success).toBe(true);
  });

  it('forgives the wrong attempts of a player who then signs in', async () => {
    for (let n = 0; n < failures.limit - 1; n++) await loginAnswer('player01', 'typo');
    expect((await login(server, 'player01', DEMO_PASSWORD)).success).toBe(true);
    for (let n = 0; n < failures.limit - 1; n++) await loginAnswer('player01', 'typo');
    expect((await login(server, 'player01', DEMO_PASSWORD)).success).toBe(true);
  });

  it('counts a stolen session guessing the current password against the account', async () => {
    const { value } = await login(server, 'agent01', DEMO_PASSWORD);
    for (let n = 0; n < failures.limit; n++) {
      const res = await encryptedPost(
        server,
        '/wps/member/password',
        { oldPassword: `guess-${n}`, newPassword: 'Taken#2026' },
        { token: value.token },
      );
      expect(res.json()).toMatchObject({ errorCode: 'password.err' });
    }
    expectRefused(await loginAnswer('agent01', DEMO_PASSWORD));
  });

  it('limits the attempts on one account, whatever their outcome', async () => {
    for (let n = 0; n < perAccount.limit; n++) {
      expect((await loginAnswer('ghost99', 'x')).body.errorCode).toBe('not.exists.user');
    }
    expectRefused(await loginAnswer('ghost99', 'x'));
    expect((await loginAnswer('ghost98', 'x')).body.errorCode).toBe('not.exists.user');
  });
});

describe('code guessing', () => {
  it('voids an SMS code after a few wrong guesses', async () => {
    const code = await smsCode(server, '84', '901234567');
    for (let n = 0; n < SMS_CODE_ATTEMPTS; n++) {
      const wrong = String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');
      const answer = await loginAnswer('+84901234567', wrong, { type: 'sms' });
      expect(answer.body.errorCode).toBe('verification.code.err');
    }
    const late = await loginAnswer('+84901234567', code, { type: 'sms' });
    expect(late.body.errorCode).toBe('verification.code.err');
  });

  it('locks the second factor after repeated wrong authenticator codes', async () => {
    const verify = (authCode: string) =>
      encryptedPost(server, '/wps/session/login/verification', {
        username: 'twofa01',
        password: DEMO_PASSWORD,
        method: 'G',
        authCode,
      });
    const right = totp(DEMO_TOTP_SECRET, Date.now());
    const wrong = right === '000000' ? '111111' : '000000';
    for (let n = 0; n < failures.limit; n++) {
      expect((await verify(wrong)).json()).toMatchObject({ errorCode: 'verification.code.err' });
    }
    const refused = await verify(totp(DEMO_TOTP_SECRET, Date.now()));
    expect(refused.status).toBe(429);
    expect(refused.json()).toMatchObject({ errorCode: 'too.many.attempts' });
  });

  it('sends one number only so many SMS', async () => {
    const send = (mobileNum: string) =>
      plainCall(server, 'POST', '/wps/verification/sms/noLogin', {
        countryDialingCode: '84',
        mobileNum,
      });
    for (let n = 0; n < smsPerNumber.limit; n++) {
      expect((await send('0933333333')).json()).toMatchObject({ success: true });
    }
    const refused = await send('933 333 333');
    expect(refused.status).toBe(429);
    expect(refused.json()).toMatchObject({ errorCode: 'too.many.attempts' });
    expect((await send('0944444444')).json()).toMatchObject({ success: true });
  });
});
