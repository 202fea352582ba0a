import type { EventResult } from '../../common/tracking/collector';
import type { TrackingEvent } from '../../common/tracking/events';
import { backoffDelay, retryAfterMs } from '../../common/tracking/retryPolicy';
import { bumpStats, type OutboxRow, type TrackingDb } from './outboxDb';

// What a drain writes after each request: every change to a row and its counters in one
// transaction, so a drainer that dies between two requests leaves nothing half done.

export interface SettleDeps {
  db: TrackingDb;
  now(): number;
  random(): number;
  /** Multiplies every backoff wait; 1 unless a test on a loopback origin set it (backoffScale.ts). */
  backoffScale?: number;
}

export function toEvent(row: OutboxRow): TrackingEvent {
  const { eventId, name, createdAt, payload, context } = row;
  return context
    ? { eventId, name, createdAt, payload, context }
    : { eventId, name, createdAt, payload };
}

/** The request counts, and the batch goes again in this pass (a new token, smaller batches). */
export async function retryAtOnce(db: TrackingDb, batch: OutboxRow[]) {
  await db.transaction('rw', db.outbox, db.stats, async () => {
    await db.outbox.bulkUpdate(
      batch.map((row) => ({ key: row.seq!, changes: { inFlightSince: null } })),
    );
    await bumpStats(db, { requests: 1 });
  });
}

/** A failure retried at once: it counts for each row, and the rows stay due. */
export async function countFailureRetryNow(db: TrackingDb, batch: OutboxRow[], message: string) {
  await db.transaction('rw', db.outbox, db.stats, async () => {
    await db.outbox.bulkUpdate(
      batch.map((row) => ({
        key: row.seq!,
        changes: { attempts: row.attempts + 1, inFlightSince: null, lastError: message },
      })),
    );
    await bumpStats(db, { requests: 1 });
  });
}

export interface Settled {
  acknowledged: number;
  deadLettered: number;
  /** When the events the answer left out are due again, or null when it named them all. */
  unansweredDueAt: number | null;
}

/** Acknowledged rows leave, rejected ones are dead-lettered, unanswered ones wait and retry. */
export async function settleAnswered(
  deps: SettleDeps,
  batch: OutboxRow[],
  results: Map<string, EventResult>,
): Promise<Settled> {
  const { db } = deps;
  const now = deps.now();
  const statusOf = (row: OutboxRow) => results.get(row.eventId)?.status;
  const acknowledged = batch.filter((row) => ['processed', 'duplicate'].includes(statusOf(row)!));
  const duplicates = batch.filter((row) => statusOf(row) === 'duplicate');
  const rejected = batch.filter((row) => statusOf(row) === 'rejected');
  const unanswered = batch.filter((row) => !results.has(row.eventId));

  let dueAgainAt: number | null = null;
  await db.transaction('rw', db.outbox, db.deadLetters, db.stats, async () => {
    await db.outbox.bulkDelete(acknowledged.map((row) => row.seq!));
    await bumpStats(db, {
      requests: 1,
      acknowledged: acknowledged.length,
      duplicates: duplicates.length,
    });
    for (const row of rejected) {
      const reason = results.get(row.eventId)?.reason ?? 'rejected by the collector';
      await deadLetter(db, [row], reason, now);
    }
    if (unanswered.length) {
      dueAgainAt = await postpone(deps, unanswered, {
        message: 'No result for this event',
        retryAfter: null,
        refused: false,
        countRequest: false,
      });
    }
  });
  return {
    acknowledged: acknowledged.length,
    deadLettered: rejected.length,
    unansweredDueAt: dueAgainAt,
  };
}

export async function deadLetter(
  db: TrackingDb,
  rows: OutboxRow[],
  reason: string,
  now: number,
  extraStats: { requests?: number; expired?: number } = {},
) {
  await db.transaction('rw', db.outbox, db.deadLetters, db.stats, async () => {
    await db.deadLetters.bulkPut(
      rows.map((row) => ({
        ...toEvent(row),
        owner: row.owner ?? null,
        merchant: row.merchant ?? null,
        attempts: row.attempts + 1,
        deadAt: now,
        reason,
      })),
    );
    await db.outbox.bulkDelete(rows.map((row) => row.seq!));
    await bumpStats(db, { deadLettered: rows.length, ...extraStats });
  });
}

export interface Failure {
  message: string;
  retryAfter: string | null;
  /** A 4xx refusal: the long backoff, and the row counts as refused. */
  refused: boolean;
  countRequest: boolean;
}

/**
 * The rows wait: backoff from the oldest row's failure count (the long one after a refusal), never
 * less than Retry-After. Returns when they are due.
 */
export async function postpone(
  deps: SettleDeps,
  rows: OutboxRow[],
  failure: Failure,
): Promise<number> {
  const { db } = deps;
  const now = deps.now();
  const failures = rows[0]!.attempts + 1;
  const serverWait = retryAfterMs(failure.retryAfter, now);
  const schedule = failure.refused ? 'refused' : 'transient';
  const wait = Math.max(
    backoffDelay(failures, deps.random, schedule, deps.backoffScale),
    serverWait ?? 0,
  );
  const nextAttemptAt = now + wait;
  const notBefore = serverWait === null ? 0 : now + serverWait;
  await db.transaction('rw', db.outbox, db.stats, async () => {
    await db.outbox.bulkUpdate(
      rows.map((row) => ({
        key: row.seq!,
        changes: {
          attempts: row.attempts + 1,
          nextAttemptAt,
          notBefore,
          inFlightSince: null,
          lastError: failure.message,
          refusedAt: failure.refused ? now : null,
        },
      })),
    );
    if (failure.countRequest) await bumpStats(db, { requests: 1 });
  });
  return nextAttemptAt;
}

/**
 * An event that keeps failing alone is stepped over (docs/tracking.md "Split and set aside"): it
 * waits on the long backoff while the events behind it go on.
 */
export async function setAside(
  deps: SettleDeps,
  row: OutboxRow,
  failure: Pick<Failure, 'message' | 'refused' | 'countRequest'>,
) {
  const now = deps.now();
  const failures = row.attempts + 1;
  await deps.db.transaction('rw', deps.db.outbox, deps.db.stats, async () => {
    await deps.db.outbox.update(row.seq!, {
      attempts: failures,
      nextAttemptAt: now + backoffDelay(failures, deps.random, 'refused', deps.backoffScale),
      inFlightSince: null,
      lastError: failure.message,
      refusedAt: failure.refused ? now : null,
      setAsideAt: now,
    });
    if (failure.countRequest) await bumpStats(deps.db, { requests: 1 });
  });
}

/**
 * The events behind a set-aside one failed too: the failure was not about it alone. It takes its
 * place back at the head of the outbox and waits as long as they do.
 */
export async function putBack(db: TrackingDb, row: OutboxRow, nextAttemptAt: number) {
  await db.outbox.update(row.seq!, { setAsideAt: null, nextAttemptAt });
}
