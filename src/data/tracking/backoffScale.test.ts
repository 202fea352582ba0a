import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RETRY_BASE_MS } from '../../common/tracking/retryPolicy';
import { isLoopbackHost, readBackoffScale, writeBackoffScale } from './backoffScale';
import { drainOutbox } from './drain';
import { createDrainHarness, httpFailure, type DrainHarness } from './drainHarness';

let h: DrainHarness;
beforeEach(async () => {
  h = await createDrainHarness();
});
afterEach(async () => {
  await h.db.delete();
});

describe('the test-only backoff scale', () => {
  it('is honoured on a loopback origin only', async () => {
    await writeBackoffScale(h.db, 'localhost', 0.01);
    expect(await readBackoffScale(h.db, 'localhost')).toBe(0.01);
    expect(await readBackoffScale(h.db, '127.0.0.1')).toBe(0.01);
    // The same stored value on a storefront served to players: real backoff.
    expect(await readBackoffScale(h.db, 'm.example.com')).toBe(1);
    expect(await readBackoffScale(h.db, '127.0.0.1.example.com')).toBe(1);
  });

  it('cannot be stored off a loopback origin, nor outside 0.001 to 1', async () => {
    await expect(writeBackoffScale(h.db, 'm.example.com', 0.01)).rejects.toThrow(/loopback/);
    await expect(writeBackoffScale(h.db, 'localhost', 0)).rejects.toThrow(RangeError);
    await expect(writeBackoffScale(h.db, 'localhost', 2)).rejects.toThrow(RangeError);
    await expect(writeBackoffScale(h.db, 'localhost', Number.NaN)).rejects.toThrow(RangeError);
    expect(await h.db.settings.count()).toBe(0);
    expect(await readBackoffScale(h.db, 'localhost')).toBe(1);
  });

  it('recognises loopback hosts and nothing else', () => {
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '[::1]']) {
      expect(isLoopbackHost(host)).toBe(true);
    }
    for (const host of ['example.com', 'localhost.example.com', '10.0.0.1', '[::2]']) {
      expect(isLoopbackHost(host)).toBe(false);
    }
  });

  it("shortens a drain's wait after a failure by the scale it reads", async () => {
    await h.record();
    h.collector.faults.push(httpFailure(503));
    const scaled = await drainOutbox({
      ...h.deps(),
      readBackoffScale: () => Promise.resolve(0.01),
    });
    // random 0.5: three quarters of the first step, then scaled.
    expect(scaled.nextWakeAt! - h.clock).toBe(Math.round(0.75 * RETRY_BASE_MS * 0.01));
    h.collector.faults.push(httpFailure(503));
    h.clock += 60_000;
    const real = await drainOutbox(h.deps());
    expect(real.nextWakeAt! - h.clock).toBeGreaterThanOrEqual(0.75 * RETRY_BASE_MS);
  });
});
