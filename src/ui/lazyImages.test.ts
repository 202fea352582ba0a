// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAZY_IMAGE_THROTTLE_MS, LazyImageLoader } from './lazyImages';

/** A stand-in IntersectionObserver the test drives: jsdom has none. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly observed = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  enter(...elements: Element[]) {
    const entries = elements.map(
      (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

describe('lazy images (spec §9: 100 px threshold, 150 ms throttle)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('watches its scroll area with a 100 px margin', () => {
    const root = document.createElement('div');
    new LazyImageLoader(root);
    expect(FakeObserver.last!.options).toEqual({ root, rootMargin: '100px' });
  });

  it('reveals images in batches at most once per 150 ms, then stops watching them', () => {
    const loader = new LazyImageLoader(document.createElement('div'));
    const observer = FakeObserver.last!;
    const [first, second, third] = [1, 2, 3].map(() => document.createElement('img'));
    const revealed: string[] = [];
    loader.watch(first!, () => revealed.push('first'));
    loader.watch(second!, () => revealed.push('second'));
    loader.watch(third!, () => revealed.push('third'));

    observer.enter(first!);
    vi.advanceTimersByTime(0);
    expect(revealed).toEqual(['first']);
    expect(observer.observed.has(first!)).toBe(false);

    // A fast swipe right after: held until 150 ms after the last batch, then both at once.
    observer.enter(second!);
    vi.advanceTimersByTime(10);
    observer.enter(third!);
    vi.advanceTimersByTime(LAZY_IMAGE_THROTTLE_MS - 20);
    expect(revealed).toEqual(['first']);
    vi.advanceTimersByTime(10);
    expect(revealed).toEqual(['first', 'second', 'third']);
  });

  it('never reveals an image that stopped being watched (its slide went away)', () => {
    const loader = new LazyImageLoader(document.createElement('div'));
    const image = document.createElement('img');
    const reveal = vi.fn();
    const stop = loader.watch(image, reveal);
    FakeObserver.last!.enter(image);
    stop();
    vi.runAllTimers();
    expect(reveal).not.toHaveBeenCalled();
  });
});
