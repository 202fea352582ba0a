import type { DrainOptions, DrainReport } from './drainReport';

export interface SchedulerDeps {
  drain(options: DrainOptions): Promise<DrainReport>;
  now(): number;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
  onError?(error: unknown): void;
}

export interface DrainScheduler {
  /** Drains now, or once more right after the pass in progress; resolves when that pass is done. */
  request(options?: DrainOptions): Promise<void>;
  /** Stops the wake-up timer (a closing context). */
  stop(): void;
}

/**
 * One context's drain trigger. Requests during a pass are folded into one more pass after it, so
 * an event recorded while a batch is in flight is never left waiting for the next trigger; and
 * when the oldest event must wait, a timer wakes this context when it is due.
 */
export function createDrainScheduler(deps: SchedulerDeps): DrainScheduler {
  let running: Promise<void> | null = null;
  let again: DrainOptions | null = null;
  let timer: unknown = null;

  function schedule(wakeAt: number | null) {
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
    if (wakeAt === null) return;
    timer = deps.setTimer(
      () => {
        timer = null;
        void request();
      },
      Math.max(0, wakeAt - deps.now()),
    );
  }

  async function loop(first: DrainOptions) {
    let options: DrainOptions | null = first;
    while (options) {
      again = null;
      try {
        const report = await deps.drain(options);
        schedule(report.nextWakeAt);
      } catch (error) {
        deps.onError?.(error);
      }
      options = again;
    }
  }

  function request(options: DrainOptions = {}): Promise<void> {
    if (running) {
      again = { expedite: Boolean(again?.expedite || options.expedite) };
      return running;
    }
    running = loop(options).finally(() => {
      running = null;
    });
    return running;
  }

  return {
    request,
    stop: () => schedule(null),
  };
}
