/**
 * When a failed batch is sent again, how, and when it never will be (docs/tracking.md "Retries
 * and dead letters"). Pure functions: the drain passes in the clock and the random source.
 */

/** First retry after about this long; each further failure doubles it. */
export const RETRY_BASE_MS = 1_000;
/** The longest wait between two attempts after a transient failure (no answer, 408, 429, 5xx). */
export const RETRY_MAX_MS = 30_000;
/** The longest Retry-After honoured; a collector asking for more is asked again after this. */
export const RETRY_AFTER_MAX_MS = 10 * 60_000;
/**
 * A refused batch (a WAF's 403, a 404 during a deploy, a 405) and an event set aside wait longer:
 * about this long first, doubling up to REFUSED_MAX_MS.
 */
export const REFUSED_BASE_MS = 30_000;
export const REFUSED_MAX_MS = 60 * 60_000;
/** A refused or set-aside event still failing this long after it was recorded is dead-lettered. */
export const REFUSED_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/**
 * A lost answer (the connection dropped, often after the collector recorded the batch) is cheap
 * to resend: the first failures of an event are retried at once, before any backoff.
 */
export const IMMEDIATE_RETRIES = 3;
/** From this many failures in a row on, each attempt sends half as many events as the last. */
export const SPLIT_AFTER_FAILURES = 5;

/**
 * - retry: try later with the short backoff (no answer, 408, 429, 5xx, an answer that is not one);
 * - reauth: read the session again (401);
 * - tooLarge: send fewer events at a time (413);
 * - refused: any other 4xx, most often not about the events at all (a WAF, a deploy, a proxy):
 *   try later with the long backoff, dead-letter only after REFUSED_MAX_AGE_MS.
 */
export type FailureKind = 'retry' | 'reauth' | 'tooLarge' | 'refused';

export function classifyStatus(status: number | null): FailureKind {
  if (status === null) return 'retry';
  if (status === 401) return 'reauth';
  if (status === 413) return 'tooLarge';
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  if (status >= 400) return 'refused';
  // A 2xx or 3xx that is not a valid answer: the collector (or a proxy) is misbehaving, try later.
  return 'retry';
}

/** Whether a failure is retried at once: no answer at all, and among an event's first failures. */
export function retriesAtOnce(status: number | null, failuresBefore: number): boolean {
  return status === null && failuresBefore < IMMEDIATE_RETRIES;
}

interface Schedule {
  baseMs: number;
  maxMs: number;
}
const TRANSIENT: Schedule = { baseMs: RETRY_BASE_MS, maxMs: RETRY_MAX_MS };
const REFUSED: Schedule = { baseMs: REFUSED_BASE_MS, maxMs: REFUSED_MAX_MS };

/**
 * "Equal jitter": half the exponential step fixed, half random, so retries from many devices spread
 * out but none retries at once after a failure. The immediate retries do not grow the step.
 * `scale` shortens every wait for the end-to-end fault tests only (src/data/tracking/backoffScale.ts);
 * a storefront served to players always backs off at 1.
 */
export function backoffDelay(
  failures: number,
  random: () => number,
  schedule: 'transient' | 'refused' = 'transient',
  scale = 1,
): number {
  const { baseMs, maxMs } = schedule === 'refused' ? REFUSED : TRANSIENT;
  const exponent = Math.max(0, failures - IMMEDIATE_RETRIES - 1);
  const step = Math.min(maxMs, baseMs * 2 ** exponent);
  return Math.round((step / 2 + (random() * step) / 2) * scale);
}

/**
 * How many events the next attempt of a batch whose oldest event failed `failures` times sends:
 * all of them at first, then half as many at each further attempt, down to one, so a single
 * poison event among them is found instead of holding back the rest.
 */
export function batchSizeAfter(failures: number, fullSize: number): number {
  if (failures < SPLIT_AFTER_FAILURES) return fullSize;
  return Math.max(1, fullSize >> (failures - SPLIT_AFTER_FAILURES + 1));
}

/** Whether an event recorded at `createdAt` has failed long enough to be dead-lettered. */
export function isPastRetryAge(createdAt: number, now: number): boolean {
  return now - createdAt >= REFUSED_MAX_AGE_MS;
}

/** `Retry-After` in seconds or as an HTTP date, as milliseconds from `now`; null when absent or bad. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (header === null) return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Math.min(Number(text) * 1000, RETRY_AFTER_MAX_MS);
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.min(Math.max(0, at - now), RETRY_AFTER_MAX_MS);
}
