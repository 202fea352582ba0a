import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventResult } from '../../common/tracking/collector';
import type { BatchOutcome } from '../../common/tracking/collectorClient';
import { drainOutbox, type BatchSender, type DrainDeps } from './drain';
import type { TrackingEvent, TrackingEventName } from '../../common/tracking/events';
import { outboxSnapshot, recordEvent, TrackingDb, type EventSender } from './outboxDb';
import { RETRY_BASE_MS } from '../../common/tracking/retryPolicy';

/** A collector with a ledger, like the reference one: each id processed once. */
class FakeCollector {
  processed: TrackingEvent[] = [];
  duplicates = 0;
  tokens: (string | null)[] = [];
  merchants: (string | null)[] = [];
  /** Outcomes to return instead of answering, in order; 'commit-then-drop' records, then fails. */
  faults: (BatchOutcome | 'commit-then-drop')[] = [];
  reject = new Set<string>();
  private seen = new Set<string>();

  send = (events: TrackingEvent[], { token, merchant }: BatchSender): Promise<BatchOutcome> => {
    this.tokens.push(token);
    this.merchants.push(merchant);
    const fault = this.faults.shift();
    if (fault && fault !== 'commit-then-drop') return Promise.resolve(fault);
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

const dropped: BatchOutcome = {
  kind: 'failed',
  status: null,
  retryAfter: null,
  message: 'dropped',
};
const httpFailure = (status: number, retryAfter: string | null = null): BatchOutcome => ({
  kind: 'failed',
  status,
  retryAfter,
  message: `HTTP ${status}`,
});

let db: TrackingDb;
let clock: number;
let collector: FakeCollector;
/** The signed-in player of the (one) open page, and that page's token. */
let signedIn: { owner: string; token: string } | null;
let counter = 0;

function deps(overrides: Partial<DrainDeps> = {}): DrainDeps {
  return {
    db,
    send: collector.send,
    tokenFor: (owner) => Promise.resolve(signedIn?.owner === owner ? signedIn.token : null),
    withLock: (_name, task) => task(),
    now: () => clock,
    random: () => 0.5,
    batchSize: 3,
    ...overrides,
  };
}

async function record(
  name: TrackingEventName = 'viewContent',
  onceKey?: string,
  sender: EventSender = { owner: signedIn?.owner ?? null, merchant: null },
) {
  counter++;
  const event: TrackingEvent = {
    eventId: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    name,
    createdAt: clock,
    payload: { value: counter },
  };
  await recordEvent(db, event, sender, onceKey);
  return event;
}

beforeEach(async () => {
  db = new TrackingDb(`tracking-test-${Math.random()}`);
  await db.open();
  clock = 1_000_000;
  collector = new FakeCollector();
  signedIn = null;
});
afterEach(async () => {
  await db.delete();
});

describe('drainOutbox', () => {
  it('sends every event once, oldest first, in batches, and empties the outbox', async () => {
    const events = [];
    for (let i = 0; i < 7; i++) events.push(await record());
    const report = await drainOutbox(deps());
    expect(collector.processed.map((e) => e.eventId)).toEqual(events.map((e) => e.eventId));
    expect(report).toMatchObject({ requests: 3, acknowledged: 7, nextWakeAt: null });
    expect(await db.outbox.count()).toBe(0);
    const snapshot = await outboxSnapshot(db);
    expect(snapshot.stats).toMatchObject({ recorded: 7, acknowledged: 7, requests: 3 });
  });

  it('keeps a batch whose answer was lost and resends the same ids, counted as duplicates', async () => {
    const events = [await record(), await record()];
    collector.faults.push('commit-then-drop');
    const first = await drainOutbox(deps());
    expect(await db.outbox.count()).toBe(2);
    expect(first.nextWakeAt).toBeGreaterThan(clock);

    clock = first.nextWakeAt!;
    await drainOutbox(deps());
    expect(collector.processed.map((e) => e.eventId)).toEqual(events.map((e) => e.eventId));
    expect(collector.duplicates).toBe(2);
    expect(await db.outbox.count()).toBe(0);
    expect((await outboxSnapshot(db)).stats.duplicates).toBe(2);
  });

  it('holds back later events behind a failed batch, so order is kept', async () => {
    const register = await record('register');
    collector.faults.push(httpFailure(503));
    await drainOutbox(deps());
    const deposit = await record('firstDeposit');
    clock += 60_000;
    await drainOutbox(deps());
    expect(collector.processed.map((e) => e.name)).toEqual(['register', 'firstDeposit']);
    expect(collector.processed[0]!.eventId).toBe(register.eventId);
    expect(collector.processed[1]!.eventId).toBe(deposit.eventId);
  });

  it('backs off with growing waits and never before Retry-After', async () => {
    await record();
    collector.faults.push(httpFailure(500), httpFailure(500), httpFailure(429, '20'));
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const report = await drainOutbox(deps());
      waits.push(report.nextWakeAt! - clock);
      // Too early: nothing is sent.
      const before = collector.tokens.length;
      clock = report.nextWakeAt! - 1;
      await drainOutbox(deps());
      expect(collector.tokens.length).toBe(before);
      clock += 1;
    }
    expect(waits[0]).toBe(0.75 * RETRY_BASE_MS);
    expect(waits[1]).toBe(1.5 * RETRY_BASE_MS);
    expect(waits[2]).toBe(20_000);
    await drainOutbox(deps());
    expect(collector.processed).toHaveLength(1);
  });

  it('skips the backoff when expedited (back online) but still honours Retry-After', async () => {
    await record();
    collector.faults.push(dropped);
    await drainOutbox(deps());
    await drainOutbox(deps(), { expedite: true });
    expect(collector.processed).toHaveLength(1);

    await record();
    collector.faults.push(httpFailure(429, '30'));
    await drainOutbox(deps());
    await drainOutbox(deps(), { expedite: true });
    expect(collector.processed).toHaveLength(1);
    clock += 30_000;
    await drainOutbox(deps(), { expedite: true });
    expect(collector.processed).toHaveLength(2);
  });

  it('dead-letters a batch the collector will never take (4xx) and goes on with the rest', async () => {
    for (let i = 0; i < 4; i++) await record();
    collector.faults.push(httpFailure(400));
    const report = await drainOutbox(deps());
    expect(report.deadLettered).toBe(3);
    expect(collector.processed).toHaveLength(1);
    const dead = await db.deadLetters.toArray();
    expect(dead.map((row) => row.reason)).toEqual(['HTTP 400', 'HTTP 400', 'HTTP 400']);
    expect((await outboxSnapshot(db)).deadLettered).toBe(3);
  });

  it('dead-letters only the events the collector rejects', async () => {
    await record('login');
    await record('register');
    collector.reject.add('register');
    await drainOutbox(deps());
    expect(collector.processed.map((e) => e.name)).toEqual(['login']);
    const [dead] = await db.deadLetters.toArray();
    expect(dead).toMatchObject({ name: 'register', reason: 'no' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('retries 408, 429 and 5xx rather than dead-lettering them', async () => {
    await record();
    for (const status of [408, 429, 500, 502, 503]) {
      collector.faults.push(httpFailure(status));
      const report = await drainOutbox(deps());
      clock = report.nextWakeAt!;
    }
    expect(await db.deadLetters.count()).toBe(0);
    await drainOutbox(deps());
    expect(collector.processed).toHaveLength(1);
  });

  it('reads the token at send time and, after a 401, sends without a stale one', async () => {
    signedIn = { owner: '7', token: 'stale' };
    await record('login');
    collector.faults.push(httpFailure(401));
    await drainOutbox(deps());
    expect(collector.tokens).toEqual(['stale', null]);
    expect(collector.processed).toHaveLength(1);
    expect(JSON.stringify(await db.outbox.toArray())).not.toContain('stale');
  });

  it('after a 401 uses a fresh token when the session has one', async () => {
    signedIn = { owner: '7', token: 'old' };
    await record('login');
    collector.faults.push(httpFailure(401));
    const send = (events: TrackingEvent[], sender: BatchSender) => {
      signedIn = { owner: '7', token: 'new' };
      return collector.send(events, sender);
    };
    await drainOutbox(deps({ send }));
    expect(collector.tokens).toEqual(['old', 'new']);
  });

  it("sends each player's events only under that player's token, and a visitor's under none", async () => {
    await record('firstOpen', undefined, { owner: null, merchant: null });
    await record('login', undefined, { owner: '7', merchant: null });
    await record('viewContent', undefined, { owner: '7', merchant: null });
    await record('login', undefined, { owner: '8', merchant: null });
    // This tab is signed in as player 8; player 7 has logged out.
    signedIn = { owner: '8', token: 'token-8' };
    await drainOutbox(deps());
    expect(collector.processed.map((e) => e.name)).toEqual([
      'firstOpen',
      'login',
      'viewContent',
      'login',
    ]);
    // One request per run of one sender, in order: visitor, player 7 (no token now), player 8.
    expect(collector.tokens).toEqual([null, null, 'token-8']);
  });

  it('sends events under the merchant they were recorded for', async () => {
    await record('login', undefined, { owner: null, merchant: 'DEMOVN' });
    await record('login', undefined, { owner: null, merchant: 'DEMOBR' });
    await drainOutbox(deps());
    expect(collector.merchants).toEqual(['DEMOVN', 'DEMOBR']);
  });

  it('splits a batch the collector finds too large, and dead-letters only a lone event it refuses', async () => {
    for (let i = 0; i < 3; i++) await record();
    collector.faults.push(httpFailure(413), httpFailure(413), httpFailure(413));
    await drainOutbox(deps());
    // Three refused, then two, then one alone: that one is dead; the other two go one by one.
    expect(await db.deadLetters.count()).toBe(1);
    expect(collector.processed).toHaveLength(2);
    expect(await db.outbox.count()).toBe(0);
  });

  it('retries events the collector left out of its answer', async () => {
    await record();
    const send = () => Promise.resolve<BatchOutcome>({ kind: 'answered', results: new Map() });
    const report = await drainOutbox(deps({ send }));
    expect(report.nextWakeAt).toBeGreaterThan(clock);
    expect(await db.outbox.count()).toBe(1);
    expect((await db.outbox.toArray())[0]).toMatchObject({ attempts: 1, inFlightSince: null });
  });

  it('clears in-flight marks left by a drainer that died', async () => {
    await record();
    await db.outbox.toCollection().modify({ inFlightSince: clock - 5 });
    expect((await outboxSnapshot(db)).inFlight).toBe(1);
    const send = () => new Promise<BatchOutcome>(() => {});
    void drainOutbox(deps({ send }));
    // The new drainer re-marked it for its own request; the stale mark was cleared first.
    await vi.waitFor(async () => expect((await db.outbox.toArray())[0]!.inFlightSince).toBe(clock));
  });

  it('records a once-per-device event a single time, even when asked concurrently', async () => {
    const outcomes = await Promise.all([
      record('firstOpen', 'firstOpen'),
      record('firstOpen', 'firstOpen'),
      record('firstOpen', 'firstOpen'),
    ]);
    expect(outcomes).toHaveLength(3);
    expect(await db.outbox.count()).toBe(1);
  });

  it('runs inside the drain lock', async () => {
    const held: string[] = [];
    await record();
    await drainOutbox(
      deps({
        withLock: async (name, task) => {
          held.push(name);
          return task();
        },
      }),
    );
    expect(held).toEqual(['storefront-tracking-drain']);
  });
});
