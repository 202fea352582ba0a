import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { login, plainCall } from '../auth/test-client.ts';
import { DEMO_PASSWORD } from '../auth/seed.ts';
import { submit } from '../member/test-client.ts';
import type { DepositAnswer, WithdrawInfo } from '../../src/common/cashier-schemas.ts';
import { clearScenario, setScenario, startTestServer, type TestServer } from '../test-helpers.ts';

interface Envelope<T> {
  success: boolean;
  errorCode?: string;
  message?: string;
  value: T;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());
beforeEach(async () => {
  await clearScenario(server);
});

async function tokenOf(account: string, merchant = 'DEMOVN') {
  const answer = await login(server, account, DEMO_PASSWORD, {}, { merchant });
  if (!answer.success) throw new Error(`login of ${account} failed: ${answer.errorCode}`);
  return answer.value.token;
}

async function get<T>(path: string, token?: string, merchant = 'DEMOVN') {
  const response = await plainCall(server, 'GET', path, undefined, {
    merchant,
    ...(token ? { token } : {}),
  });
  return response.json<Envelope<T>>();
}

/** A submission, with a fresh idempotency key as the storefront's form sends it. */
async function post<T>(
  path: string,
  body: Record<string, unknown>,
  token: string,
  merchant = 'DEMOVN',
) {
  return (await submit<T>(server, path, body, token, { merchant })) as Envelope<T>;
}

const depositCount = async (token: string, merchant = 'DEMOVN') =>
  (await get<{ totalDepositSuccessCount: number }>('/wps/member/depositSummary', token, merchant))
    .value.totalDepositSuccessCount;

describe('the demo cashier', () => {
  it('offers deposit settings in the merchant currency, to members only', async () => {
    expect((await get('/wps/relay/MCSFE_getDepositSettings')).errorCode).toBe(
      'user.or.token.invalid',
    );
    const settings = await get<{ currency: string; minAmount: number; channels: unknown[] }>(
      '/wps/relay/MCSFE_getDepositSettings',
      await tokenOf('player01', 'DEMOBR'),
      'DEMOBR',
    );
    expect(settings.value).toMatchObject({ currency: 'BRL', minAmount: 20 });
    expect(settings.value.channels).toEqual([{ code: 'PIX', name: 'Pix' }]);
  });

  it('credits a deposit at once: the balance and the deposit count move', async () => {
    const token = await tokenOf('player01');
    const before = await depositCount(token);
    const info = await get<WithdrawInfo>('/wps/relay/MCSFE_getWithdrawAccountInfo', token);
    const answer = await post<DepositAnswer>(
      '/wps/relay/MCSFE_submitDeposit',
      { channel: 'MOMO', amount: 200_000 },
      token,
    );
    expect(answer.value).toMatchObject({
      status: 'SUCCESS',
      amount: 200_000,
      currency: 'VND',
      totalDepositSuccessCount: before + 1,
    });
    expect(await depositCount(token)).toBe(before + 1);
    const after = await get<WithdrawInfo>('/wps/relay/MCSFE_getWithdrawAccountInfo', token);
    expect(after.value.balance).toBe(info.value.balance + 200_000);
  });

  it('counts on from QA counters, so a test can make the next deposit the first', async () => {
    await setScenario(server, { counters: { totalDepositSuccessCount: 0 } });
    const token = await tokenOf('agent01');
    const answer = await post<DepositAnswer>(
      '/wps/relay/MCSFE_submitDeposit',
      { channel: 'BANK', amount: 100_000 },
      token,
    );
    expect(answer.value.totalDepositSuccessCount).toBe(1);
  });

  it.each([
    { why: 'below the minimum', body: { channel: 'MOMO', amount: 10 }, code: 'amount.too_small' },
    { why: 'above the maximum', body: { channel: 'MOMO', amount: 1e12 }, code: 'amount.too_large' },
    {
      why: 'an unknown channel',
      body: { channel: 'CASH', amount: 100_000 },
      code: 'channel.unknown',
    },
    {
      why: 'an amount that is not a number',
      body: { channel: 'MOMO', amount: '100000' },
      code: 'amount.invalid',
    },
    {
      why: 'fractions of a đồng',
      body: { channel: 'MOMO', amount: 100_000.5 },
      code: 'amount.decimals',
    },
    {
      why: 'off the 1,000 ₫ step',
      body: { channel: 'MOMO', amount: 100_500 },
      code: 'amount.step',
    },
  ])('refuses a deposit $why and credits nothing', async ({ body, code }) => {
    const token = await tokenOf('player01');
    const before = await depositCount(token);
    const answer = await post('/wps/relay/MCSFE_submitDeposit', body, token);
    expect(answer).toMatchObject({ success: false, errorCode: code });
    expect(await depositCount(token)).toBe(before);
  });

  it('declines every payment under the QA switch', async () => {
    await setScenario(server, { cashier: 'decline' });
    const token = await tokenOf('player01');
    const answer = await post(
      '/wps/relay/MCSFE_submitDeposit',
      { channel: 'BANK', amount: 100_000 },
      token,
    );
    expect(answer).toMatchObject({
      success: false,
      message: 'The payment was declined by the bank',
    });
  });

  it('pays a withdrawal to a bound account within the balance', async () => {
    const token = await tokenOf('player01', 'DEMOBR');
    const info = await get<WithdrawInfo>(
      '/wps/relay/MCSFE_getWithdrawAccountInfo',
      token,
      'DEMOBR',
    );
    expect(info.value.accounts).toEqual([
      { id: 6101, bankName: 'Nubank', last4: '3390', kind: 'bank', masked: 'Nubank **** 3390' },
    ]);
    const tooMuch = await post(
      '/wps/relay/MCSFE_submitWithdraw',
      { accountId: 6101, amount: info.value.balance + 1 },
      token,
      'DEMOBR',
    );
    expect(tooMuch).toMatchObject({
      success: false,
      message: 'The amount is more than the balance',
    });
    const elsewhere = await post(
      '/wps/relay/MCSFE_submitWithdraw',
      { accountId: 5101, amount: 50 },
      token,
      'DEMOBR',
    );
    expect(elsewhere.success).toBe(false);
    const paid = await post<{ balance: number }>(
      '/wps/relay/MCSFE_submitWithdraw',
      { accountId: 6101, amount: 50.1 },
      token,
      'DEMOBR',
    );
    expect(paid.value.balance).toBe(Math.round((info.value.balance - 50.1) * 100) / 100);
  });
});
