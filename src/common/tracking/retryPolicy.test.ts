import { describe, expect, it } from 'vitest';
import {
  backoffDelay,
  classifyStatus,
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
    [401, 'reauth'],
    [400, 'dead'],
    [403, 'dead'],
    [404, 'dead'],
    [413, 'dead'],
  ] as const)('%s → %s', (status, kind) => {
    expect(classifyStatus(status)).toBe(kind);
  });
});

describe('backoffDelay', () => {
  it('doubles per failure between half and all of the step, capped', () => {
    expect(backoffDelay(1, () => 0)).toBe(RETRY_BASE_MS / 2);
    expect(backoffDelay(1, () => 1)).toBe(RETRY_BASE_MS);
    expect(backoffDelay(3, () => 0)).toBe(2 * RETRY_BASE_MS);
    expect(backoffDelay(50, () => 1)).toBe(RETRY_MAX_MS);
    expect(backoffDelay(50, () => 0)).toBe(RETRY_MAX_MS / 2);
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
