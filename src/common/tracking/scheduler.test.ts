import { describe, expect, it } from 'vitest';
import type { DrainOptions, DrainReport } from './drainReport';
import { createDrainScheduler } from './scheduler';

function harness(reports: (DrainReport | Error)[]) {
  const calls: DrainOptions[] = [];
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  let release: (() => void) | null = null;
  const scheduler = createDrainScheduler({
    drain: async (options) => {
      calls.push(options);
      await new Promise<void>((resolve) => (release = resolve));
      const next = reports.shift() ?? empty;
      if (next instanceof Error) throw next;
      return next;
    },
    now: () => 1000,
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
  });
  const finishPass = async () => {
    await Promise.resolve();
    release!();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { scheduler, calls, timers, finishPass };
}

const empty: DrainReport = { requests: 0, acknowledged: 0, deadLettered: 0, nextWakeAt: null };

describe('createDrainScheduler', () => {
  it('folds requests made during a pass into exactly one more pass', async () => {
    const { scheduler, calls, finishPass } = harness([]);
    const done = scheduler.request();
    void scheduler.request();
    void scheduler.request({ expedite: true });
    await finishPass();
    await finishPass();
    await done;
    expect(calls).toEqual([{}, { expedite: true }]);
  });

  it('wakes itself when the oldest event is due, and replaces an older timer', async () => {
    const { scheduler, calls, timers, finishPass } = harness([
      { ...empty, nextWakeAt: 5000 },
      { ...empty, nextWakeAt: 3000 },
    ]);
    void scheduler.request();
    await finishPass();
    expect(timers[0]).toMatchObject({ ms: 4000, cleared: false });
    void scheduler.request();
    await finishPass();
    expect(timers[0]!.cleared).toBe(true);
    expect(timers[1]!.ms).toBe(2000);
    timers[1]!.run();
    await finishPass();
    expect(calls).toHaveLength(3);
  });

  it('survives a failing pass and drains again on the next request', async () => {
    const { scheduler, calls, finishPass } = harness([new Error('IndexedDB closed')]);
    void scheduler.request();
    await finishPass();
    void scheduler.request();
    await finishPass();
    expect(calls).toHaveLength(2);
  });
});
