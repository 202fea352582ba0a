import { BATCH_SIZE } from '../../common/tracking/collector';
import {
  batchBody,
  KEEPALIVE_BODY_LIMIT,
  type BatchOutcome,
} from '../../common/tracking/collectorClient';
import type { TrackingEvent } from '../../common/tracking/events';
import type { BatchSender } from './drain';
import { dueAt, oldestNotSetAside, senderKey } from './nextBatch';
import type { OutboxRow, TrackingDb } from './outboxDb';
import { toEvent } from './settle';

export interface LeavingDeps {
  db: TrackingDb;
  /** Starts a keepalive request at once (before its first `await`) and never throws. */
  sendKeepalive(events: TrackingEvent[], sender: BatchSender): Promise<BatchOutcome>;
  tokenFor(owner: string): Promise<string | null>;
  now(): number;
}

/**
 * The page is about to leave (a game launch, a login's redirect, a download in this tab) right
 * after recording `eventId`. Browsers without Background Sync (Safari, Firefox) would otherwise keep
 * it until the player's next visit: the queued events up to it go now, oldest first, in keepalive
 * requests that outlive the page, one per sender as a drain would send them (a visitor's page view,
 * then the player's login), never before a Retry-After and never a set-aside event. Together their
 * bodies stay under the keepalive limit; what does not fit is left out from the newest end, so
 * what goes is still the oldest.
 *
 * Nothing is taken out of the outbox and no answer is waited for: the rows stay until a drain has
 * them acknowledged, and the collector answers that drain `duplicate`. No drain lock either, so
 * the requests start before the page goes. Returns how many events were sent.
 */
export async function sendAsPageLeaves(deps: LeavingDeps, eventId: string): Promise<number> {
  const now = deps.now();
  const rows = await oldestNotSetAside(deps.db, BATCH_SIZE);
  const upTo = rows.findIndex((row) => row.eventId === eventId);
  if (upTo === -1 || dueAt(rows[0]!, true) > now) return 0;
  const requests = withinBudget(senderRuns(rows.slice(0, upTo + 1)));
  const senders = await Promise.all(
    requests.map(async ([head]) => ({
      token: head!.owner ? await deps.tokenFor(head!.owner) : null,
      merchant: head!.merchant ?? null,
    })),
  );
  // All started now, in order; a drain's acknowledgement is what removes the rows.
  requests.forEach((run, index) => void deps.sendKeepalive(run.map(toEvent), senders[index]!));
  return requests.reduce((sum, run) => sum + run.length, 0);
}

/** Consecutive rows of one sender each. */
function senderRuns(rows: OutboxRow[]): OutboxRow[][] {
  const runs: OutboxRow[][] = [];
  for (const row of rows) {
    const last = runs.at(-1);
    if (last && senderKey(last[0]!) === senderKey(row)) last.push(row);
    else runs.push([row]);
  }
  return runs;
}

/** The oldest runs whose bodies fit KEEPALIVE_BODY_LIMIT together, the last one cut to fit. */
function withinBudget(runs: OutboxRow[][]): OutboxRow[][] {
  const kept: OutboxRow[][] = [];
  let left = KEEPALIVE_BODY_LIMIT;
  for (let run of runs) {
    while (run.length && bodyBytes(run) > left) run = run.slice(0, -1);
    if (!run.length) break;
    kept.push(run);
    left -= bodyBytes(run);
  }
  return kept;
}

function bodyBytes(rows: OutboxRow[]): number {
  return new TextEncoder().encode(batchBody(rows.map(toEvent))).length;
}
