import { get, post } from '../../api/request';
import { MEMBER_PATHS } from '../../common/member-api';
import {
  AvatarAnswerSchema,
  BalanceSchema,
  ProfileSchema,
  TRANSACTION_PAGE_SIZE,
  TransactionPageSchema,
  TransactionSchema,
  type Transaction,
} from '../../common/member-schemas';
import { readSession } from '../../lib/session';
import { filterKey, filterQuery, type TransactionFilter } from '../../lib/transactionFilter';
import { db, type TransactionListRecord } from '../db';
import { resolveMemberKey, syncMemberResource } from './member';
import { validate } from './validate';

/** How many filters' pages the history table keeps per member; the least recent go first. */
export const KEPT_FILTERS = 6;

/** `GET /wps/member/balance` into `balances`: the header and My account read it there. */
export function syncBalance({ alert = false }: { alert?: boolean } = {}) {
  return syncMemberResource(
    MEMBER_PATHS.balance,
    (value) => validate('balance', BalanceSchema, value),
    (key, balance) => db.balances.put({ key, balance, fetchedAt: Date.now() }),
    { alert },
  );
}

/** `GET /wps/member/profile` into `profiles`: avatar, 2FA and withdrawal-password status. */
export function syncProfile() {
  return syncMemberResource(
    MEMBER_PATHS.profile,
    (value) => validate('profile', ProfileSchema, value),
    (key, profile) => db.profiles.put({ key, profile, fetchedAt: Date.now() }),
  );
}

/** `POST /wps/member/avatar`, then the profile again: the stored row shows the new one. */
export async function saveAvatar(avatar: number) {
  validate('avatar', AvatarAnswerSchema, await post(MEMBER_PATHS.avatar, { body: { avatar } }));
  await syncProfile();
}

/** `lists` with `name` set to `record` as the most recent, keeping the last few used. */
function withRecent(
  lists: Record<string, TransactionListRecord>,
  name: string,
  record: TransactionListRecord,
) {
  const others = Object.entries(lists).filter(([other]) => other !== name);
  // Entries keep the order they were written in: the oldest go first.
  return Object.fromEntries([...others.slice(-(KEPT_FILTERS - 1)), [name, record]]);
}

/**
 * One page of the member's history for `filter` into `transactionHistory`: the first page
 * replaces what was kept for the filter, `more` appends the page after the last one kept. An
 * answer that comes back after this tab's member changed is dropped. `alert`: the error catalogue
 * shows a failure (a tap), or not (the page's own refresh on arrival).
 */
export async function syncTransactions(
  filter: TransactionFilter,
  { more = false, alert = false }: { more?: boolean; alert?: boolean } = {},
) {
  const token = readSession()?.token;
  if (!token) return;
  const key = await resolveMemberKey();
  if (key === null) return;
  const name = filterKey(filter);
  const kept = (await db.transactionHistory.get(key))?.lists[name];
  const cursor = more ? kept?.nextCursor : undefined;
  if (more && !cursor) return;
  const value = await get(MEMBER_PATHS.transactions, {
    query: { ...filterQuery(filter), pageSize: TRANSACTION_PAGE_SIZE.default, cursor },
    alert,
  });
  const page = validate('transactions', TransactionPageSchema, value);
  if (readSession()?.token !== token) return;
  await db.transaction('rw', db.transactionHistory, async () => {
    const lists = (await db.transactionHistory.get(key))?.lists ?? {};
    const before = more ? (lists[name]?.items ?? []) : [];
    const record = {
      items: [...before, ...page.items],
      nextCursor: page.nextCursor,
      total: page.total,
      fetchedAt: Date.now(),
    };
    await db.transactionHistory.put({ key, lists: withRecent(lists, name, record) });
  });
}

/**
 * `GET /wps/member/transaction?id=`: one order as the server has it now, written over the same
 * order in every kept list of the member (a pending deposit that was approved). Returns it, or
 * null when this tab's member changed meanwhile.
 */
export async function syncTransaction(id: string): Promise<Transaction | null> {
  const token = readSession()?.token;
  const key = await resolveMemberKey();
  if (!token || key === null) return null;
  const value = await get(MEMBER_PATHS.transaction, { query: { id }, alert: false, noStore: true });
  const order = validate('transaction', TransactionSchema, value);
  if (readSession()?.token !== token) return null;
  await db.transaction('rw', db.transactionHistory, async () => {
    const row = await db.transactionHistory.get(key);
    if (!row) return;
    const lists = Object.fromEntries(
      Object.entries(row.lists).map(([name, list]) => [
        name,
        { ...list, items: list.items.map((item) => (isOrder(item, id) ? order : item)) },
      ]),
    );
    await db.transactionHistory.put({ key, lists });
  });
  return order;
}

function isOrder(item: unknown, id: string) {
  return typeof item === 'object' && item !== null && 'id' in item && item.id === id;
}
