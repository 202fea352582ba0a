import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionPage } from '../../src/common/member-schemas.ts';
import { startTestServer, type TestServer } from '../test-helpers.ts';
import { memberGet, submit, tokenOf } from './test-client.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await tokenOf(server, 'player01');
}, 30_000);
afterAll(() => server.stop());

const history = (query = '') =>
  memberGet<TransactionPage>(server, `/wps/member/transactions${query}`, token);

describe('transaction history', () => {
  it("shows the demo member's deposits, withdrawals, bets and bonus, newest first", async () => {
    const { value } = await history('?pageSize=50');
    expect(value.total).toBe(value.items.length);
    const kinds = new Set(value.items.map((item) => `${item.type}/${item.status}`));
    for (const kind of [
      'deposit/approved',
      'deposit/declined',
      'withdrawal/approved',
      'bet/approved',
      'bet/pending',
      'bonus/approved',
    ]) {
      expect(kinds).toContain(kind);
    }
    const times = value.items.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(value.items.find((item) => item.type === 'withdrawal')?.account).toBe(
      'Vietcombank **** 4821',
    );
    expect(value.items.every((item) => item.currency === 'VND')).toBe(true);
  });

  it('filters by type, status and time', async () => {
    const deposits = (await history('?type=deposit&status=approved')).value;
    expect(deposits.total).toBe(3);
    expect(deposits.items.every((item) => item.type === 'deposit')).toBe(true);
    const both = (await history('?type=deposit,withdrawal')).value;
    expect(both.items.map((item) => item.type).sort()).toEqual(
      expect.arrayContaining(['deposit', 'withdrawal']),
    );
    const all = (await history('?pageSize=50')).value.items;
    const middle = all[Math.floor(all.length / 2)]!;
    const from = encodeURIComponent(middle.createdAt);
    const recent = (await history(`?from=${from}&pageSize=50`)).value;
    expect(recent.items.every((item) => item.createdAt >= middle.createdAt)).toBe(true);
    const older = (await history(`?to=${from}&pageSize=50`)).value;
    expect(recent.total + older.total).toBe(all.length);
  });

  it('pages by cursor without repeating or skipping, even when a deposit arrives', async () => {
    const first = (await history('?pageSize=3')).value;
    expect(first.items).toHaveLength(3);
    expect(first.nextCursor).not.toBeNull();
    const paid = await submit(
      server,
      '/wps/relay/MCSFE_submitDeposit',
      { channel: 'BANK', amount: 100_000 },
      token,
    );
    expect(paid.success).toBe(true);
    const seen = [...first.items.map((item) => item.id)];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = (await history(`?pageSize=3&cursor=${cursor}`)).value;
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    }
    const everything = (await history('?pageSize=50')).value;
    // The new deposit is on top, before the first page; everything else was seen exactly once.
    expect(everything.items[0]?.id).toBe((paid.value as { orderId: string }).orderId);
    expect(seen).toEqual(everything.items.slice(1).map((item) => item.id));
  });

  it('gives one transaction by its order id', async () => {
    const [latest] = (await history('?pageSize=1')).value.items;
    const one = await memberGet(server, `/wps/member/transaction?id=${latest!.id}`, token);
    expect(one.value).toEqual(latest);
    expect((await memberGet(server, '/wps/member/transaction?id=nope', token)).errorCode).toBe(
      'order.not_found',
    );
  });

  it.each([
    ['type', '?type=refund'],
    ['status', '?status=lost'],
    ['from', '?from=yesterday'],
    ['to', '?from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z'],
    ['cursor', '?cursor=%%%'],
    ['pageSize', '?pageSize=51'],
    ['pageSize', '?pageSize=0'],
  ])('refuses a bad %s', async (field, query) => {
    expect(await history(query)).toMatchObject({
      success: false,
      errorCode: 'history.filter.invalid',
      value: { field },
    });
  });

  it('needs a session', async () => {
    expect((await memberGet(server, '/wps/member/transactions', undefined)).errorCode).toBe(
      'user.or.token.invalid',
    );
  });
});
