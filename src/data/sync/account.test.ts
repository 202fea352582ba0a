// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, writeSession } from '../../lib/session';
import { ALL_TRANSACTIONS, filterKey } from '../../lib/transactionFilter';
import { db } from '../db';
import { KEPT_FILTERS, syncBalance, syncTransactions } from './account';

function transaction(id: string, createdAt: string) {
  return {
    id,
    type: 'deposit',
    status: 'approved',
    amount: 200000,
    currency: 'VND',
    createdAt,
    settledAt: createdAt,
    channel: 'Ví MoMo',
    account: null,
    game: null,
    payout: null,
    bonus: null,
    voucherId: null,
    reason: null,
  };
}

const FIRST = {
  items: [transaction('D2', '2026-11-25T08:30:00.000Z')],
  nextCursor: 'cursor-1',
  total: 2,
};
const SECOND = {
  items: [transaction('D1', '2026-11-24T08:30:00.000Z')],
  nextCursor: null,
  total: 2,
};

/** The backend's history: the first page, or the second for `cursor-1`; every URL asked. */
function serve(hold?: Promise<void>) {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const address = new URL(url, 'http://localhost');
      asked.push(address);
      await hold;
      if (address.pathname === '/wps/member/balance') {
        const value = { currency: 'VND', decimals: 0, balance: 1500000, pendingWithdrawal: 0 };
        return new Response(JSON.stringify({ success: true, value }));
      }
      const page = address.searchParams.get('cursor') === 'cursor-1' ? SECOND : FIRST;
      return new Response(JSON.stringify({ success: true, value: page }));
    }),
  );
  return asked;
}

const ids = async (key = filterKey(ALL_TRANSACTIONS)) =>
  (await db.transactionHistory.get('10001'))?.lists[key]?.items.map(
    (item) => (item as { id: string }).id,
  );

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  clearSession();
  writeSession({ id: 10001, token: 'token-a' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the member’s transaction history in Dexie', () => {
  it('keeps the first page, appends the next one, and a refresh starts over', async () => {
    const asked = serve();
    await syncTransactions(ALL_TRANSACTIONS);
    expect(await ids()).toEqual(['D2']);
    await syncTransactions(ALL_TRANSACTIONS, { more: true });
    expect(await ids()).toEqual(['D2', 'D1']);
    expect(asked[1]?.searchParams.get('cursor')).toBe('cursor-1');
    // The last page has no cursor: nothing more to ask.
    await syncTransactions(ALL_TRANSACTIONS, { more: true });
    expect(asked).toHaveLength(2);
    await syncTransactions(ALL_TRANSACTIONS);
    expect(await ids()).toEqual(['D2']);
  });

  it('keeps each filter apart, and only the most recent few', async () => {
    const asked = serve();
    await syncTransactions({ type: 'bet', from: '', to: '' });
    expect(asked[0]?.searchParams.get('type')).toBe('bet');
    for (let day = 1; day <= KEPT_FILTERS; day += 1) {
      await syncTransactions({ type: 'all', from: `2026-11-0${day}`, to: '' });
    }
    const lists = (await db.transactionHistory.get('10001'))?.lists ?? {};
    expect(Object.keys(lists)).toHaveLength(KEPT_FILTERS);
    expect(lists[filterKey({ type: 'bet', from: '', to: '' })]).toBeUndefined();
  });

  it('drops an answer that arrives after the tab’s member changed', async () => {
    let release = () => {};
    serve(new Promise<void>((resolve) => (release = resolve)));
    const asked = syncTransactions(ALL_TRANSACTIONS);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    writeSession({ id: 10003, token: 'token-b' });
    release();
    await asked;
    expect(await db.transactionHistory.count()).toBe(0);
  });

  it('stores the balance under the member’s id', async () => {
    serve();
    await syncBalance();
    expect(await db.balances.get('10001')).toMatchObject({ balance: { balance: 1500000 } });
  });
});
