import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshModule() {
  vi.resetModules();
  return import('./firstContent');
}

describe('whenFirstContentPainted', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('settles when the content is marked painted, not before', async () => {
    vi.useFakeTimers();
    const { markFirstContentPainted, whenFirstContentPainted } = await freshModule();
    let settled = false;
    void whenFirstContentPainted().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(settled).toBe(false);
    markFirstContentPainted();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
  });

  it('settles after the time limit when nothing is ever painted', async () => {
    vi.useFakeTimers();
    const { FIRST_CONTENT_TIME_LIMIT_MS, whenFirstContentPainted } = await freshModule();
    let settled = false;
    void whenFirstContentPainted().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(FIRST_CONTENT_TIME_LIMIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});
