// Every member-area answer of the reference backend, happy paths and errors, through the
// schemas the storefront validates with (src/common/*-schemas.ts): the two cannot drift apart.
// The site calls: server/contract.test.ts; sign-in and the member's own reads:
// server/auth/contract.test.ts.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DepositAnswerSchema,
  DepositSettingsSchema,
  VoucherSchema,
  VouchersSchema,
  WithdrawAnswerSchema,
  WithdrawInfoSchema,
} from '../../src/common/cashier-schemas.ts';
import { MEMBER_PATHS } from '../../src/common/member-api.ts';
import {
  AvatarAnswerSchema,
  BalanceSchema,
  MemberFailureSchema,
  MemberSmsAnswerSchema,
  ProfileSchema,
  SubmissionSchema,
  TransactionPageSchema,
  TransactionSchema,
} from '../../src/common/member-schemas.ts';
import {
  BankCardSchema,
  BankCardsSchema,
  BankListSchema,
  PixKeySchema,
  PixKeysSchema,
} from '../../src/common/payout-schemas.ts';
import {
  ResetCheckAnswerSchema,
  ResetDoneSchema,
  ResetSmsAnswerSchema,
  ResetTokenAnswerSchema,
} from '../../src/common/reset-schemas.ts';
import { DEMO_PASSWORD } from '../auth/seed.ts';
import { problems } from '../contractChecks.ts';
import { encryptedPost, plainCall } from '../auth/test-client.ts';
import { setScenario, startTestServer, type TestServer } from '../test-helpers.ts';
import { DEMO_WITHDRAW_PASSWORD } from './seed.ts';
import { memberGet, qaRead, submit, tokenOf, type Envelope } from './test-client.ts';

let server: TestServer;
let vn: string;
let br: string;
beforeAll(async () => {
  server = await startTestServer();
  vn = await tokenOf(server, 'agent01');
  br = await tokenOf(server, 'agent01', 'DEMOBR');
}, 30_000);
afterAll(() => server.stop());

/** A success must fit the call's schema, a failure the failure schema (known code, message). */
function expectContract<T>(schema: v.GenericSchema<unknown, T>, answer: Envelope<unknown>): T {
  if (!answer.success) {
    const failure = v.safeParse(MemberFailureSchema, answer);
    expect(problems(failure.issues), JSON.stringify(answer)).toEqual([]);
    return undefined as T;
  }
  const parsed = v.safeParse(schema, answer.value);
  expect(problems(parsed.issues), JSON.stringify(answer)).toEqual([]);
  return parsed.output as T;
}

const expectFailure = (answer: Envelope<unknown>, errorCode: string) => {
  expect(answer).toMatchObject({ success: false, errorCode });
  expectContract(v.unknown(), answer);
};

describe('the member-area contract', { timeout: 30_000 }, () => {
  it('account calls', async () => {
    expectContract(BalanceSchema, await memberGet(server, MEMBER_PATHS.balance, vn));
    expectContract(BalanceSchema, await memberGet(server, MEMBER_PATHS.balance, br, 'DEMOBR'));
    expectContract(ProfileSchema, await memberGet(server, MEMBER_PATHS.profile, vn));
    const player = await tokenOf(server, 'player01');
    expectContract(ProfileSchema, await memberGet(server, MEMBER_PATHS.profile, player));
    const avatar = (body: object) =>
      plainCall(server, 'POST', MEMBER_PATHS.avatar, body, { token: vn }).then((r) =>
        r.json<Envelope>(),
      );
    expectContract(AvatarAnswerSchema, await avatar({ avatar: 2 }));
    expectFailure(await avatar({ avatar: 99 }), 'avatar.invalid');
    const pin = (body: object) =>
      submit(server, MEMBER_PATHS.withdrawPassword, body as Record<string, unknown>, player, {
        encrypted: true,
        key: null,
      });
    expectFailure(
      await pin({ password: DEMO_PASSWORD, newWithdrawPassword: '1' }),
      'withdraw.password.format',
    );
    expectContract(
      ResetDoneSchema,
      await pin({ password: DEMO_PASSWORD, newWithdrawPassword: '135790' }),
    );
    const sms = (token: string) =>
      plainCall(server, 'POST', MEMBER_PATHS.memberSms, {}, { token }).then((r) =>
        r.json<Envelope>(),
      );
    expectContract(MemberSmsAnswerSchema, await sms(player));
    expectFailure(await sms(vn), 'mobile.not_set');
  });

  it('history', async () => {
    const player = await tokenOf(server, 'player01');
    const page = expectContract(
      TransactionPageSchema,
      await memberGet(server, `${MEMBER_PATHS.transactions}?pageSize=50`, player),
    );
    expectContract(
      TransactionSchema,
      await memberGet(server, `${MEMBER_PATHS.transaction}?id=${page.items[0]!.id}`, player),
    );
    expectFailure(
      await memberGet(server, `${MEMBER_PATHS.transaction}?id=x`, player),
      'order.not_found',
    );
    expectFailure(
      await memberGet(server, `${MEMBER_PATHS.transactions}?type=x`, player),
      'history.filter.invalid',
    );
  });

  it('bank cards and Pix keys', async () => {
    expectContract(BankListSchema, await memberGet(server, MEMBER_PATHS.bankList, vn));
    expectContract(BankListSchema, await memberGet(server, MEMBER_PATHS.bankList, br, 'DEMOBR'));
    expectContract(BankCardsSchema, await memberGet(server, MEMBER_PATHS.bankCards, vn));
    expectContract(BankCardsSchema, await memberGet(server, MEMBER_PATHS.bankCards, br, 'DEMOBR'));
    const card = {
      bankCode: 'VCB',
      accountNumber: '9704001234567',
      holderName: 'Le Thi Cuc',
      withdrawPassword: DEMO_WITHDRAW_PASSWORD,
    };
    const bind = (body: Record<string, unknown>) =>
      submit(server, MEMBER_PATHS.bindBankCard, body, vn, { encrypted: true });
    expectContract(BankCardSchema, await bind(card));
    expectFailure(await bind(card), 'card.duplicate');
    expectFailure(await bind({ ...card, accountNumber: '1' }), 'card.number.length');
    expectFailure(
      await bind({ ...card, accountNumber: '9704001234568', withdrawPassword: '000000' }),
      'withdraw.password.err',
    );

    expectContract(PixKeysSchema, await memberGet(server, MEMBER_PATHS.pixKeys, br, 'DEMOBR'));
    expectFailure(await memberGet(server, MEMBER_PATHS.pixKeys, vn), 'pix.unavailable');
    const pix = (body: Record<string, unknown>) =>
      submit(server, MEMBER_PATHS.bindPixKey, body, br, { encrypted: true, merchant: 'DEMOBR' });
    const key = {
      keyType: 'PHONE',
      key: '11 91234-5678',
      holderName: 'Ana Souza',
      holderCpf: '52998224725',
      withdrawPassword: DEMO_WITHDRAW_PASSWORD,
    };
    expectContract(PixKeySchema, await pix(key));
    expectFailure(await pix(key), 'pix.key.duplicate');
    expectFailure(await pix({ ...key, key: '123' }), 'pix.key.invalid');
  });

  it('cashier and vouchers', async () => {
    const token = await tokenOf(server, 'first01');
    expectContract(
      DepositSettingsSchema,
      await memberGet(server, MEMBER_PATHS.depositSettings, token),
    );
    expectContract(WithdrawInfoSchema, await memberGet(server, MEMBER_PATHS.withdrawInfo, vn));
    expectContract(
      WithdrawInfoSchema,
      await memberGet(server, MEMBER_PATHS.withdrawInfo, br, 'DEMOBR'),
    );
    const vouchers = expectContract(
      VouchersSchema,
      await memberGet(server, MEMBER_PATHS.vouchers, token),
    );
    const claimed = await submit(
      server,
      MEMBER_PATHS.claimVoucher,
      { voucherId: vouchers.vouchers[0]!.id },
      token,
    );
    expectContract(VoucherSchema, claimed);
    expectFailure(
      await submit(server, MEMBER_PATHS.claimVoucher, { code: 'NOPE' }, token),
      'voucher.not_found',
    );

    const deposit = (body: Record<string, unknown>, key?: string) =>
      submit(server, MEMBER_PATHS.submitDeposit, body, token, key ? { key } : {});
    const key = crypto.randomUUID();
    const paid = await deposit(
      { channel: 'BANK', amount: 200_000, voucherId: vouchers.vouchers[0]!.id },
      key,
    );
    expectContract(DepositAnswerSchema, paid);
    expectContract(
      SubmissionSchema,
      await memberGet(server, `${MEMBER_PATHS.submission}?key=${key}`, token),
    );
    expectContract(
      SubmissionSchema,
      await memberGet(server, `${MEMBER_PATHS.submission}?key=${crypto.randomUUID()}`, token),
    );
    await setScenario(server, { cashier: 'pending' });
    expectContract(DepositAnswerSchema, await deposit({ channel: 'BANK', amount: 100_000 }));
    await setScenario(server, { cashier: 'decline' });
    expectFailure(await deposit({ channel: 'BANK', amount: 100_000 }), 'deposit.declined');
    await setScenario(server, { cashier: 'approve' });
    expectFailure(await deposit({ channel: 'BANK', amount: 1 }), 'amount.too_small');
    expectFailure(
      await deposit({ channel: 'BANK', amount: 100_000 }, 'x'),
      'idempotency.key.invalid',
    );

    const withdraw = (body: Record<string, unknown>) =>
      submit(server, MEMBER_PATHS.submitWithdraw, body, vn, { encrypted: true });
    const ok = await withdraw({
      accountId: 5102,
      amount: 100_000,
      withdrawPassword: DEMO_WITHDRAW_PASSWORD,
    });
    expectContract(WithdrawAnswerSchema, ok);
    expectFailure(await withdraw({ accountId: 5102, amount: 100_000 }), 'verification.required');
    expectFailure(await withdraw({ accountId: 1, amount: 100_000 }), 'account.unknown');
  });

  it('password reset', async () => {
    const sms = await plainCall(server, 'POST', MEMBER_PATHS.resetBySms, {
      mobileNum: '0912345678',
    });
    expectContract(ResetSmsAnswerSchema, sms.json());
    const { code } = (await qaRead<{ code: string }[]>(server, '/__qa/sms')).at(-1)!;
    const verified = (
      await plainCall(server, 'POST', MEMBER_PATHS.resetSmsVerify, {
        mobileNum: '0912345678',
        verificationCode: code,
      })
    ).json<Envelope<{ token: string }>>();
    const { token } = expectContract(ResetTokenAnswerSchema, verified);
    const check = await plainCall(server, 'POST', MEMBER_PATHS.resetCheck, { token });
    expectContract(ResetCheckAnswerSchema, check.json());
    const confirm = await encryptedPost(server, MEMBER_PATHS.resetConfirm, {
      token,
      newPassword: 'Twofa2026',
    });
    expectContract(ResetDoneSchema, confirm.json());
    expectFailure(
      (
        await encryptedPost(server, MEMBER_PATHS.resetConfirm, { token, newPassword: 'Twofa2027' })
      ).json(),
      'reset.token.used',
    );
    const mail = await plainCall(server, 'POST', MEMBER_PATHS.resetByEmail, {
      username: 'twofa02',
      email: 'twofa02@demovn.example',
    });
    expectContract(ResetDoneSchema, mail.json());
    const wrong = await plainCall(server, 'POST', MEMBER_PATHS.resetSmsVerify, {
      mobileNum: '0912345678',
      verificationCode: '000000',
    });
    expectContract(ResetTokenAnswerSchema, wrong.json());
  });

  it('every protected call needs a session', async () => {
    const gets = [
      'balance',
      'profile',
      'transactions',
      'transaction',
      'bankList',
      'bankCards',
      'pixKeys',
      'vouchers',
      'submission',
      'depositSettings',
      'withdrawInfo',
    ] as const;
    for (const name of gets) {
      expectFailure(
        await memberGet(server, MEMBER_PATHS[name], undefined),
        'user.or.token.invalid',
      );
    }
    const posts = [
      'avatar',
      'memberSms',
      'bindBankCard',
      'bindPixKey',
      'claimVoucher',
      'submitDeposit',
      'submitWithdraw',
      'logout',
    ] as const;
    for (const name of posts) {
      const answer = await submit(server, MEMBER_PATHS[name], {}, undefined);
      expectFailure(answer, 'user.or.token.invalid');
    }
  });
});
