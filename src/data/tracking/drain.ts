import { BATCH_SIZE } from '../../common/tracking/collector';
import type { BatchOutcome } from '../../common/tracking/collectorClient';
import type { DrainOptions, DrainReport } from '../../common/tracking/drainReport';
import type { TrackingEvent } from '../../common/tracking/events';
import {
  classifyStatus,
  isPastRetryAge,
  REFUSED_MAX_AGE_MS,
  retriesAtOnce,
  SPLIT_AFTER_FAILURES,
} from '../../common/tracking/retryPolicy';
import { hasOthersToSend, nextBatch, nextDueAt } from './nextBatch';
import type { OutboxRow, TrackingDb } from './outboxDb';
import {
  countFailureRetryNow,
  deadLetter,
  postpone,
  putBack,
  retryAtOnce,
  setAside,
  settleAnswered,
  toEvent,
} from './settle';

/** The Web Lock every drainer (each tab and the service worker) takes: one sends at a time. */
export const DRAIN_LOCK = 'storefront-tracking-drain';
/** A 401 re-reads the session at most this often per batch before the batch waits like a 5xx. */
const MAX_REAUTH_PER_BATCH = 2;
const MAX_AGE_DAYS = REFUSED_MAX_AGE_MS / (24 * 60 * 60_000);

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
  /** Read once per pass, outside its transactions; absent: 1 (backoffScale.ts). */
  readBackoffScale?(): Promise<number>;
}

export interface BatchSender {
  token: string | null;
  merchant: string | null;
}

/**
 * Sends the outbox oldest first, batch by batch, until it is empty or the oldest event must wait.
 * An event leaves the outbox only when the collector acknowledges its id (processed or duplicate)
 * or rejects it, or when it is still refused 7 days after it was recorded (then it is
 * dead-lettered). A failed batch holds back everything behind it, so the collector sees events in
 * the order they happened (register before firstDeposit); only an event that keeps failing alone
 * while the others go through is set aside (docs/tracking.md "Retries and dead letters").
 */
export function drainOutbox(deps: DrainDeps, options: DrainOptions = {}): Promise<DrainReport> {
  return deps.withLock(DRAIN_LOCK, () => drainHoldingLock(deps, options));
}

async function drainHoldingLock(drainDeps: DrainDeps, options: DrainOptions): Promise<DrainReport> {
  const deps = { ...drainDeps, backoffScale: (await drainDeps.readBackoffScale?.()) ?? 1 };
  const { db } = deps;
  const report: DrainReport = { requests: 0, acknowledged: 0, deadLettered: 0, nextWakeAt: null };
  // Nobody else sends while this context holds the lock: marks left by a closed tab are stale.
  await db.outbox.where('inFlightSince').aboveOrEqual(0).modify({ inFlightSince: null });

  let reauths = 0;
  let maxSize = deps.batchSize ?? BATCH_SIZE;
  // Set aside in this pass: put back if the next request fails too (then it was not about it).
  let setAsideNow: OutboxRow | null = null;
  // Set-aside events given their one more try this pass after the events behind them got through.
  const triedAgain = new Set<number>();
  // The token last used for each player this pass; a 401 replaces or drops it.
  const tokens = new Map<string, string | null>();
  const tokenOf = async (owner: string | null) => {
    if (owner === null) return null;
    if (!tokens.has(owner)) tokens.set(owner, await deps.tokenFor(owner));
    return tokens.get(owner) ?? null;
  };
  for (;;) {
    const now = deps.now();
    const next = await nextBatch(db, { now, expedite: Boolean(options.expedite), maxSize });
    if (next.kind === 'wait') {
      report.nextWakeAt = next.wakeAt;
      return report;
    }
    const batch = next.rows;
    const head = batch[0]!;
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
      if (setAsideNow && !triedAgain.has(setAsideNow.seq!)) {
        // The events behind it got through: the collector may have recovered just after it
        // failed. One more try at once, before it waits on the long backoff behind them.
        triedAgain.add(setAsideNow.seq!);
        await db.outbox.update(setAsideNow.seq!, { nextAttemptAt: now });
      }
      setAsideNow = null;
      if (settled.unansweredDueAt !== null) return wake(report, db);
      continue;
    }

    const kind = classifyStatus(outcome.status);
    if (kind === 'reauth' && owner !== null && reauths < MAX_REAUTH_PER_BATCH) {
      reauths++;
      const fresh = await deps.tokenFor(owner);
      // The same token again means the session is over: the events still count, anonymously.
      tokens.set(owner, fresh === token ? null : fresh);
      await retryAtOnce(db, batch);
      continue;
    }
    if (kind === 'tooLarge') {
      if (batch.length > 1) {
        // Too large as a batch is not too large as events: send fewer at a time this pass.
        maxSize = Math.ceil(batch.length / 2);
        await retryAtOnce(db, batch);
      } else {
        await deadLetter(db, batch, outcome.message, now, { requests: 1 });
        report.deadLettered++;
      }
      continue;
    }
    if (retriesAtOnce(outcome.status, head.attempts)) {
      await countFailureRetryNow(db, batch, outcome.message);
      continue;
    }

    const refused = kind === 'refused';
    const failure = { message: outcome.message, retryAfter: outcome.retryAfter, refused };
    // Past the age limit, a refused or set-aside event is given up: the collector will not take it.
    const expired = batch.filter(
      (row) => (refused || row.setAsideAt != null) && isPastRetryAge(row.createdAt, now),
    );
    if (expired.length) {
      const reason = `${outcome.message}, still failing ${MAX_AGE_DAYS} days after it was recorded`;
      await deadLetter(db, expired, reason, now, { requests: 1, expired: expired.length });
      report.deadLettered += expired.length;
      if (expired.length === batch.length) continue;
    }
    const waiting = batch.filter((row) => !expired.includes(row));
    // One event at a time, and only while nothing else has failed since the last one: when the
    // events behind it fail too, the failure is not about it, and it is put back.
    const lone = waiting.length === 1 && waiting[0]!.attempts + 1 >= SPLIT_AFTER_FAILURES;
    if (lone && !setAsideNow && (await hasOthersToSend(db, waiting[0]!))) {
      setAsideNow = waiting[0]!;
      await setAside(deps, setAsideNow, { ...failure, countRequest: !expired.length });
      continue;
    }
    const dueAgainAt = await postpone(deps, waiting, { ...failure, countRequest: !expired.length });
    if (setAsideNow) await putBack(db, setAsideNow, dueAgainAt);
    return wake(report, db);
  }
}

/** Ends a pass with the time the next one is due. */
async function wake(report: DrainReport, db: TrackingDb) {
  report.nextWakeAt = await nextDueAt(db);
  return report;
}
