// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InvalidResponseError } from '../../api/errors';
import { clearSession, writeSession } from '../../lib/session';
import { db } from '../db';
import { storedInstallCounters } from '../installHooks';
import { onCountersSynced, syncInstallCounters, type CountersChange } from './installCounters';

type Answers = Record<string, unknown>;

/** Answers each summary by its path; one without an answer fails the network way. */
function serve(answers: Answers) {
  const fetch = vi.fn(async (url: string) => {
    const path = Object.keys(answers).find((name) => url.includes(name));
    if (!path) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ success: true, value: answers[path] }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const DEPOSITS = { totalDepositSuccessCount: 3 };
const WITHDRAWALS = {
  totalWithdrawSuccessCount: 1,
  fullBankCardList: [{ id: 5101, bankName: 'Vietcombank', last4: '4821', accountNo: '0123456789' }],
  fullVirtualWalletList: [],
  fullEWalletList: [{ id: 5104, bankName: 'MoMo', last4: '4567' }],
};

const SEVEN = { ...WITHDRAWALS, totalWithdrawSuccessCount: 7 };

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  writeSession({ id: 10001, token: 'member-token' });
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('install counters sync', () => {
  it("stores the member's counts and bound accounts, sending the session", async () => {
    const fetch = serve({ depositSummary: DEPOSITS, withdrawSummary: WITHDRAWALS });
    await syncInstallCounters();
    expect(await storedInstallCounters()).toEqual({
      totalDepositSuccessCount: 3,
      totalWithdrawSuccessCount: 1,
      boundCards: 2,
    });
    const row = await db.counters.get('10001');
    // Only what tells one account from another is kept, never a full account number.
    expect(row?.fullBankCardList).toEqual([{ id: 5101, bankName: 'Vietcombank', last4: '4821' }]);
    for (const [, init] of fetch.mock.calls as unknown as [string, RequestInit][]) {
      expect(new Headers(init.headers).get('Authorization')).toBe('Bearer member-token');
    }
  });

  it('reads missing account lists as none', async () => {
    serve({ depositSummary: DEPOSITS, withdrawSummary: { totalWithdrawSuccessCount: 0 } });
    await syncInstallCounters();
    expect((await storedInstallCounters())?.boundCards).toBe(0);
  });

  it.each([
    ['a count that is not a number', { totalDepositSuccessCount: 'three' }, SEVEN, 1],
    ['a negative count', { totalDepositSuccessCount: -1 }, SEVEN, 1],
    // The deposit summary was fine, so its new count is kept.
    ['a card list that is not a list', DEPOSITS, { ...WITHDRAWALS, fullBankCardList: 'one' }, 3],
  ])('refuses %s: the stored part stays', async (_case, deposits, withdrawals, depositCount) => {
    serve({ depositSummary: { totalDepositSuccessCount: 1 }, withdrawSummary: SEVEN });
    await syncInstallCounters();
    serve({ depositSummary: deposits, withdrawSummary: withdrawals });
    await expect(syncInstallCounters()).rejects.toBeInstanceOf(InvalidResponseError);
    expect(await storedInstallCounters()).toEqual({
      totalDepositSuccessCount: depositCount,
      totalWithdrawSuccessCount: 7,
      boundCards: 2,
    });
  });

  it('updates the part that answered when the other fails', async () => {
    serve({ depositSummary: DEPOSITS, withdrawSummary: WITHDRAWALS });
    await syncInstallCounters();
    serve({ depositSummary: { totalDepositSuccessCount: 4 } });
    await expect(syncInstallCounters()).rejects.toThrow();
    expect(await storedInstallCounters()).toEqual({
      totalDepositSuccessCount: 4,
      totalWithdrawSuccessCount: 1,
      boundCards: 2,
    });
  });

  it('writes nothing half-known on a first failure', async () => {
    serve({ depositSummary: DEPOSITS });
    await expect(syncInstallCounters()).rejects.toThrow();
    expect(await storedInstallCounters()).toBeNull();
  });
  it('tells its listeners each change, including those from before they listened', async () => {
    onCountersSynced(() => {})(); // what the other tests left unheard
    serve({ depositSummary: { totalDepositSuccessCount: 0 }, withdrawSummary: WITHDRAWALS });
    await syncInstallCounters();
    serve({ depositSummary: DEPOSITS, withdrawSummary: WITHDRAWALS });
    await syncInstallCounters();
    const heard: CountersChange[] = [];
    const stop = onCountersSynced((change) => heard.push(change));
    expect(
      heard.map(({ before, after }) => [
        before?.totalDepositSuccessCount,
        after.totalDepositSuccessCount,
      ]),
    ).toEqual([
      [undefined, 0],
      [0, 3],
    ]);
    await syncInstallCounters();
    expect(heard.at(-1)?.before?.totalDepositSuccessCount).toBe(3);
    stop();
  });
});
