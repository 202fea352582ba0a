import { describe, expect, it } from 'vitest';
import { BIND_ERROR_CODES } from '../../src/common/member-api.ts';
import type { BankCard } from '../../src/common/payout-schemas.ts';
import { DEMO_TOTP_SECRET } from '../auth/seed.ts';
import { totp } from '../auth/totp.ts';
import { setScenario } from '../test-helpers.ts';
import { DEMO_WITHDRAW_PASSWORD } from './seed.ts';
import { memberGet, memberTestServer, submit, tokenOf } from './test-client.ts';

const server = memberTestServer();

const BIND = '/wps/member/bankCards/bind';

const bind = (token: string, body: Record<string, unknown>, key?: string, merchant = 'DEMOVN') =>
  submit<BankCard>(server, BIND, body, token, {
    encrypted: true,
    merchant,
    ...(key ? { key } : {}),
  });

const summary = async (token: string, merchant = 'DEMOVN') =>
  (
    await memberGet<{ fullBankCardList: { id: number; last4: string }[] }>(
      server,
      '/wps/member/withdrawSummary',
      token,
      merchant,
    )
  ).value.fullBankCardList;

const agentCard = (accountNumber: string) => ({
  bankCode: 'MB',
  accountNumber,
  holderName: 'Lê Thị Cúc',
  withdrawPassword: DEMO_WITHDRAW_PASSWORD,
});

describe('the bank list', () => {
  it("lists the merchant's banks with their account-number rules", async () => {
    const vn = await memberGet<{ banks: { code: string; accountNumber: object }[] }>(
      server,
      '/wps/member/bankList',
      await tokenOf(server, 'player01'),
    );
    expect(vn.value.banks.find((bank) => bank.code === 'VCB')).toEqual({
      code: 'VCB',
      name: 'Vietcombank',
      accountNumber: { minLength: 10, maxLength: 13, lengths: [10, 13] },
      branch: null,
    });
    expect(vn.value).toMatchObject({ maxCards: 5, pix: { enabled: false, keyTypes: [] } });
    const br = await memberGet<{ banks: { code: string; branch: object | null }[] }>(
      server,
      '/wps/member/bankList',
      await tokenOf(server, 'player01', 'DEMOBR'),
      'DEMOBR',
    );
    expect(br.value.banks.find((bank) => bank.code === '260')?.branch).toEqual({
      minLength: 4,
      maxLength: 4,
      lengths: [4],
    });
    expect(br.value).toMatchObject({ pix: { enabled: true, maxKeys: 5 } });
  });
});

describe('binding a bank card', { timeout: 30_000 }, () => {
  it('binds, answers the card masked, and moves the withdrawal summary', async () => {
    const token = await tokenOf(server, 'agent01');
    const before = await summary(token);
    const bound = await bind(token, agentCard('0123456789012'));
    expect(bound).toMatchObject({
      success: true,
      value: {
        bankName: 'MB Bank',
        maskedNumber: '**** 9012',
        last4: '9012',
        holderName: 'LÊ THỊ CÚC',
      },
    });
    expect(JSON.stringify(bound)).not.toContain('0123456789012');
    const after = await summary(token);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toEqual({ id: bound.value.id, bankName: 'MB Bank', last4: '9012' });
    const list = await memberGet<{ cards: BankCard[] }>(server, '/wps/member/bankCards', token);
    expect(JSON.stringify(list)).not.toContain('0123456789012');
    expect(list.value.cards.map((card) => card.maskedNumber)).toContain('**** 9012');
  });

  it('answers a repeated submission with its first answer, and binds once', async () => {
    const token = await tokenOf(server, 'agent01');
    const key = crypto.randomUUID();
    const first = await bind(token, agentCard('0123456789013'), key);
    const again = await bind(token, agentCard('0123456789013'), key);
    expect(again).toEqual(first);
    const cards = await summary(token);
    expect(cards.filter((card) => card.last4 === '9013')).toHaveLength(1);
    const other = await bind(token, agentCard('0123456789014'), key);
    expect(other).toMatchObject({ success: false, errorCode: 'idempotency.key.reused' });
  });

  it('refuses a submission without a well-formed idempotency key', async () => {
    const token = await tokenOf(server, 'agent01');
    const missing = await submit(server, BIND, agentCard('0123456789015'), token, {
      encrypted: true,
      key: null,
    });
    expect(missing.errorCode).toBe('idempotency.key.required');
    const bad = await submit(server, BIND, agentCard('0123456789015'), token, {
      encrypted: true,
      key: 'not-a-uuid',
    });
    expect(bad.errorCode).toBe('idempotency.key.invalid');
  });

  it.each([
    ['bank.unknown', { bankCode: 'XYZ' }],
    ['card.number.length', { accountNumber: '12345678' }],
    ['card.number.digits', { accountNumber: '12345678A' }],
    ['card.holder.invalid', { holderName: 'Cuc' }],
    ['card.holder.mismatch', { holderName: 'Nguyen Van An' }],
    ['card.duplicate', { bankCode: 'TCB', accountNumber: '1903-1234-7730' }],
    ['withdraw.password.err', { withdrawPassword: '000000' }],
    ['verification.required', { withdrawPassword: undefined }],
  ])('answers %s and binds nothing', async (errorCode, change) => {
    const token = await tokenOf(server, 'agent01');
    const before = await summary(token);
    const answer = await bind(token, { ...agentCard('0123456789016'), ...change });
    expect(answer).toMatchObject({ success: false, errorCode });
    expect(await summary(token)).toEqual(before);
  });

  it("refuses another member's card as a duplicate", async () => {
    const answer = await bind(await tokenOf(server, 'player01'), {
      bankCode: 'VCB',
      accountNumber: '0071000654821',
      holderName: 'Tran Van Binh',
    });
    // player01 has no withdrawal password: binding asks for one first, before anything else.
    expect(answer.errorCode).toBe('withdraw.password.not_set');
    const twofa = await tokenOf(server, 'twofa01');
    const taken = await bind(twofa, {
      bankCode: 'TCB',
      accountNumber: '190312347730',
      holderName: 'Pham Van Duc',
      authCode: totp(DEMO_TOTP_SECRET, Date.now()),
    });
    expect(taken.errorCode).toBe('card.duplicate');
  });

  it('takes an authenticator code from a member with 2FA, and refuses a wrong one', async () => {
    const token = await tokenOf(server, 'twofa01');
    const card = { bankCode: 'ACB', accountNumber: '12345678', holderName: 'Pham Van Duc' };
    expect((await bind(token, { ...card, authCode: '000000' })).errorCode).toBe(
      'verification.code.err',
    );
    const bound = await bind(token, { ...card, authCode: totp(DEMO_TOTP_SECRET, Date.now()) });
    expect(bound.success).toBe(true);
    // The first holder name becomes the name every later card must carry.
    const profile = await memberGet<{ realName: string }>(server, '/wps/member/profile', token);
    expect(profile.value.realName).toBe('PHAM VAN DUC');
  });

  it('stops at the card limit', async () => {
    const token = await tokenOf(server, 'agent01');
    const answers = [];
    for (let index = 0; index < 5; index += 1) {
      answers.push(await bind(token, agentCard(`01234567890${20 + index}`)));
    }
    expect(answers.at(-1)).toMatchObject({ success: false, errorCode: 'card.limit' });
  });

  it('locks the withdrawal password after five wrong ones, even for the right one', async () => {
    const token = await tokenOf(server, 'agent01', 'DEMOBR');
    const card = {
      bankCode: '341',
      accountNumber: '123456',
      branch: '0001',
      holderName: 'Ana Souza',
    };
    const left = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const answer = await bind(
        token,
        { ...card, withdrawPassword: '000000' },
        undefined,
        'DEMOBR',
      );
      left.push((answer.value as unknown as { attemptsLeft: number }).attemptsLeft);
    }
    expect(left).toEqual([4, 3, 2, 1]);
    const fifth = await bind(token, { ...card, withdrawPassword: '000000' }, undefined, 'DEMOBR');
    expect(fifth).toMatchObject({ success: false, errorCode: 'withdraw.password.locked' });
    const right = await bind(
      token,
      { ...card, withdrawPassword: DEMO_WITHDRAW_PASSWORD },
      undefined,
      'DEMOBR',
    );
    expect(right.errorCode).toBe('withdraw.password.locked');
    const profile = await memberGet<{ withdrawPassword: { lockedUntil: number } }>(
      server,
      '/wps/member/profile',
      token,
      'DEMOBR',
    );
    expect(profile.value.withdrawPassword.lockedUntil).toBeGreaterThan(Date.now());
  });

  it('needs a branch for a Brazilian bank', async () => {
    const token = await tokenOf(server, 'agent01', 'DEMOBR');
    const answer = await bind(
      token,
      { bankCode: '260', accountNumber: '87654321', branch: '12', holderName: 'Ana Souza' },
      undefined,
      'DEMOBR',
    );
    expect(answer.errorCode).toBe('card.branch.invalid');
  });

  it.each(BIND_ERROR_CODES)("fails with %s under QA's cardBind", async (code) => {
    await setScenario(server, { cardBind: code });
    const token = await tokenOf(server, 'agent01');
    const before = await summary(token);
    expect(await bind(token, agentCard('0123456789030'))).toMatchObject({
      success: false,
      errorCode: code,
    });
    expect(await summary(token)).toEqual(before);
  });

  it('needs a session', async () => {
    expect((await bind('', agentCard('0123456789031'))).errorCode).toBe('user.or.token.invalid');
    expect((await memberGet(server, '/wps/member/bankCards', undefined)).errorCode).toBe(
      'user.or.token.invalid',
    );
  });
});
