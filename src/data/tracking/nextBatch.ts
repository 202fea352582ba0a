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

export const isSetAside = (row: OutboxRow) => row.setAsideAt != null;

/**
 * The next request's events: the oldest queued events of one sender (one player's token, one
 * merchant), as many as the oldest one's failures allow (halved after repeated failures), never
 * past a set-aside event. A set-aside event that is due goes alone; one that is not due is
 * stepped over, so it holds nothing back. The oldest other event must be due, or everything waits
 * for it: order is kept.
 */
export async function nextBatch(db: TrackingDb, choice: BatchChoice): Promise<NextBatch> {
  const { now, expedite, maxSize } = choice;
  const candidates = await sendableInOrder(db, choice);
  const head = candidates[0];
  if (!head || dueAt(head, expedite) > now) {
    return { kind: 'wait', wakeAt: await earliestDue(db, head, expedite) };
  }
  if (isSetAside(head)) return { kind: 'send', rows: [head] };
  const size = batchSizeAfter(head.attempts, maxSize);
  const key = senderKey(head);
  const end = candidates.findIndex(
    (row, index) => index >= size || isSetAside(row) || senderKey(row) !== key,
  );
  return { kind: 'send', rows: end === -1 ? candidates : candidates.slice(0, end) };
}

/** The oldest `maxSize` queued rows, stepping over set-aside ones that are not due. */
export async function sendableInOrder(db: TrackingDb, choice: BatchChoice): Promise<OutboxRow[]> {
  // One read of as many rows as could be stepped over, not a cursor walked row by row: set-aside
  // rows are few, and a drain reads a batch this way for every request.
  const setAside = await db.outbox.where('setAsideAt').aboveOrEqual(0).count();
  const rows = await db.outbox
    .orderBy('seq')
    .limit(choice.maxSize + setAside)
    .toArray();
  return rows
    .filter((row) => !isSetAside(row) || dueAt(row, choice.expedite) <= choice.now)
    .slice(0, choice.maxSize);
}

/** When the next request is due: null when the outbox is empty. */
export async function nextDueAt(db: TrackingDb, expedite = false): Promise<number | null> {
  const head = await db.outbox
    .orderBy('seq')
    .filter((row) => !isSetAside(row))
    .first();
  return earliestDue(db, head, expedite);
}

/** The earliest time anything may be sent: the blocking oldest event or a set-aside one. */
async function earliestDue(
  db: TrackingDb,
  head: OutboxRow | undefined,
  expedite: boolean,
): Promise<number | null> {
  const setAside = await db.outbox.where('setAsideAt').aboveOrEqual(0).toArray();
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
