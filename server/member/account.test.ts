import { describe, expect, it } from 'vitest';
import type { Profile } from '../../src/common/member-schemas.ts';
import { DEMO_PASSWORD } from '../auth/seed.ts';
import { plainCall } from '../auth/test-client.ts';
import { DEMO_WITHDRAW_PASSWORD } from './seed.ts';
import { memberGet, memberTestServer, qaRead, submit, tokenOf } from './test-client.ts';

const server = memberTestServer();

describe('balance and profile', () => {
  it('answers the seeded balance in the merchant currency, to members only', async () => {
    expect((await memberGet(server, '/wps/member/balance', undefined)).errorCode).toBe(
      'user.or.token.invalid',
    );
    const vn = await memberGet(server, '/wps/member/balance', await tokenOf(server, 'player01'));
    expect(vn.value).toEqual({
      currency: 'VND',
      decimals: 0,
      balance: 2_500_000,
      pendingWithdrawal: 0,
    });
    const br = await memberGet(
      server,
      '/wps/member/balance',
      await tokenOf(server, 'agent01', 'DEMOBR'),
      'DEMOBR',
    );
    expect(br.value).toMatchObject({ currency: 'BRL', decimals: 2, balance: 1_200 });
    const fresh = await memberGet(server, '/wps/member/balance', await tokenOf(server, 'first01'));
    expect(fresh.value).toMatchObject({ balance: 0 });
  });

  it('gives My account its avatar, contacts masked, 2FA and withdrawal-password status', async () => {
    const player = await memberGet<Profile>(
      server,
      '/wps/member/profile',
      await tokenOf(server, 'player01'),
    );
    expect(player.value).toMatchObject({
      account: 'player01',
      avatar: 1,
      avatarCount: 9,
      mobile: '+84 90*****67',
      email: 'pl***@demovn.example',
      secondFactors: [],
      withdrawPassword: { set: false, lockedUntil: null },
      realName: 'TRAN VAN BINH',
    });
    const agent = await memberGet<Profile>(
      server,
      '/wps/member/profile',
      await tokenOf(server, 'agent01'),
    );
    expect(agent.value.withdrawPassword.set).toBe(true);
  });

  it('keeps the avatar chosen among the profile icons', async () => {
    const token = await tokenOf(server, 'player01');
    for (const avatar of [0, 10, 2.5, '3']) {
      const refused = await plainCall(server, 'POST', '/wps/member/avatar', { avatar }, { token });
      expect(refused.json()).toMatchObject({ success: false, errorCode: 'avatar.invalid' });
    }
    const chosen = await plainCall(server, 'POST', '/wps/member/avatar', { avatar: 7 }, { token });
    expect(chosen.json()).toEqual({ success: true, value: { avatar: 7 } });
    const profile = await memberGet<Profile>(server, '/wps/member/profile', token);
    expect(profile.value.avatar).toBe(7);
  });
});

describe('the withdrawal password', () => {
  const set = (token: string, body: Record<string, unknown>) =>
    submit(server, '/wps/member/withdrawPassword', body, token, { encrypted: true, key: null });

  it('is set with the login password, then changed with the old one', async () => {
    const token = await tokenOf(server, 'first01');
    expect((await set(token, { password: 'wrong', newWithdrawPassword: '135790' })).errorCode).toBe(
      'password.err',
    );
    expect(
      (await set(token, { password: DEMO_PASSWORD, newWithdrawPassword: '123456' })).errorCode,
    ).toBe('withdraw.password.weak');
    expect(
      (await set(token, { password: DEMO_PASSWORD, newWithdrawPassword: '1357' })).errorCode,
    ).toBe('withdraw.password.format');
    expect(await set(token, { password: DEMO_PASSWORD, newWithdrawPassword: '135790' })).toEqual({
      success: true,
      value: true,
    });
    // Once set, the login password alone cannot replace it.
    expect(
      (await set(token, { password: DEMO_PASSWORD, newWithdrawPassword: '975310' })).errorCode,
    ).toBe('withdraw.password.exists');
    expect(
      (await set(token, { oldWithdrawPassword: '000000', newWithdrawPassword: '975310' }))
        .errorCode,
    ).toBe('withdraw.password.err');
    const changed = await set(token, {
      oldWithdrawPassword: '135790',
      newWithdrawPassword: '975310',
    });
    expect(changed.success).toBe(true);
    const profile = await memberGet<Profile>(server, '/wps/member/profile', token);
    expect(profile.value.withdrawPassword).toEqual({ set: true, lockedUntil: null });
  });

  it('needs an encrypted body and a session', async () => {
    const token = await tokenOf(server, 'agent01');
    const plain = await plainCall(
      server,
      'POST',
      '/wps/member/withdrawPassword',
      { oldWithdrawPassword: DEMO_WITHDRAW_PASSWORD, newWithdrawPassword: '975310' },
      { token },
    );
    expect(plain.json()).toMatchObject({ success: false, errorCode: 'missing_encryption' });
    expect((await set('', { newWithdrawPassword: '975310' })).errorCode).toBe(
      'user.or.token.invalid',
    );
  });
});

describe('the change-password call', () => {
  it('applies the storefront’s rule: letters and digits, 6 to 20', async () => {
    const token = await tokenOf(server, 'expired01');
    const change = (newPassword: string) =>
      submit(server, '/wps/member/password', { oldPassword: DEMO_PASSWORD, newPassword }, token, {
        encrypted: true,
        key: null,
      });
    expect(await change('onlyletters')).toMatchObject({
      errorCode: 'invalid_request',
      value: 'password.composition',
    });
    expect((await change('Abc1234567890123456789')).value).toBe('password.length');
    expect((await change('Renewed2026')).success).toBe(true);
  });
});

describe('SMS codes to the member’s own phone', () => {
  it('sends to the number on file, and says when there is none', async () => {
    const sent = await plainCall(
      server,
      'POST',
      '/wps/verification/sms/member',
      {},
      {
        token: await tokenOf(server, 'player01'),
      },
    );
    expect(sent.json()).toMatchObject({ success: true, value: { mobile: '+84 90*****67' } });
    const outbox = await qaRead<{ number: string }[]>(server, '/__qa/sms');
    expect(outbox.at(-1)?.number).toBe('+84901234567');
    const none = await plainCall(
      server,
      'POST',
      '/wps/verification/sms/member',
      {},
      {
        token: await tokenOf(server, 'agent01'),
      },
    );
    expect(none.json()).toMatchObject({ success: false, errorCode: 'mobile.not_set' });
  });
});

describe('phone numbers of the SMS calls', () => {
  it('are E.164 by the country’s plan: trunk 0 dropped, impossible numbers refused', async () => {
    const send = (countryDialingCode: string, mobileNum: string) =>
      plainCall(server, 'POST', '/wps/verification/sms/noLogin', {
        countryDialingCode,
        mobileNum,
      }).then((res) => res.json<{ success: boolean; errorCode?: string }>());
    expect((await send('84', '0933 333 333')).success).toBe(true);
    expect((await qaRead<{ number: string }[]>(server, '/__qa/sms')).at(-1)?.number).toBe(
      '+84933333333',
    );
    expect((await send('84', '0212 345 678')).errorCode).toBe('invalid_request');
    expect((await send('55', '(11) 9876')).errorCode).toBe('invalid_request');
  });
});

describe('log out', () => {
  it('ends the session: the token is refused everywhere afterwards', async () => {
    const token = await tokenOf(server, 'player01');
    const other = await tokenOf(server, 'player01');
    const bye = await plainCall(server, 'POST', '/wps/session/logout', {}, { token });
    expect(bye.json()).toEqual({ success: true, value: true });
    for (const path of ['/wps/member/balance', '/wps/member/profile', '/wps/member/info']) {
      expect((await memberGet(server, path, token)).errorCode).toBe('user.or.token.invalid');
    }
    expect(
      (await plainCall(server, 'POST', '/wps/session/logout', {}, { token })).json(),
    ).toMatchObject({ errorCode: 'user.or.token.invalid' });
    // The member's other devices stay signed in.
    expect((await memberGet(server, '/wps/member/balance', other)).success).toBe(true);
  });
});
