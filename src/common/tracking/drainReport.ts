/** What a drain is asked to do and what it did; shared by the drain and the schedulers that run it. */
export interface DrainOptions {
  /** Back online: backoff waits are skipped, a collector's Retry-After is still honoured. */
  expedite?: boolean;
}

export interface DrainReport {
  requests: number;
  acknowledged: number;
  deadLettered: number;
  /** When the oldest waiting event is due, or null when the outbox is empty. */
  nextWakeAt: number | null;
}
