import { BATCH_SIZE, type EventResult } from '../../common/tracking/collector';
import type { BatchOutcome } from '../../common/tracking/collectorClient';
import type { DrainOptions, DrainReport } from '../../common/tracking/drainReport';
import type { TrackingEvent } from '../../common/tracking/events';
import { bumpStats, type OutboxRow, type TrackingDb } from './outboxDb';
import { backoffDelay, classifyStatus, retryAfterMs } from '../../common/tracking/retryPolicy';

/** The Web Lock every drainer (each tab and the service worker) takes: one sends at a time. */
export const DRAIN_LOCK = 'storefront-tracking-drain';
/** A 401 re-reads the session at most this often per batch before the batch waits like a 5xx. */
const MAX_REAUTH_PER_BATCH = 2;

export interface DrainDeps {
  db: TrackingDb;
  /** Sends one batch as `sender` (token null: anonymous; merchant null: this context's). Never throws. */
  send(events: TrackingEvent[], sender: BatchSender): Promise<BatchOutcome>;
  /**
   * The token of `owner`'s session at this moment, or null: when no open page is signed in as
   * that player (logged out, another player), the events go anonymously, never under someone
   * else's token.
   */
  tokenFor(owner: string): Promise<string | null>;
  /** Runs `task` while holding the named exclusive lock (Web Locks), waiting for it if needed. */
  withLock<T>(name: string, task: () => Promise<T>): Promise<T>;
  now(): number;
  random(): number;
  batchSize?: number;
}

export interface BatchSender {
  token: string | null;
  merchant: string | null;
}

/**
 * Sends the outbox oldest first, batch by batch, until it is empty or the oldest event must wait.
 * An event leaves the outbox only when the collector acknowledges its id (processed or duplicate)
 * or rejects it (then it is dead-lettered). A failed batch holds back everything behind it, so
 * the collector sees events in the order they happened (register before firstDeposit).
 */
export function drainOutbox(deps: DrainDeps, options: DrainOptions = {}): Promise<DrainReport> {
  return deps.withLock(DRAIN_LOCK, () => drainHoldingLock(deps, options));
}

async function drainHoldingLock(deps: DrainDeps, options: DrainOptions): Promise<DrainReport> {
  const { db } = deps;
  const report: DrainReport = { requests: 0, acknowledged: 0, deadLettered: 0, nextWakeAt: null };
  // Nobody else sends while this context holds the lock: marks left by a closed tab are stale.
  await db.outbox.where('inFlightSince').aboveOrEqual(0).modify({ inFlightSince: null });

  let reauths = 0;
  let batchSize = deps.batchSize ?? BATCH_SIZE;
  // The token last used for each player this pass; a 401 replaces or drops it.
  const tokens = new Map<string, string | null>();
  const tokenOf = async (owner: string | null) => {
    if (owner === null) return null;
    if (!tokens.has(owner)) tokens.set(owner, await deps.tokenFor(owner));
    return tokens.get(owner) ?? null;
  };
  for (;;) {
    const now = deps.now();
    const batch = sameSender(await db.outbox.orderBy('seq').limit(batchSize).toArray());
    const head = batch[0];
    if (!head) return report;
    const dueAt = options.expedite ? head.notBefore : head.nextAttemptAt;
    if (dueAt > now) {
      report.nextWakeAt = dueAt;
      return report;
    }

    const owner = head.owner ?? null;
    const token = await tokenOf(owner);
    await db.outbox.bulkUpdate(
      batch.map((row) => ({ key: row.seq!, changes: { inFlightSince: now } })),
    );
    report.requests++;
    const outcome = await deps.send(batch.map(toEvent), { token, merchant: head.merchant ?? null });

    if (outcome.kind === 'answered') {
      const settled = await settleAnswered(deps, batch, outcome.results);
      report.acknowledged += settled.acknowledged;
      report.deadLettered += settled.deadLettered;
      reauths = 0;
      if (settled.unanswered) {
        report.nextWakeAt = settled.unanswered;
        return report;
      }
      continue;
    }

    const failure = classifyStatus(outcome.status);
    if (failure === 'reauth' && owner !== null && reauths < MAX_REAUTH_PER_BATCH) {
      reauths++;
      const fresh = await deps.tokenFor(owner);
      // The same token again means the session is over: the events still count, anonymously.
      tokens.set(owner, fresh === token ? null : fresh);
      await retryAtOnce(db, batch);
      continue;
    }
    if (outcome.status === 413 && batch.length > 1) {
      // Too large as a batch is not too large as events: send fewer at a time this pass.
      batchSize = Math.ceil(batch.length / 2);
      await retryAtOnce(db, batch);
      continue;
    }
    if (failure === 'dead') {
      await deadLetter(db, batch, outcome.message, deps.now(), { requests: 1 });
      report.deadLettered += batch.length;
      continue;
    }
    report.nextWakeAt = await postpone(deps, batch, outcome.message, outcome.retryAfter, true);
    return report;
  }
}

/** The oldest rows that go as one request: one player's token and one merchant per request. */
function sameSender(rows: OutboxRow[]): OutboxRow[] {
  const head = rows[0];
  if (!head) return [];
  const key = senderKey(head);
  const end = rows.findIndex((row) => senderKey(row) !== key);
  return end === -1 ? rows : rows.slice(0, end);
}

function senderKey(row: OutboxRow): string {
  return JSON.stringify([row.owner ?? null, row.merchant ?? null]);
}

function toEvent(row: OutboxRow): TrackingEvent {
  const { eventId, name, createdAt, payload, context } = row;
  return context
    ? { eventId, name, createdAt, payload, context }
    : { eventId, name, createdAt, payload };
}

/** The request counts, and the batch goes again in this pass (a new token, smaller batches). */
async function retryAtOnce(db: TrackingDb, batch: OutboxRow[]) {
  await db.transaction('rw', db.outbox, db.stats, async () => {
    await clearInFlight(db, batch);
    await bumpStats(db, { requests: 1 });
  });
}

async function clearInFlight(db: TrackingDb, rows: OutboxRow[]) {
  await db.outbox.bulkUpdate(
    rows.map((row) => ({ key: row.seq!, changes: { inFlightSince: null } })),
  );
}

/** Acknowledged rows leave, rejected ones are dead-lettered, unanswered ones wait and retry. */
async function settleAnswered(
  deps: DrainDeps,
  batch: OutboxRow[],
  results: Map<string, EventResult>,
): Promise<{ acknowledged: number; deadLettered: number; unanswered: number | null }> {
  const { db } = deps;
  const now = deps.now();
  const acknowledged = batch.filter((row) => {
    const status = results.get(row.eventId)?.status;
    return status === 'processed' || status === 'duplicate';
  });
  const duplicates = batch.filter((row) => results.get(row.eventId)?.status === 'duplicate');
  const rejected = batch.filter((row) => results.get(row.eventId)?.status === 'rejected');
  const unanswered = batch.filter((row) => !results.has(row.eventId));

  let wakeAt: number | null = null;
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
      wakeAt = await postpone(deps, unanswered, 'No result for this event', null, false);
    }
  });
  return { acknowledged: acknowledged.length, deadLettered: rejected.length, unanswered: wakeAt };
}

async function deadLetter(
  db: TrackingDb,
  rows: OutboxRow[],
  reason: string,
  now: number,
  extraStats: { requests?: number } = {},
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

/** The rows wait: backoff from the oldest row's failure count, never less than Retry-After. */
async function postpone(
  deps: DrainDeps,
  rows: OutboxRow[],
  message: string,
  retryAfter: string | null,
  countRequest: boolean,
): Promise<number> {
  const { db } = deps;
  const now = deps.now();
  const failures = rows[0]!.attempts + 1;
  const serverWait = retryAfterMs(retryAfter, now);
  const wait = Math.max(backoffDelay(failures, deps.random), serverWait ?? 0);
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
          lastError: message,
        },
      })),
    );
    if (countRequest) await bumpStats(db, { requests: 1 });
  });
  return nextAttemptAt;
}
