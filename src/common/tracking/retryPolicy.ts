/**
 * When a failed batch is sent again, and when it never will be (docs/tracking.md "The answer").
 * Pure functions: the drain passes in the clock and the random source.
 */

/** First retry after about this long; each further failure doubles it. */
export const RETRY_BASE_MS = 1_000;
/** The longest wait between two attempts, whatever the failure count. */
export const RETRY_MAX_MS = 30_000;
/** The longest Retry-After honoured; a collector asking for more is asked again after this. */
export const RETRY_AFTER_MAX_MS = 10 * 60_000;

export type FailureKind = 'retry' | 'dead' | 'reauth';

/** 408, 429 and 5xx are worth retrying; 401 asks for fresh credentials; other 4xx never succeed. */
export function classifyStatus(status: number | null): FailureKind {
  if (status === null) return 'retry';
  if (status === 401) return 'reauth';
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  if (status >= 400) return 'dead';
  // A 2xx or 3xx that is not a valid answer: the collector (or a proxy) is misbehaving, try later.
  return 'retry';
}

/**
 * "Equal jitter": half the exponential step fixed, half random, so retries from many devices spread
 * out but none retries at once after a failure.
 */
export function backoffDelay(failures: number, random: () => number): number {
  const step = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(step / 2 + (random() * step) / 2);
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
