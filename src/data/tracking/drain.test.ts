import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BatchOutcome } from '../../common/tracking/collectorClient';
import type { TrackingEvent } from '../../common/tracking/events';
import { RETRY_BASE_MS } from '../../common/tracking/retryPolicy';
import { drainOutbox, type BatchSender } from './drain';
import { createDrainHarness, dropped, httpFailure, type DrainHarness } from './drainHarness';
import { outboxSnapshot } from './outboxDb';

let h: DrainHarness;
beforeEach(async () => {
  h = await createDrainHarness();
});
afterEach(async () => {
  await h.db.delete();
});

describe('drainOutbox', () => {
  it('sends every event once, oldest first, in batches, and empties the outbox', async () => {
    const events = [];
    for (let i = 0; i < 7; i++) events.push(await h.record());
    const report = await drainOutbox(h.deps());
    expect(h.collector.processed.map((e) => e.eventId)).toEqual(events.map((e) => e.eventId));
    expect(report).toMatchObject({ requests: 3, acknowledged: 7, nextWakeAt: null });
    expect(await h.db.outbox.count()).toBe(0);
    const snapshot = await outboxSnapshot(h.db);
    expect(snapshot.stats).toMatchObject({ recorded: 7, acknowledged: 7, requests: 3 });
  });

  it('resends a batch whose answer was lost at once, the same ids, counted as duplicates', async () => {
    const events = [await h.record(), await h.record()];
    h.collector.faults.push('commit-then-drop', 'commit-then-drop');
    const report = await drainOutbox(h.deps());
    expect(report).toMatchObject({ requests: 3, acknowledged: 2, nextWakeAt: null });
    expect(h.collector.processed.map((e) => e.eventId)).toEqual(events.map((e) => e.eventId));
    expect(h.collector.duplicates).toBe(4);
    expect(await h.db.outbox.count()).toBe(0);
    expect((await outboxSnapshot(h.db)).stats).toMatchObject({ duplicates: 2, requests: 3 });
  });

  it('retries lost answers at once only a few times, then backs off', async () => {
    await h.record();
    h.collector.faults.push(dropped, dropped, dropped, dropped, dropped);
    const first = await drainOutbox(h.deps());
    // Three at once after the first, then the wait: a dead collector is not hammered.
    expect(first.requests).toBe(4);
    expect(first.nextWakeAt! - h.clock).toBe(0.75 * RETRY_BASE_MS);
    h.clock = first.nextWakeAt!;
    const second = await drainOutbox(h.deps());
    expect(second.requests).toBe(1);
    expect(second.nextWakeAt! - h.clock).toBe(1.5 * RETRY_BASE_MS);
  });

  it('never retries a 5xx at once: a collector in trouble is given time', async () => {
    await h.record();
    h.collector.faults.push(httpFailure(503));
    const report = await drainOutbox(h.deps());
    expect(report.requests).toBe(1);
    expect(report.nextWakeAt).toBeGreaterThan(h.clock);
    expect(h.collector.processed).toHaveLength(0);
  });

  it('holds back later events behind a failed batch, so order is kept', async () => {
    const register = await h.record('register');
    h.collector.faults.push(httpFailure(503));
    await drainOutbox(h.deps());
    const deposit = await h.record('firstDeposit');
    h.clock += 60_000;
    await drainOutbox(h.deps());
    expect(h.collector.processed.map((e) => e.name)).toEqual(['register', 'firstDeposit']);
    expect(h.collector.processed[0]!.eventId).toBe(register.eventId);
    expect(h.collector.processed[1]!.eventId).toBe(deposit.eventId);
  });

  it('backs off with growing waits and never before Retry-After', async () => {
    await h.record();
    const failures = [500, 500, 500, 500, 500, 503].map((status) => httpFailure(status));
    h.collector.faults.push(...failures, httpFailure(429, '20'));
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const report = await drainOutbox(h.deps());
      waits.push(report.nextWakeAt! - h.clock);
      // Too early: nothing is sent.
      const before = h.collector.tokens.length;
      h.clock = report.nextWakeAt! - 1;
      await drainOutbox(h.deps());
      expect(h.collector.tokens.length).toBe(before);
      h.clock += 1;
    }
    // The first failures (as many as lost answers are retried at once) keep the first step.
    expect(waits.slice(0, 6)).toEqual(
      [0.75, 0.75, 0.75, 0.75, 1.5, 3].map((s) => s * RETRY_BASE_MS),
    );
    expect(waits[6]).toBe(20_000);
    await drainOutbox(h.deps());
    expect(h.collector.processed).toHaveLength(1);
  });

  it('skips the backoff when expedited (back online) but still honours Retry-After', async () => {
    await h.record();
    h.collector.faults.push(httpFailure(503));
    await drainOutbox(h.deps());
    await drainOutbox(h.deps(), { expedite: true });
    expect(h.collector.processed).toHaveLength(1);

    await h.record();
    h.collector.faults.push(httpFailure(429, '30'));
    await drainOutbox(h.deps());
    await drainOutbox(h.deps(), { expedite: true });
    expect(h.collector.processed).toHaveLength(1);
    h.clock += 30_000;
    await drainOutbox(h.deps(), { expedite: true });
    expect(h.collector.processed).toHaveLength(2);
  });

  it('dead-letters only the events the collector rejects', async () => {
    await h.record('login');
    await h.record('register');
    h.collector.reject.add('register');
    await drainOutbox(h.deps());
    expect(h.collector.processed.map((e) => e.name)).toEqual(['login']);
    const [dead] = await h.db.deadLetters.toArray();
    expect(dead).toMatchObject({ name: 'register', reason: 'no' });
    expect(await h.db.outbox.count()).toBe(0);
  });

  it('retries 408, 429 and 5xx rather than dead-lettering them', async () => {
    await h.record();
    for (const status of [408, 429, 500, 502, 503]) {
      h.collector.faults.push(httpFailure(status));
      const report = await drainOutbox(h.deps());
      h.clock = report.nextWakeAt!;
    }
    expect(await h.db.deadLetters.count()).toBe(0);
    await drainOutbox(h.deps());
    expect(h.collector.processed).toHaveLength(1);
  });

  it('reads the token at send time and, after a 401, sends without a stale one', async () => {
    h.signedIn = { owner: '7', token: 'stale' };
    await h.record('login');
    h.collector.faults.push(httpFailure(401));
    await drainOutbox(h.deps());
    expect(h.collector.tokens).toEqual(['stale', null]);
    expect(h.collector.processed).toHaveLength(1);
    expect(JSON.stringify(await h.db.outbox.toArray())).not.toContain('stale');
  });

  it('after a 401 uses a fresh token when the session has one', async () => {
    h.signedIn = { owner: '7', token: 'old' };
    await h.record('login');
    h.collector.faults.push(httpFailure(401));
    const send = (events: TrackingEvent[], sender: BatchSender) => {
      h.signedIn = { owner: '7', token: 'new' };
      return h.collector.send(events, sender);
    };
    await drainOutbox(h.deps({ send }));
    expect(h.collector.tokens).toEqual(['old', 'new']);
  });

  it("sends each player's events only under that player's token, and a visitor's under none", async () => {
    await h.record('firstOpen', undefined, { owner: null, merchant: null });
    await h.record('login', undefined, { owner: '7', merchant: null });
    await h.record('viewContent', undefined, { owner: '7', merchant: null });
    await h.record('login', undefined, { owner: '8', merchant: null });
    // This tab is signed in as player 8; player 7 has logged out.
    h.signedIn = { owner: '8', token: 'token-8' };
    await drainOutbox(h.deps());
    expect(h.collector.processed.map((e) => e.name)).toEqual([
      'firstOpen',
      'login',
      'viewContent',
      'login',
    ]);
    // One request per run of one sender, in order: visitor, player 7 (no token now), player 8.
    expect(h.collector.tokens).toEqual([null, null, 'token-8']);
  });

  it('sends events under the merchant they were recorded for', async () => {
    await h.record('login', undefined, { owner: null, merchant: 'DEMOVN' });
    await h.record('login', undefined, { owner: null, merchant: 'DEMOBR' });
    await drainOutbox(h.deps());
    expect(h.collector.merchants).toEqual(['DEMOVN', 'DEMOBR']);
  });

  it('splits a batch the collector finds too large, and dead-letters only a lone event it refuses', async () => {
    for (let i = 0; i < 3; i++) await h.record();
    h.collector.faults.push(httpFailure(413), httpFailure(413), httpFailure(413));
    await drainOutbox(h.deps());
    // Three refused, then two, then one alone: that one is dead; the other two go one by one.
    expect(await h.db.deadLetters.count()).toBe(1);
    expect(h.collector.processed).toHaveLength(2);
    expect(await h.db.outbox.count()).toBe(0);
  });

  it('retries events the collector left out of its answer', async () => {
    await h.record();
    const send = () => Promise.resolve<BatchOutcome>({ kind: 'answered', results: new Map() });
    const report = await drainOutbox(h.deps({ send }));
    expect(report.nextWakeAt).toBeGreaterThan(h.clock);
    expect(await h.db.outbox.count()).toBe(1);
    expect((await h.db.outbox.toArray())[0]).toMatchObject({ attempts: 1, inFlightSince: null });
  });

  it('clears in-flight marks left by a drainer that died', async () => {
    await h.record();
    await h.db.outbox.toCollection().modify({ inFlightSince: h.clock - 5 });
    expect((await outboxSnapshot(h.db)).inFlight).toBe(1);
    const send = () => new Promise<BatchOutcome>(() => {});
    void drainOutbox(h.deps({ send }));
    // The new drainer re-marked it for its own request; the stale mark was cleared first.
    await vi.waitFor(async () =>
      expect((await h.db.outbox.toArray())[0]!.inFlightSince).toBe(h.clock),
    );
  });

  it('records a once-per-device event a single time, even when asked concurrently', async () => {
    const outcomes = await Promise.all([
      h.record('firstOpen', 'firstOpen'),
      h.record('firstOpen', 'firstOpen'),
      h.record('firstOpen', 'firstOpen'),
    ]);
    expect(outcomes).toHaveLength(3);
    expect(await h.db.outbox.count()).toBe(1);
  });

  it('runs inside the drain lock', async () => {
    const held: string[] = [];
    await h.record();
    await drainOutbox(
      h.deps({
        withLock: async (name, task) => {
          held.push(name);
          return task();
        },
      }),
    );
    expect(held).toEqual(['storefront-tracking-drain']);
  });
});
