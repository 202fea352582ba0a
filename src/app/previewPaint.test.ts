// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_PAINT_WAIT_MS, previewPainted } from './previewPaint';

function settledFlag(promise: Promise<void>) {
  const state = { settled: false };
  void promise.then(() => (state.settled = true));
  return state;
}

describe('previewPainted', () => {
  afterEach(() => {
    delete window.__bootPreviewPainted;
    vi.useRealTimers();
  });

  it('waits for the preview’s first paint, then settles', async () => {
    vi.useFakeTimers();
    let paint!: () => void;
    window.__bootPreviewPainted = new Promise((resolve) => (paint = resolve));
    const wait = settledFlag(previewPainted());
    await vi.advanceTimersByTimeAsync(PREVIEW_PAINT_WAIT_MS / 2);
    expect(wait.settled).toBe(false);
    paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(wait.settled).toBe(true);
  });

  it('stops waiting for a preview that never paints (a logo that never loads)', async () => {
    vi.useFakeTimers();
    window.__bootPreviewPainted = new Promise(() => undefined);
    const wait = settledFlag(previewPainted());
    await vi.advanceTimersByTimeAsync(PREVIEW_PAINT_WAIT_MS - 1);
    expect(wait.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(wait.settled).toBe(true);
  });

  it('does not wait on a page without a preview (another route, a sign-in link)', async () => {
    vi.useFakeTimers();
    const wait = settledFlag(previewPainted());
    await vi.advanceTimersByTimeAsync(0);
    expect(wait.settled).toBe(true);
  });
});
