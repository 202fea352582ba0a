import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { login, plainCall } from '../auth/test-client.ts';
import { parseScenarioPatch } from '../qa.ts';
import { DEMO_PASSWORD } from '../auth/seed.ts';
import { clearScenario, setScenario, startTestServer, type TestServer } from '../test-helpers.ts';

interface Envelope<T> {
  success: boolean;
  errorCode?: string;
  value: T;
}
interface Account {
  id: number;
  bankName: string;
  last4: string;
}
interface WithdrawSummary {
  totalWithdrawSuccessCount: number;
  fullBankCardList: Account[];
  fullVirtualWalletList: Account[];
  fullEWalletList: Account[];
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
  const password = account === 'fresh01' ? 'a123456' : DEMO_PASSWORD;
  const answer = await login(server, account, password, {}, { merchant });
  if (!answer.success) throw new Error(`login of ${account} failed: ${answer.errorCode}`);
  return answer.value.token;
}

async function summaries(token: string | undefined, merchant = 'DEMOVN') {
  const options = { merchant, ...(token ? { token } : {}) };
  const deposit = await plainCall(server, 'GET', '/wps/member/depositSummary', undefined, options);
  const withdraw = await plainCall(
    server,
    'GET',
    '/wps/member/withdrawSummary',
    undefined,
    options,
  );
  expect(deposit.headers['cache-control']).toBe('no-store');
  return {
    deposit: deposit.json<Envelope<{ totalDepositSuccessCount: number }>>(),
    withdraw: withdraw.json<Envelope<WithdrawSummary>>(),
  };
}

describe('deposit and withdrawal summaries', () => {
  it("answers the signed-in member's seeded counters", async () => {
    const player = await summaries(await tokenOf('player01'));
    expect(player.deposit).toEqual({ success: true, value: { totalDepositSuccessCount: 3 } });
    expect(player.withdraw.value.totalWithdrawSuccessCount).toBe(1);
    expect(player.withdraw.value.fullBankCardList).toEqual([
      { id: 5101, bankName: 'Vietcombank', last4: '4821' },
    ]);
    expect(player.withdraw.value.fullVirtualWalletList).toEqual([]);
    expect(player.withdraw.value.fullEWalletList).toEqual([]);

    for (const account of ['first01', 'fresh01']) {
      const none = await summaries(await tokenOf(account));
      expect(none.deposit.value).toEqual({ totalDepositSuccessCount: 0 });
      expect(none.withdraw.value).toEqual({
        totalWithdrawSuccessCount: 0,
        fullBankCardList: [],
        fullVirtualWalletList: [],
        fullEWalletList: [],
      });
    }
    const brazil = await summaries(await tokenOf('player01', 'DEMOBR'), 'DEMOBR');
    expect(brazil.withdraw.value.fullBankCardList[0]?.bankName).toBe('Nubank');
  });

  it("lets QA's counters override every member's, field by field", async () => {
    const token = await tokenOf('player01');
    await setScenario(server, { counters: { totalDepositSuccessCount: 0 } });
    let player = await summaries(token);
    expect(player.deposit.value.totalDepositSuccessCount).toBe(0);
    // Fields not given keep the member's own values.
    expect(player.withdraw.value.totalWithdrawSuccessCount).toBe(1);
    expect(player.withdraw.value.fullBankCardList).toHaveLength(1);

    await setScenario(server, {
      counters: { totalDepositSuccessCount: 5, totalWithdrawSuccessCount: 2, bankCards: 0 },
    });
    player = await summaries(token);
    expect(player.deposit.value.totalDepositSuccessCount).toBe(5);
    expect(player.withdraw.value).toEqual({
      totalWithdrawSuccessCount: 2,
      fullBankCardList: [],
      fullVirtualWalletList: [],
      fullEWalletList: [],
    });
    await setScenario(server, { counters: { bankCards: 2 } });
    const fresh = await summaries(await tokenOf('fresh01'));
    expect(fresh.withdraw.value.fullBankCardList).toHaveLength(2);
    expect(fresh.deposit.value.totalDepositSuccessCount).toBe(0);

    await setScenario(server, { counters: null });
    expect((await summaries(token)).deposit.value.totalDepositSuccessCount).toBe(3);
  });

  it('fails without a live session, like the other protected calls', async () => {
    for (const token of [undefined, 'not-a-session']) {
      const { deposit, withdraw } = await summaries(token);
      expect(deposit).toMatchObject({ success: false, errorCode: 'user.or.token.invalid' });
      expect(withdraw).toMatchObject({ success: false, errorCode: 'user.or.token.invalid' });
    }
  });

  it('answers the malformed variant when QA asks', async () => {
    const token = await tokenOf('player01');
    await setScenario(server, { malformed: true });
    const { deposit } = await summaries(token);
    expect(deposit.value.totalDepositSuccessCount).toBe('three');
  });
});

describe('the counters scenario field', () => {
  const problem = (counters: unknown) => {
    const result = parseScenarioPatch({ counters });
    return result.ok ? null : result.error;
  };

  it('accepts whole numbers in range, a subset of fields, and null', () => {
    expect(problem({ totalDepositSuccessCount: 2 })).toBeNull();
    expect(problem({ totalWithdrawSuccessCount: 0, bankCards: 20 })).toBeNull();
    expect(problem(null)).toBeNull();
  });

  it('names what is wrong', () => {
    expect(problem({ totalDepositSuccessCount: -1 })).toBe(
      'Scenario not changed: "counters" totalDepositSuccessCount must be a whole number from 0 to 1000000',
    );
    expect(problem({ totalWithdrawSuccessCount: 1.5 })).toContain(
      'totalWithdrawSuccessCount must be a whole number',
    );
    expect(problem({ bankCards: 21 })).toContain('bankCards must be a whole number from 0 to 20');
    expect(problem({ deposits: 1 })).toContain('"counters" has unknown field deposits');
    expect(problem(3)).toContain(
      '"counters" must be {totalDepositSuccessCount?, totalWithdrawSuccessCount?, bankCards?} or null',
    );
  });
});
