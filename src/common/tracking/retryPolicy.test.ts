import { describe, expect, it } from 'vitest';
import {
  backoffDelay,
  batchSizeAfter,
  classifyStatus,
  isPastRetryAge,
  REFUSED_BASE_MS,
  REFUSED_MAX_AGE_MS,
  REFUSED_MAX_MS,
  retriesAtOnce,
  RETRY_AFTER_MAX_MS,
  RETRY_BASE_MS,
  RETRY_MAX_MS,
  retryAfterMs,
} from './retryPolicy';

describe('classifyStatus', () => {
  it.each([
    [null, 'retry'],
    [408, 'retry'],
    [429, 'retry'],
    [500, 'retry'],
    [503, 'retry'],
    [302, 'retry'],
    [401, 'reauth'],
    [413, 'tooLarge'],
    [400, 'refused'],
    [403, 'refused'],
    [404, 'refused'],
    [405, 'refused'],
  ] as const)('%s → %s', (status, kind) => {
    expect(classifyStatus(status)).toBe(kind);
  });
});

describe('retriesAtOnce', () => {
  it('resends at once only after no answer, and only for the first failures', () => {
    expect(retriesAtOnce(null, 0)).toBe(true);
    expect(retriesAtOnce(null, 2)).toBe(true);
    expect(retriesAtOnce(null, 3)).toBe(false);
    expect(retriesAtOnce(503, 0)).toBe(false);
    expect(retriesAtOnce(403, 0)).toBe(false);
  });
});

describe('backoffDelay', () => {
  it('doubles per failure between half and all of the step, capped', () => {
    expect(backoffDelay(1, () => 0)).toBe(RETRY_BASE_MS / 2);
    expect(backoffDelay(1, () => 1)).toBe(RETRY_BASE_MS);
    // The failures retried at once do not grow the step.
    expect(backoffDelay(4, () => 1)).toBe(RETRY_BASE_MS);
    expect(backoffDelay(6, () => 0)).toBe(2 * RETRY_BASE_MS);
    expect(backoffDelay(50, () => 1)).toBe(RETRY_MAX_MS);
    expect(backoffDelay(50, () => 0)).toBe(RETRY_MAX_MS / 2);
  });

  it('waits much longer after a refusal, up to an hour', () => {
    expect(backoffDelay(1, () => 1, 'refused')).toBe(REFUSED_BASE_MS);
    expect(backoffDelay(5, () => 1, 'refused')).toBe(2 * REFUSED_BASE_MS);
    expect(backoffDelay(50, () => 1, 'refused')).toBe(REFUSED_MAX_MS);
  });

  it('shortens every wait by the test-only scale, jitter and cap included', () => {
    expect(backoffDelay(1, () => 1, 'transient', 0.01)).toBe(RETRY_BASE_MS / 100);
    expect(backoffDelay(50, () => 0, 'transient', 0.01)).toBe(RETRY_MAX_MS / 200);
    expect(backoffDelay(50, () => 1, 'refused', 0.01)).toBe(REFUSED_MAX_MS / 100);
  });
});

describe('batchSizeAfter', () => {
  it('sends everything at first, then half as many per failure, down to one', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 30].map((n) => batchSizeAfter(n, 50))).toEqual([
      50, 50, 50, 50, 50, 25, 12, 6, 3, 1, 1, 1,
    ]);
  });
});

describe('isPastRetryAge', () => {
  it('gives up 7 days after the event was recorded, not after its first failure', () => {
    expect(isPastRetryAge(0, REFUSED_MAX_AGE_MS - 1)).toBe(false);
    expect(isPastRetryAge(0, REFUSED_MAX_AGE_MS)).toBe(true);
  });
});

describe('retryAfterMs', () => {
  const now = Date.parse('2026-11-23T10:00:00Z');
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('5', now)).toBe(5000);
    expect(retryAfterMs('Mon, 23 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
  });
  it('ignores absent or unreadable values, and caps absurd ones', () => {
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs('99999999', now)).toBe(RETRY_AFTER_MAX_MS);
    expect(retryAfterMs('Mon, 23 Nov 2026 09:00:00 GMT', now)).toBe(0);
  });
});
