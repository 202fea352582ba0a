import { releaseProxy, wrap, type Remote } from 'comlink';

/** How long the worker should be idle before terminating. */
export const WORKER_IDLE_MS = 10_000;

/**
 * Owns one Comlink worker: started on the first call, terminated after `WORKER_IDLE_MS` with no
 * call in flight, started again when needed. Callers never see the Worker itself.
 */
export class WorkerBridge<Api> {
  private worker: Worker | undefined;
  private remote: Remote<Api> | undefined;
  private inFlight = 0;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly createWorker: () => Worker,
    private readonly idleMs = WORKER_IDLE_MS,
  ) {}

  /** Runs `task` against the worker's API, rejecting early if `signal` aborts. */
  async call<T>(task: (api: Remote<Api>) => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    clearTimeout(this.idleTimer);
    this.inFlight++;
    try {
      const remote = this.start();
      if (!signal) return await task(remote);
      return await Promise.race([task(remote), rejectOnAbort(signal)]);
    } finally {
      this.inFlight--;
      if (this.inFlight === 0) this.idleTimer = setTimeout(() => this.stop(), this.idleMs);
    }
  }

  get running() {
    return this.worker !== undefined;
  }

  stop() {
    clearTimeout(this.idleTimer);
    this.remote?.[releaseProxy]();
    this.worker?.terminate();
    this.worker = undefined;
    this.remote = undefined;
  }

  private start(): Remote<Api> {
    if (!this.remote) {
      this.worker = this.createWorker();
      this.remote = wrap<Api>(this.worker);
    }
    return this.remote;
  }
}

function rejectOnAbort(signal: AbortSignal) {
  return new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}
