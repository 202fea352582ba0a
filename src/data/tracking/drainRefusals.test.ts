import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  REFUSED_BASE_MS,
  REFUSED_MAX_AGE_MS,
  RETRY_MAX_MS,
} from '../../common/tracking/retryPolicy';
import { drainOutbox } from './drain';
import { createDrainHarness, httpFailure, type DrainHarness } from './drainHarness';
import { outboxSnapshot } from './outboxDb';

let h: DrainHarness;
beforeEach(async () => {
  h = await createDrainHarness();
});
afterEach(async () => {
  await h.db.delete();
});

/** Drains whenever something is due until the outbox is empty or `limit` passes have run. */
async function drainUntilSettled(limit = 200) {
  for (let pass = 0; pass < limit; pass++) {
    const report = await drainOutbox(h.deps());
    if (report.nextWakeAt === null) return pass + 1;
    h.clock = Math.max(h.clock, report.nextWakeAt);
  }
  throw new Error(`Still waiting after ${limit} passes`);
}

describe('a refused batch (a 4xx not about one event)', () => {
  it.each([400, 403, 404, 405, 409])(
    'HTTP %i: waits on the long backoff, counted, and goes through once the refusal ends',
    async (status) => {
      for (let i = 0; i < 3; i++) await h.record();
      h.collector.faults.push(httpFailure(status));
      const report = await drainOutbox(h.deps());
      expect(report.deadLettered).toBe(0);
      expect(report.nextWakeAt! - h.clock).toBeGreaterThanOrEqual(REFUSED_BASE_MS / 2);
      expect(await outboxSnapshot(h.db)).toMatchObject({ queued: 3, refused: 3, deadLettered: 0 });

      h.clock = report.nextWakeAt!;
      await drainOutbox(h.deps());
      expect(h.collector.processed).toHaveLength(3);
      expect(await outboxSnapshot(h.db)).toMatchObject({ queued: 0, refused: 0, deadLettered: 0 });
    },
  );

  it('backs off longer than a 5xx does, up to an hour', async () => {
    await h.record();
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      h.collector.faults.push(httpFailure(403));
      const report = await drainOutbox(h.deps());
      waits.push(report.nextWakeAt! - h.clock);
      h.clock = report.nextWakeAt!;
    }
    expect(Math.min(...waits)).toBeGreaterThan(RETRY_MAX_MS / 2);
    expect(Math.max(...waits)).toBe(0.75 * 60 * 60_000);
    expect(await h.db.deadLetters.count()).toBe(0);
  });

  it('is dead-lettered, counted as expired, once still refused 7 days after it was recorded', async () => {
    const old = await h.record('register');
    h.clock += REFUSED_MAX_AGE_MS - 60_000;
    const recent = await h.record('login');
    h.collector.faults.push(httpFailure(403));
    await drainOutbox(h.deps());
    expect(await h.db.deadLetters.count()).toBe(0);

    h.clock += 60 * 60_000;
    h.collector.faults.push(httpFailure(403));
    await drainOutbox(h.deps());
    const dead = await h.db.deadLetters.toArray();
    expect(dead.map((row) => row.eventId)).toEqual([old.eventId]);
    expect(dead[0]!.reason).toBe('HTTP 403, still failing 7 days after it was recorded');
    const snapshot = await outboxSnapshot(h.db);
    expect(snapshot.stats).toMatchObject({ expired: 1, deadLettered: 1 });
    expect(snapshot.queued).toBe(1);

    await drainUntilSettled();
    expect(h.collector.processed.map((e) => e.eventId)).toEqual([recent.eventId]);
  });

  it('a 5xx is never given up for age: a collector down for a week gets the week after', async () => {
    await h.record();
    h.clock += 2 * REFUSED_MAX_AGE_MS;
    h.collector.faults.push(httpFailure(503));
    await drainOutbox(h.deps());
    expect(await h.db.deadLetters.count()).toBe(0);
    await drainUntilSettled();
    expect(h.collector.processed).toHaveLength(1);
  });
});

describe('a batch that keeps failing', () => {
  it('is halved until one poison event is alone; the rest arrive, each once, in order', async () => {
    const names = ['login', 'viewContent', 'viewContent', 'gameLaunch', 'viewContent'] as const;
    const events = [];
    for (const name of names) events.push(await h.record(name));
    for (let i = 0; i < 20; i++) events.push(await h.record());
    h.collector.poison.set('gameLaunch', httpFailure(403));
    const drain = h.deps({ batchSize: 8 });
    for (let pass = 0; pass < 40 && (await h.db.outbox.count()) > 1; pass++) {
      const report = await drainOutbox(drain);
      if (report.nextWakeAt !== null) h.clock = Math.max(h.clock, report.nextWakeAt);
    }
    const poison = events[3]!;
    expect(h.collector.processed.map((e) => e.eventId)).toEqual(
      events.filter((event) => event !== poison).map((event) => event.eventId),
    );
    // A collector that acknowledges per event id never saw an acknowledged event again.
    expect(h.collector.duplicates).toBe(0);
    // Halving found it: no request after the first failures carried all eight.
    expect(h.collector.sizes).toContain(1);
    const [left] = await h.db.outbox.toArray();
    expect(left).toMatchObject({ eventId: poison.eventId });
    expect(await outboxSnapshot(h.db)).toMatchObject({ queued: 1, setAside: 1 });
  });

  it('a poison event set aside is retried alone and dead-lettered after 7 days', async () => {
    const poison = await h.record('gameLaunch');
    for (let i = 0; i < 3; i++) await h.record();
    h.collector.poison.set('gameLaunch', httpFailure(500));
    for (let pass = 0; pass < 30 && h.collector.processed.length < 3; pass++) {
      h.clock = (await drainOutbox(h.deps())).nextWakeAt ?? h.clock;
    }
    expect(h.collector.processed).toHaveLength(3);
    expect((await outboxSnapshot(h.db)).setAside).toBe(1);

    const sizes = h.collector.sizes.length;
    h.clock = poison.createdAt + REFUSED_MAX_AGE_MS;
    await drainOutbox(h.deps());
    expect(h.collector.sizes.slice(sizes)).toEqual([1]);
    const [dead] = await h.db.deadLetters.toArray();
    expect(dead).toMatchObject({ eventId: poison.eventId });
    expect(await h.db.outbox.count()).toBe(0);
  });

  it('sends a set-aside event that is due while older ones wait, and then waits for them', async () => {
    // An older event put back after the events behind it failed too waits on its backoff.
    for (let i = 0; i < 2; i++) await h.record();
    const poison = await h.record('gameLaunch');
    await h.record();
    await h.db.outbox.toCollection().modify({ nextAttemptAt: h.clock + 10_000 });
    await h.db.outbox
      .where('eventId')
      .equals(poison.eventId)
      .modify({ setAsideAt: h.clock - 60_000, nextAttemptAt: h.clock, attempts: 6 });
    const report = await drainOutbox(h.deps());
    expect(h.collector.processed.map((event) => event.eventId)).toEqual([poison.eventId]);
    // Not "due now" again: a scheduler would spin on it.
    expect(report.nextWakeAt).toBe(h.clock + 10_000);
  });

  it('when everything fails, sets nothing aside for good and sends at most two requests a pass', async () => {
    for (let i = 0; i < 10; i++) await h.record();
    const everything = httpFailure(403);
    h.collector.poison.set('viewContent', everything);
    for (let pass = 0; pass < 15; pass++) {
      const before = h.collector.sizes.length;
      const report = await drainOutbox(h.deps());
      expect(h.collector.sizes.length - before).toBeLessThanOrEqual(2);
      expect((await outboxSnapshot(h.db)).setAside).toBe(0);
      h.clock = report.nextWakeAt!;
    }
    h.collector.poison.clear();
    await drainUntilSettled();
    expect(h.collector.processed).toHaveLength(10);
    expect(h.collector.duplicates).toBe(0);
  });
});

describe('a collector that recovers just after an event was set aside', () => {
  it('sends the set-aside event again in the same pass, not on the long backoff', async () => {
    const events = [];
    for (let i = 0; i < 4; i++) events.push(await h.record());
    // A 503 storm that ends as soon as the drain has set an event aside.
    const stormUntilSetAside = async (...args: Parameters<typeof h.collector.send>) => {
      const setAside = await h.db.outbox.where('setAsideAt').aboveOrEqual(0).count();
      return setAside ? h.collector.send(...args) : httpFailure(503);
    };
    // Passes through the storm, up to the one in which the collector recovers.
    for (let pass = 0; pass < 20 && h.collector.processed.length === 0; pass++) {
      const report = await drainOutbox(h.deps({ send: stormUntilSetAside }));
      if (report.nextWakeAt !== null) h.clock = report.nextWakeAt;
    }
    // That pass delivered everything: nothing waits an hour behind events it came before.
    expect(await h.db.outbox.count()).toBe(0);
    expect(h.collector.processed.map((event) => event.eventId).sort()).toEqual(
      events.map((event) => event.eventId).sort(),
    );
    expect(h.collector.duplicates).toBe(0);
  });

  it('an event that still fails alone is tried at most once more a pass', async () => {
    await h.record('gameLaunch');
    for (let i = 0; i < 6; i++) await h.record();
    h.collector.poison.set('gameLaunch', httpFailure(503));
    let poisonSends = 0;
    const countingPoison = (...args: Parameters<typeof h.collector.send>) => {
      if (args[0].some((event) => event.name === 'gameLaunch')) poisonSends++;
      return h.collector.send(...args);
    };
    for (let pass = 0; pass < 30 && h.collector.processed.length < 6; pass++) {
      poisonSends = 0;
      h.clock = (await drainOutbox(h.deps({ send: countingPoison }))).nextWakeAt ?? h.clock;
      // Set aside, then once more after the others got through: never a loop.
      expect(poisonSends).toBeLessThanOrEqual(2);
    }
    expect(h.collector.processed).toHaveLength(6);
    expect(await h.db.outbox.count()).toBe(1);
  });
});
