import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DepositAnswer, WithdrawAnswer } from '../../src/common/cashier-schemas.ts';
import type { Submission } from '../../src/common/member-schemas.ts';
import { plainCall } from '../auth/test-client.ts';
import { qaCall, setScenario } from '../test-helpers.ts';
import { DEMO_WITHDRAW_PASSWORD } from './seed.ts';
import { memberGet, memberTestServer, qaAct, qaRead, submit, tokenOf } from './test-client.ts';

const server = memberTestServer();

const DEPOSIT = '/wps/relay/MCSFE_submitDeposit';
const WITHDRAW = '/wps/relay/MCSFE_submitWithdraw';

const balanceOf = async (token: string, merchant = 'DEMOVN') =>
  (await memberGet<{ balance: number }>(server, '/wps/member/balance', token, merchant)).value
    .balance;

const submission = (token: string, key: string) =>
  memberGet<Submission>(server, `/wps/member/submission?key=${key}`, token);

describe('idempotent deposits', () => {
  it('answers a repeated deposit with the first answer and credits once', async () => {
    const token = await tokenOf(server, 'player01');
    const before = await balanceOf(token);
    const key = randomUUID();
    const body = { channel: 'MOMO', amount: 200_000 };
    const first = await submit<DepositAnswer>(server, DEPOSIT, body, token, { key });
    const again = await submit<DepositAnswer>(server, DEPOSIT, body, token, { key });
    expect(again).toEqual(first);
    expect(await balanceOf(token)).toBe(before + 200_000);
    const changed = await submit(server, DEPOSIT, { ...body, amount: 300_000 }, token, { key });
    expect(changed.errorCode).toBe('idempotency.key.reused');
    // The same key on another call is another request too.
    const elsewhere = await submit(server, WITHDRAW, { accountId: 5101, amount: 100_000 }, token, {
      key,
    });
    expect(elsewhere.errorCode).toBe('idempotency.key.reused');
  });

  it('resolves a lost answer by its key', async () => {
    const token = await tokenOf(server, 'player01');
    const never = randomUUID();
    expect((await submission(token, never)).value).toEqual({
      key: never,
      state: 'unknown',
      path: null,
      at: null,
      result: null,
    });
    const key = randomUUID();
    const paid = await submit<DepositAnswer>(
      server,
      DEPOSIT,
      { channel: 'BANK', amount: 100_000 },
      token,
      {
        key: key.toUpperCase(),
      },
    );
    const found = (await submission(token, key)).value;
    expect(found).toMatchObject({ key, state: 'done', path: DEPOSIT, result: paid });
    // A refusal that changed nothing is not recorded: nothing happened under its key.
    const refusedKey = randomUUID();
    await submit(server, DEPOSIT, { channel: 'BANK', amount: 10 }, token, { key: refusedKey });
    expect((await submission(token, refusedKey)).value.state).toBe('unknown');
    // Keys are the member's own.
    const other = await tokenOf(server, 'agent01');
    expect((await submission(other, key)).value.state).toBe('unknown');
    expect((await memberGet(server, '/wps/member/submission?key=x', token)).errorCode).toBe(
      'idempotency.key.invalid',
    );
  });

  it('records a declined deposit: the replay is the same refusal, and history shows it', async () => {
    await setScenario(server, { cashier: 'decline' });
    const token = await tokenOf(server, 'player01');
    const key = randomUUID();
    const body = { channel: 'BANK', amount: 150_000 };
    const first = await submit<{ orderId: string }>(server, DEPOSIT, body, token, { key });
    expect(first).toMatchObject({ success: false, errorCode: 'deposit.declined' });
    await setScenario(server, { cashier: 'approve' });
    expect(await submit(server, DEPOSIT, body, token, { key })).toEqual(first);
    const order = await memberGet(
      server,
      `/wps/member/transaction?id=${first.value.orderId}`,
      token,
    );
    expect(order.value).toMatchObject({ status: 'declined', type: 'deposit' });
  });

  it('refuses a deposit without a key', async () => {
    const token = await tokenOf(server, 'player01');
    const answer = await submit(server, DEPOSIT, { channel: 'BANK', amount: 100_000 }, token, {
      key: null,
    });
    expect(answer.errorCode).toBe('idempotency.key.required');
  });
});

describe('pending orders (QA)', () => {
  it('leaves a deposit pending until QA approves it', async () => {
    await setScenario(server, { cashier: 'pending' });
    const token = await tokenOf(server, 'player01');
    const before = await balanceOf(token);
    const counted = (
      await memberGet<{ totalDepositSuccessCount: number }>(
        server,
        '/wps/member/depositSummary',
        token,
      )
    ).value.totalDepositSuccessCount;
    const order = await submit<DepositAnswer>(
      server,
      DEPOSIT,
      { channel: 'BANK', amount: 100_000 },
      token,
    );
    expect(order.value).toMatchObject({ status: 'PENDING', balance: before });
    const pending = await qaRead<{ orderId: string }[]>(server, '/__qa/orders');
    expect(pending.map((entry) => entry.orderId)).toContain(order.value.orderId);

    const settled = await qaAct(server, '/__qa/orders/settle', {
      orderId: order.value.orderId,
      result: 'approved',
    });
    expect(settled).toMatchObject({ status: 200, value: { status: 'approved' } });
    expect(await balanceOf(token)).toBe(before + 100_000);
    const summary = await memberGet<{ totalDepositSuccessCount: number }>(
      server,
      '/wps/member/depositSummary',
      token,
    );
    expect(summary.value.totalDepositSuccessCount).toBe(counted + 1);
    const again = await qaAct(server, '/__qa/orders/settle', {
      orderId: order.value.orderId,
      result: 'declined',
    });
    expect(again.status).toBe(409);
  });

  it('gives a declined pending withdrawal back to the balance', async () => {
    await setScenario(server, { cashier: 'pending' });
    const token = await tokenOf(server, 'player01', 'DEMOBR');
    const before = await balanceOf(token, 'DEMOBR');
    const order = await submit<WithdrawAnswer>(
      server,
      WITHDRAW,
      { accountId: 6101, amount: 30.5 },
      token,
      {
        merchant: 'DEMOBR',
      },
    );
    expect(order.value).toMatchObject({ status: 'PENDING', balance: before - 30.5 });
    const balance = await memberGet(server, '/wps/member/balance', token, 'DEMOBR');
    expect(balance.value).toMatchObject({ pendingWithdrawal: 30.5 });
    await qaAct(server, '/__qa/orders/settle', {
      orderId: order.value.orderId,
      result: 'declined',
    });
    expect(await balanceOf(token, 'DEMOBR')).toBe(before);
  });

  it('says what is wrong with a settle call', async () => {
    expect(
      (
        await qaAct(server, '/__qa/orders/settle', {
          orderId: 'DEMOVN-D999999',
          result: 'approved',
        })
      ).status,
    ).toBe(404);
    expect((await qaAct(server, '/__qa/orders/settle', { orderId: 1 })).status).toBe(400);
    const get = await qaCall(server, '/__qa/orders/settle');
    expect(get.status).toBe(405);
  });
});

describe('withdrawals', { timeout: 30_000 }, () => {
  it('checks the amount rule, the balance and the account', async () => {
    const token = await tokenOf(server, 'player01', 'DEMOBR');
    const answers = await Promise.all(
      [
        { accountId: 6101, amount: 29.99 },
        { accountId: 6101, amount: 30.001 },
        { accountId: 6101, amount: 20_000.01 },
        { accountId: 6101, amount: 10_000 },
        { accountId: 5101, amount: 50 },
      ].map((body) => submit(server, WITHDRAW, body, token, { merchant: 'DEMOBR' })),
    );
    expect(answers.map((answer) => answer.errorCode)).toEqual([
      'amount.too_small',
      'amount.decimals',
      'amount.too_large',
      'balance.insufficient',
      'account.unknown',
    ]);
    expect(answers[0]?.value).toMatchObject({ minAmount: 30, step: 0.01, decimals: 2 });
  });

  it('asks a member with a withdrawal password for it, encrypted', async () => {
    const token = await tokenOf(server, 'agent01');
    const info = await memberGet<{ verification: object; accounts: { id: number }[] }>(
      server,
      '/wps/relay/MCSFE_getWithdrawAccountInfo',
      token,
    );
    expect(info.value.verification).toEqual({ required: true, methods: ['withdrawPassword'] });
    const body = { accountId: 5102, amount: 500_000 };
    expect((await submit(server, WITHDRAW, body, token)).errorCode).toBe('verification.required');
    const plain = await submit(
      server,
      WITHDRAW,
      { ...body, withdrawPassword: DEMO_WITHDRAW_PASSWORD },
      token,
    );
    expect(plain.errorCode).toBe('missing_encryption');
    const wrong = await submit(server, WITHDRAW, { ...body, withdrawPassword: '000000' }, token, {
      encrypted: true,
    });
    expect(wrong).toMatchObject({ errorCode: 'withdraw.password.err', value: { attemptsLeft: 4 } });
    const paid = await submit<WithdrawAnswer>(
      server,
      WITHDRAW,
      { ...body, withdrawPassword: DEMO_WITHDRAW_PASSWORD },
      token,
      { encrypted: true },
    );
    expect(paid.value).toMatchObject({ status: 'SUCCESS', balance: 17_500_000 });
  });

  it('needs a session for every cashier call', async () => {
    for (const path of [DEPOSIT, WITHDRAW]) {
      expect((await submit(server, path, {}, undefined)).errorCode).toBe('user.or.token.invalid');
    }
    const info = await plainCall(server, 'GET', '/wps/relay/MCSFE_getWithdrawAccountInfo');
    expect(info.json()).toMatchObject({ errorCode: 'user.or.token.invalid' });
  });
});
