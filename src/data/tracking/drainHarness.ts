// For the drain's unit tests (drain*.test.ts): a collector with a ledger like the reference one,
// a fake clock, and one open page's session, around a fresh outbox database.
import type { EventResult } from '../../common/tracking/collector';
import type { BatchOutcome } from '../../common/tracking/collectorClient';
import type { TrackingEvent, TrackingEventName } from '../../common/tracking/events';
import type { BatchSender, DrainDeps } from './drain';
import { recordEvent, TrackingDb, type EventSender } from './outboxDb';

export const dropped: BatchOutcome = {
  kind: 'failed',
  status: null,
  retryAfter: null,
  message: 'dropped',
};

export const httpFailure = (status: number, retryAfter: string | null = null): BatchOutcome => ({
  kind: 'failed',
  status,
  retryAfter,
  message: `HTTP ${status}`,
});

/** Records each id once and acknowledges each event by its id, as the reference collector does. */
export class FakeCollector {
  processed: TrackingEvent[] = [];
  duplicates = 0;
  tokens: (string | null)[] = [];
  merchants: (string | null)[] = [];
  /** The size of every request, in order. */
  sizes: number[] = [];
  /** Outcomes to return instead of answering, in order; 'commit-then-drop' records, then fails. */
  faults: (BatchOutcome | 'commit-then-drop')[] = [];
  /** Every request that carries one of these event names fails this way, nothing recorded. */
  poison = new Map<TrackingEventName, BatchOutcome>();
  reject = new Set<string>();
  private seen = new Set<string>();

  send = (events: TrackingEvent[], { token, merchant }: BatchSender): Promise<BatchOutcome> => {
    this.tokens.push(token);
    this.merchants.push(merchant);
    this.sizes.push(events.length);
    const fault = this.faults.shift();
    if (fault && fault !== 'commit-then-drop') return Promise.resolve(fault);
    const poisoned = events.find((event) => this.poison.has(event.name));
    if (poisoned) return Promise.resolve(this.poison.get(poisoned.name)!);
    const results = new Map<string, EventResult>();
    for (const event of events) {
      if (this.reject.has(event.name)) {
        results.set(event.eventId, { eventId: event.eventId, status: 'rejected', reason: 'no' });
      } else if (this.seen.has(event.eventId)) {
        this.duplicates++;
        results.set(event.eventId, { eventId: event.eventId, status: 'duplicate' });
      } else {
        this.seen.add(event.eventId);
        this.processed.push(event);
        results.set(event.eventId, { eventId: event.eventId, status: 'processed' });
      }
    }
    if (fault === 'commit-then-drop') return Promise.resolve(dropped);
    return Promise.resolve({ kind: 'answered', results });
  };
}

export interface DrainHarness {
  db: TrackingDb;
  collector: FakeCollector;
  clock: number;
  /** The signed-in player of the (one) open page, and that page's token. */
  signedIn: { owner: string; token: string } | null;
  deps(overrides?: Partial<DrainDeps>): DrainDeps;
  record(name?: TrackingEventName, onceKey?: string, sender?: EventSender): Promise<TrackingEvent>;
}

export async function createDrainHarness(): Promise<DrainHarness> {
  const db = new TrackingDb(`tracking-test-${Math.random()}`);
  await db.open();
  let counter = 0;
  const harness: DrainHarness = {
    db,
    collector: new FakeCollector(),
    clock: 1_000_000,
    signedIn: null,
    deps: (overrides = {}) => ({
      db,
      send: harness.collector.send,
      tokenFor: (owner) =>
        Promise.resolve(harness.signedIn?.owner === owner ? harness.signedIn.token : null),
      withLock: (_name, task) => task(),
      now: () => harness.clock,
      random: () => 0.5,
      batchSize: 3,
      ...overrides,
    }),
    record: async (name = 'viewContent', onceKey, sender) => {
      counter++;
      const event: TrackingEvent = {
        eventId: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
        name,
        createdAt: harness.clock,
        payload: { value: counter },
      };
      const who = sender ?? { owner: harness.signedIn?.owner ?? null, merchant: null };
      await recordEvent(db, event, who, onceKey);
      return event;
    },
  };
  return harness;
}
