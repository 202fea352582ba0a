import { describe, expect, it } from 'vitest';
import { SignInLimits, SIGN_IN_LIMITS } from './limits.ts';
import { SlidingWindow } from './sliding-window.ts';

describe('SlidingWindow', () => {
  it('lets hits age out one by one, and says when the next is allowed', () => {
    const window = new SlidingWindow({ limit: 3, windowMs: 1000 });
    window.hit('a', 0);
    window.hit('a', 400);
    window.hit('a', 800);
    expect(window.retryAfterMs('a', 900)).toBe(100);
    expect(window.retryAfterMs('b', 900)).toBe(0);
    // The first hit leaves the window at 1000: one more is allowed, not three.
    expect(window.retryAfterMs('a', 1001)).toBe(0);
    window.hit('a', 1001);
    expect(window.retryAfterMs('a', 1002)).toBe(398);
    expect(window.count('a', 2500)).toBe(0);
  });

  it('keeps at most its cap of keys, dropping the least recently hit', () => {
    const window = new SlidingWindow({ limit: 1, windowMs: 60_000 }, 10);
    for (let key = 0; key < 10; key++) window.hit(`k${key}`, key);
    window.hit('k0', 20);
    window.hit('new', 21);
    const kept = Object.keys(window.snapshot(22));
    expect(kept.length).toBeLessThanOrEqual(10);
    expect(kept).toContain('k0');
    expect(kept).toContain('new');
    expect(kept).not.toContain('k1');
  });
});

describe('SignInLimits', () => {
  it('unlocks an account as its wrong attempts age out', () => {
    let now = 0;
    const limits = new SignInLimits(SIGN_IN_LIMITS, () => now);
    const { limit, windowMs } = SIGN_IN_LIMITS.failures;
    for (let n = 0; n < limit; n++) {
      expect(limits.admitAccount('DEMOVN:player01', 'signIn')).toBe(0);
      limits.failed('DEMOVN:player01');
    }
    expect(limits.admitAccount('DEMOVN:player01', 'signIn')).toBe(windowMs);
    expect(limits.snapshot().locked).toEqual({ 'DEMOVN:player01': windowMs / 1000 });
    now = windowMs + 1;
    expect(limits.admitAccount('DEMOVN:player01', 'signIn')).toBe(0);
    expect(limits.snapshot().locked).toEqual({});
  });
});
