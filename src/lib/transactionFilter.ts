import type { TransactionType } from '../common/member-schemas';

/**
 * The history page's filter: one type or all, and a range of the player's own calendar days
 * (`YYYY-MM-DD`, either end may be open). The server takes date-times with an offset, so "the
 * 25th" means the 25th where the player is (docs/api.md "Transaction history").
 */
export interface TransactionFilter {
  type: TransactionType | 'all';
  from: string;
  to: string;
}

export const ALL_TRANSACTIONS: TransactionFilter = { type: 'all', from: '', to: '' };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function localDay(day: string, plusDays = 0): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const start = new Date(year, month - 1, date + plusDays);
  // new Date() rolls 2026-02-31 over into March: such a day does not exist.
  const rolled = new Date(year, month - 1, date);
  return rolled.getDate() === date ? start : null;
}

function twoDigits(value: number) {
  return String(value).padStart(2, '0');
}

/** Local midnight of `date` as ISO 8601 with the offset in force then (`…T00:00:00+07:00`). */
function withOffset(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const hours = twoDigits(Math.floor(Math.abs(offset) / 60));
  const minutes = twoDigits(Math.abs(offset) % 60);
  const day = `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
  return `${day}T00:00:00${sign}${hours}:${minutes}`;
}

/** Why the filter cannot be asked for, as a translation key; null when it can. */
export function filterProblem(filter: TransactionFilter): string | null {
  const from = filter.from ? localDay(filter.from) : undefined;
  const to = filter.to ? localDay(filter.to) : undefined;
  if (from === null || to === null) return 'history.date_invalid';
  if (from && to && from > to) return 'history.range_reversed';
  return null;
}

/**
 * The query of `GET /wps/member/transactions` for the filter: `from` is the start of the first
 * day, `to` the start of the day after the last (the server's `to` is exclusive).
 */
export function filterQuery(filter: TransactionFilter): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.type !== 'all') query.type = filter.type;
  const from = filter.from ? localDay(filter.from) : null;
  const to = filter.to ? localDay(filter.to, 1) : null;
  if (from) query.from = withOffset(from);
  if (to) query.to = withOffset(to);
  return query;
}

/** Names a filter's stored pages (the history table keeps a list per filter). */
export function filterKey(filter: TransactionFilter): string {
  return `${filter.type}|${filter.from}|${filter.to}`;
}
