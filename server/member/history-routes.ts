// Transaction history (docs/api.md "Transaction history"): deposits, withdrawals, bets and
// voucher bonuses, newest first, filtered by type, status and time, paged by cursor. A cursor
// names the last item seen (its time and order id), so transactions made while the player pages
// never shift or repeat an item.
import {
  TRANSACTION_PAGE_SIZE,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
} from '../../src/common/member-schemas.ts';
import { fail, ok, type AuthRoute } from '../auth/call.ts';
import { currencyOf } from '../merchants/cashier.ts';
import { withMember } from './account-routes.ts';
import type { StoredTransaction } from './books.ts';

export function transactionValue(t: StoredTransaction, currency: string) {
  return {
    id: t.orderId,
    type: t.type,
    status: t.status,
    amount: t.amount,
    currency,
    createdAt: new Date(t.createdAt).toISOString(),
    settledAt: t.settledAt === null ? null : new Date(t.settledAt).toISOString(),
    channel: t.channel,
    account: t.account,
    game: t.game,
    payout: t.payout,
    bonus: t.bonus,
    voucherId: t.voucherId,
    reason: t.reason,
  };
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

interface Filter {
  types: readonly string[];
  statuses: readonly string[];
  from: number;
  to: number;
  after: [number, string] | null;
  pageSize: number;
}

type Parsed = { ok: true; filter: Filter } | { ok: false; field: string };

/** A comma-separated list of allowed values; absent means all of them. */
function listOf(query: URLSearchParams, name: string, allowed: readonly string[]) {
  const raw = query.get(name);
  if (!raw) return allowed;
  const values = raw.split(',').map((value) => value.trim());
  return values.every((value) => allowed.includes(value)) ? values : null;
}

function timeOf(query: URLSearchParams, name: string, fallback: number) {
  const raw = query.get(name);
  if (!raw) return fallback;
  const time = ISO_DATE_TIME.test(raw) ? Date.parse(raw) : NaN;
  return Number.isNaN(time) ? null : time;
}

export function encodeCursor(t: StoredTransaction): string {
  return Buffer.from(JSON.stringify([t.createdAt, t.orderId])).toString('base64url');
}

function decodeCursor(raw: string | null): [number, string] | null | undefined {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (Array.isArray(value) && typeof value[0] === 'number' && typeof value[1] === 'string') {
      return [value[0], value[1]];
    }
  } catch {
    // answered below
  }
  return undefined;
}

function parseFilter(query: URLSearchParams): Parsed {
  const types = listOf(query, 'type', TRANSACTION_TYPES);
  if (!types) return { ok: false, field: 'type' };
  const statuses = listOf(query, 'status', TRANSACTION_STATUSES);
  if (!statuses) return { ok: false, field: 'status' };
  const from = timeOf(query, 'from', -Infinity);
  if (from === null) return { ok: false, field: 'from' };
  const to = timeOf(query, 'to', Infinity);
  if (to === null || to <= from) return { ok: false, field: 'to' };
  const after = decodeCursor(query.get('cursor'));
  if (after === undefined) return { ok: false, field: 'cursor' };
  const size = query.get('pageSize');
  const pageSize = size === null ? TRANSACTION_PAGE_SIZE.default : Number(size);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > TRANSACTION_PAGE_SIZE.max) {
    return { ok: false, field: 'pageSize' };
  }
  return { ok: true, filter: { types, statuses, from, to, after, pageSize } };
}

/** Newest first; the order id breaks ties between transactions of the same millisecond. */
const newestFirst = (a: StoredTransaction, b: StoredTransaction) =>
  b.createdAt - a.createdAt || (a.orderId < b.orderId ? 1 : a.orderId > b.orderId ? -1 : 0);

function isAfter(t: StoredTransaction, [createdAt, orderId]: [number, string]) {
  return t.createdAt < createdAt || (t.createdAt === createdAt && t.orderId < orderId);
}

export const HISTORY_ROUTES: Record<string, AuthRoute> = {
  '/wps/member/transactions': {
    method: 'GET',
    session: 'required',
    malformed: { success: true, value: { items: 'none', total: -1 } },
    answer: withMember(({ book, merchant }, call) => {
      const parsed = parseFilter(call.query);
      if (!parsed.ok) return fail('history.filter.invalid', { field: parsed.field });
      const { types, statuses, from, to, after, pageSize } = parsed.filter;
      const matching = book.transactions
        .filter(
          (t) =>
            types.includes(t.type) &&
            statuses.includes(t.status) &&
            t.createdAt >= from &&
            t.createdAt < to,
        )
        .sort(newestFirst);
      const rest = after ? matching.filter((t) => isAfter(t, after)) : matching;
      const page = rest.slice(0, pageSize);
      const { currency } = currencyOf(merchant.merchantCode);
      return ok({
        items: page.map((t) => transactionValue(t, currency)),
        nextCursor: rest.length > pageSize ? encodeCursor(page.at(-1)!) : null,
        total: matching.length,
      });
    }),
  },
  '/wps/member/transaction': {
    method: 'GET',
    session: 'required',
    malformed: { success: true, value: { id: 7, status: 'maybe' } },
    answer: withMember(({ book, merchant }, call) => {
      const found = book.transactions.find((t) => t.orderId === call.query.get('id'));
      if (!found) return fail('order.not_found');
      return ok(transactionValue(found, currencyOf(merchant.merchantCode).currency));
    }),
  },
};
