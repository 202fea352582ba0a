import { describe, expect, it, vi } from 'vitest';
import { nextTask } from './nextTask';

describe('nextTask', () => {
  it('settles in a later task, after what is already queued, without a timer', async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    queueMicrotask(() => order.push('microtask'));
    const next = nextTask().then(() => order.push('next task'));
    // Timers are fake and never advanced: the start must not depend on them.
    await next;
    expect(order).toEqual(['microtask', 'next task']);
    vi.useRealTimers();
  });
});
