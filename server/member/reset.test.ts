import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../auth/seed.ts';
import { encryptedPost, type Envelope, login, plainCall } from '../auth/test-client.ts';
import { qaCall, setScenario } from '../test-helpers.ts';
import type { SentMail } from './mail.ts';
import { RESET_TTL_MS, ResetTokens } from './reset-tokens.ts';
import { memberGet, memberTestServer, qaRead, tokenOf } from './test-client.ts';

const server = memberTestServer();

const post = async <T = unknown>(path: string, body: unknown, merchant = 'DEMOVN') =>
  (await plainCall(server, 'POST', path, body, { merchant })).json<Envelope<T>>();

const confirm = async (token: string, newPassword: string) =>
  (
    await encryptedPost(server, '/wps/member/password/reset/confirm', { token, newPassword })
  ).json<Envelope>();

const sentCodes = () => qaRead<{ number: string; code: string }[]>(server, '/__qa/sms');

describe('password reset by SMS', { timeout: 30_000 }, () => {
  it('answers the same for a registered number and an unknown one, sending only to the first', async () => {
    const before = (await sentCodes()).length;
    const known = await post<{ expirationTime: number }>('/wps/member/password/reset/sms', {
      countryDialingCode: '84',
      mobileNum: '0901 234 567',
    });
    const unknown = await post<{ expirationTime: number }>('/wps/member/password/reset/sms', {
      countryDialingCode: '84',
      mobileNum: '0987 000 111',
    });
    expect(Object.keys(known.value)).toEqual(Object.keys(unknown.value));
    expect(known.success && unknown.success).toBe(true);
    const sent = await sentCodes();
    expect(sent.slice(before).map((sms) => sms.number)).toEqual(['+84901234567']);
    expect((await post('/wps/member/password/reset/sms', { mobileNum: '12' })).errorCode).toBe(
      'invalid_request',
    );
  });

  it('exchanges a verified code for a token that sets the new password', async () => {
    const signedIn = await tokenOf(server, 'player01', 'DEMOBR');
    await post('/wps/member/password/reset/sms', { mobileNum: '(11) 98765-4321' }, 'DEMOBR');
    const { code } = (await sentCodes()).at(-1)!;
    const verify = (verificationCode: string) =>
      post<{ token: string; account: string }>(
        '/wps/member/password/reset/sms/verify',
        { countryDialingCode: '55', mobileNum: '11987654321', verificationCode },
        'DEMOBR',
      );
    const wrong = await verify(code === '000000' ? '111111' : '000000');
    expect(wrong).toMatchObject({ errorCode: 'verification.code.err', value: { attemptsLeft: 4 } });
    const right = await verify(code);
    expect(right.value.account).toBe('pl****01');

    const check = await post(
      '/wps/member/password/reset/check',
      { token: right.value.token },
      'DEMOBR',
    );
    expect(check.value).toMatchObject({ account: 'pl****01', via: 'sms' });
    // The confirmation is encrypted like every password; plain JSON is refused.
    const plain = await post('/wps/member/password/reset/confirm', {
      token: right.value.token,
      newPassword: 'Fresh2026',
    });
    expect(plain.errorCode).toBe('missing_encryption');
    const encrypted = (newPassword: string) =>
      encryptedPost(
        server,
        '/wps/member/password/reset/confirm',
        { token: right.value.token, newPassword },
        { merchant: 'DEMOBR' },
      ).then((res) => res.json<Envelope>());
    expect((await encrypted('freshpassword')).errorCode).toBe('password.composition');
    expect((await encrypted('a123456')).errorCode).toBe('password.default');
    expect(await encrypted('Fresh2026')).toEqual({ success: true, value: true });
    expect((await encrypted('Fresh2027')).errorCode).toBe('reset.token.used');

    const merchant = { merchant: 'DEMOBR' };
    expect((await login(server, 'player01', 'Fresh2026', {}, merchant)).success).toBe(true);
    expect((await login(server, 'player01', DEMO_PASSWORD, {}, merchant)).errorCode).toBe(
      'login.cred.err',
    );
    // Whoever was signed in is signed out.
    expect((await memberGet(server, '/wps/member/balance', signedIn, 'DEMOBR')).errorCode).toBe(
      'user.or.token.invalid',
    );
  });

  it('voids the code after five wrong ones', async () => {
    await post('/wps/member/password/reset/sms', { mobileNum: '0912345678' });
    const { code } = (await sentCodes()).at(-1)!;
    const wrong = code === '000000' ? '111111' : '000000';
    const verify = (verificationCode: string) =>
      post('/wps/member/password/reset/sms/verify', { mobileNum: '0912345678', verificationCode });
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await verify(wrong)).errorCode).toBe('verification.code.err');
    }
    expect((await verify(wrong)).errorCode).toBe('reset.too_many_attempts');
    expect((await verify(code)).errorCode).toBe('reset.too_many_attempts');
  });

  it('asks for the SMS captcha when QA turns it on', async () => {
    await setScenario(server, { smsCaptcha: ['DEMOVN'], captchaVersion: 'v4' });
    const status = await plainCall(server, 'GET', '/wps/system/status');
    expect(status.json()).toMatchObject({
      value: { info: { register: { captcha: { enabled: false, sms: true } } } },
    });
    const answer = await post('/wps/member/password/reset/sms', { mobileNum: '0901234567' });
    expect(answer.errorCode).toBe('captcha.required');
    const brazil = await post(
      '/wps/member/password/reset/sms',
      { mobileNum: '11987654321' },
      'DEMOBR',
    );
    expect(brazil.success).toBe(true);
  });
});

describe('password reset by e-mail', () => {
  const mails = () => qaRead<SentMail[]>(server, '/__qa/mail');

  it('mails a link only when username and address match, answering the same either way', async () => {
    await qaCall(server, '/__qa/mail', { method: 'DELETE' });
    const wrong = await post('/wps/member/password/reset/email', {
      username: 'player01',
      email: 'someone@else.example',
    });
    const nobody = await post('/wps/member/password/reset/email', {
      username: 'nobody99',
      email: 'player01@demovn.example',
    });
    const right = await post('/wps/member/password/reset/email', {
      username: 'Player01',
      email: 'PLAYER01@demovn.example',
    });
    expect([wrong, nobody, right]).toEqual([
      { success: true, value: true },
      { success: true, value: true },
      { success: true, value: true },
    ]);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'player01@demovn.example', account: 'player01' });
    const link = new URL(sent[0]!.link);
    expect(link.pathname).toBe('/m/resetPassword');
    // In the fragment, never in the query: a `?token=` is a session token to the storefront.
    expect(link.search).toBe('');
    const token = new URLSearchParams(link.hash.slice(1)).get('token')!;

    // A second request within the minute is dropped without a word.
    await post('/wps/member/password/reset/email', {
      username: 'player01',
      email: 'player01@demovn.example',
    });
    expect(await mails()).toHaveLength(1);

    const check = await post('/wps/member/password/reset/check', { token });
    expect(check.value).toMatchObject({ account: 'pl****01', via: 'email' });
    expect((await post('/wps/member/password/reset/check', { token }, 'DEMOBR')).errorCode).toBe(
      'reset.token.invalid',
    );
    expect(await confirm(token, 'Mailed2026')).toEqual({ success: true, value: true });
    expect((await login(server, 'player01', 'Mailed2026')).success).toBe(true);
    expect((await confirm(token, 'Mailed2027')).errorCode).toBe('reset.token.used');
    expect((await confirm('x'.repeat(43), 'Mailed2027')).errorCode).toBe('reset.token.invalid');
  });
});

describe('reset tokens', () => {
  const entry = { merchantCode: 'DEMOVN', memberId: 1, account: 'player01', via: 'email' as const };

  it('expire, and a newer one voids the older', () => {
    const tokens = new ResetTokens();
    const now = Date.now();
    const old = tokens.issue(entry, now);
    expect(tokens.find(old.token, now + RESET_TTL_MS.email - 1).ok).toBe(true);
    expect(tokens.find(old.token, now + RESET_TTL_MS.email)).toEqual({
      ok: false,
      code: 'reset.token.expired',
    });
    const newer = tokens.issue(entry, now + 1);
    expect(tokens.find(old.token, now + 2)).toEqual({ ok: false, code: 'reset.token.expired' });
    expect(tokens.find(newer.token, now + 2).ok).toBe(true);
  });
});
