import * as v from 'valibot';
import { useLiveQuery } from './liveQuery';
import { useSession } from '../lib/session';
import { BalanceSchema, ProfileSchema, TransactionSchema } from '../common/member-schemas';
import { db } from './db';
import { useMemberRow } from './hooks';
import { memberKeyOf } from './memberKey';

/**
 * What the account views read: this tab's member's rows, checked on the way out (a row an older
 * build wrote is not trusted). `undefined` while reading, null when nothing usable is stored.
 */

export function useBalance() {
  return useMemberRow(async (key) => {
    const parsed = v.safeParse(BalanceSchema, (await db.balances.get(key))?.balance);
    return parsed.success ? parsed.output : undefined;
  });
}

export function useProfile() {
  return useMemberRow(async (key) => {
    const parsed = v.safeParse(ProfileSchema, (await db.profiles.get(key))?.profile);
    return parsed.success ? parsed.output : undefined;
  });
}

async function readList(key: string, filterKey: string) {
  const list = (await db.transactionHistory.get(key))?.lists[filterKey];
  if (!list) return null;
  const items = list.items.flatMap((item) => {
    const parsed = v.safeParse(TransactionSchema, item);
    return parsed.success ? [parsed.output] : [];
  });
  return { items, nextCursor: list.nextCursor, total: list.total, fetchedAt: list.fetchedAt };
}

/**
 * The last-known pages of one filter (`filterKey`); an item that does not parse is skipped.
 * `undefined` while reading (or for another member's or filter's answer), null when none is kept.
 */
export function useTransactionList(filterKey: string) {
  const key = memberKeyOf(useSession());
  const answer = useLiveQuery(
    async () => ({ key, filterKey, list: key === null ? null : await readList(key, filterKey) }),
    [key, filterKey],
  );
  return answer?.key === key && answer.filterKey === filterKey ? answer.list : undefined;
}
