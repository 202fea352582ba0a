import { batchSizeAfter } from '../../common/tracking/retryPolicy';
import type { OutboxRow, TrackingDb } from './outboxDb';

export type NextBatch =
  | { kind: 'send'; rows: OutboxRow[] }
  /** Nothing is due: the earliest due time, or null when the outbox is empty. */
  | { kind: 'wait'; wakeAt: number | null };

export interface BatchChoice {
  now: number;
  /** Back online or Send now: backoff waits are skipped, a collector's Retry-After is not. */
  expedite: boolean;
  /** The most events a request may carry in this pass (smaller after a 413). */
  maxSize: number;
}

/** When a row may be sent. */
export function dueAt(row: OutboxRow, expedite: boolean): number {
  return expedite ? row.notBefore : row.nextAttemptAt;
}

const isSetAside = (row: OutboxRow) => row.setAsideAt != null;

/**
 * The next request's events: the oldest queued events of one sender (one player's token, one
 * merchant), as many as the oldest one's failures allow (halved after repeated failures),
 * stepping over set-aside events. A set-aside event that is due goes alone, before anything
 * younger; one that is not due holds nothing back. The oldest other event must be due, or
 * everything behind it waits: order is kept.
 */
export async function nextBatch(db: TrackingDb, choice: BatchChoice): Promise<NextBatch> {
  const { now, expedite, maxSize } = choice;
  const setAside = await setAsideRows(db);
  const candidates = await oldestNotSetAside(db, maxSize, setAside.length);
  const head = candidates[0];
  const headDue = head !== undefined && dueAt(head, expedite) <= now;
  const aside = setAside.find(
    (row) => dueAt(row, expedite) <= now && (!headDue || row.seq! < head.seq!),
  );
  if (aside) return { kind: 'send', rows: [aside] };
  if (!headDue) return { kind: 'wait', wakeAt: earliestDue(head, setAside, expedite) };
  const size = batchSizeAfter(head.attempts, maxSize);
  const key = senderKey(head);
  const end = candidates.findIndex((row, index) => index >= size || senderKey(row) !== key);
  return { kind: 'send', rows: end === -1 ? candidates : candidates.slice(0, end) };
}

/** The set-aside rows, oldest first: few, read by their index. */
function setAsideRows(db: TrackingDb): Promise<OutboxRow[]> {
  return db.outbox.where('setAsideAt').aboveOrEqual(0).sortBy('seq');
}

/**
 * The oldest `maxSize` rows that are not set aside. One read of as many rows as could be stepped
 * over, not a cursor walked row by row: a drain reads a batch this way for every request.
 */
export async function oldestNotSetAside(
  db: TrackingDb,
  maxSize: number,
  setAsideCount?: number,
): Promise<OutboxRow[]> {
  const skip = setAsideCount ?? (await db.outbox.where('setAsideAt').aboveOrEqual(0).count());
  const rows = await db.outbox
    .orderBy('seq')
    .limit(maxSize + skip)
    .toArray();
  return rows.filter((row) => !isSetAside(row)).slice(0, maxSize);
}

/** When the next request is due: null when the outbox is empty. */
export async function nextDueAt(db: TrackingDb, expedite = false): Promise<number | null> {
  const setAside = await setAsideRows(db);
  const [head] = await oldestNotSetAside(db, 1, setAside.length);
  return earliestDue(head, setAside, expedite);
}

/** The earliest time anything may be sent: the blocking oldest event or a set-aside one. */
function earliestDue(
  head: OutboxRow | undefined,
  setAside: OutboxRow[],
  expedite: boolean,
): number | null {
  const times = [head, ...setAside].flatMap((row) => (row ? [dueAt(row, expedite)] : []));
  return times.length ? Math.min(...times) : null;
}

/** Whether any event other than `row` could be sent after it: worth setting `row` aside. */
export async function hasOthersToSend(db: TrackingDb, row: OutboxRow): Promise<boolean> {
  const other = await db.outbox
    .filter((candidate) => candidate.seq !== row.seq && !isSetAside(candidate))
    .first();
  return other !== undefined;
}

/** One player's token and one merchant per request. */
export function senderKey(row: OutboxRow): string {
  return JSON.stringify([row.owner ?? null, row.merchant ?? null]);
}
