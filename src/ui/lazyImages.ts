import { useEffect, useMemo, useState, type RefObject } from 'react';

/** Spec §9: images load when within 100 px of their scroll area... */
export const LAZY_IMAGE_THRESHOLD_PX = 100;
/** ...checked at most once per 150 ms, however fast the player swipes. */
export const LAZY_IMAGE_THROTTLE_MS = 150;

type Reveal = () => void;

/**
 * Calls each `reveal` when its element comes within the threshold of `root`, in batches at most
 * once per throttle period. One observer per scroll area; every image shares it.
 */
export class LazyImageLoader {
  private readonly observer: IntersectionObserver;
  private readonly waiting = new Map<Element, Reveal>();
  private readonly due = new Set<Element>();
  private lastFlush = -Infinity;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(root: Element | null) {
    this.observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting && this.waiting.has(entry.target)) this.due.add(entry.target);
        }
        this.schedule();
      },
      { root, rootMargin: `${LAZY_IMAGE_THRESHOLD_PX}px` },
    );
  }

  watch(element: Element, reveal: Reveal): () => void {
    this.waiting.set(element, reveal);
    this.observer.observe(element);
    return () => this.forget(element);
  }

  disconnect() {
    clearTimeout(this.timer);
    this.observer.disconnect();
    this.waiting.clear();
    this.due.clear();
  }

  private forget(element: Element) {
    this.waiting.delete(element);
    this.due.delete(element);
    this.observer.unobserve(element);
  }

  private schedule() {
    if (this.due.size === 0 || this.timer !== undefined) return;
    const wait = Math.max(0, this.lastFlush + LAZY_IMAGE_THROTTLE_MS - performance.now());
    this.timer = setTimeout(() => this.flush(), wait);
  }

  private flush() {
    this.timer = undefined;
    this.lastFlush = performance.now();
    for (const element of [...this.due]) {
      const reveal = this.waiting.get(element);
      this.forget(element);
      reveal?.();
    }
  }
}

/** One loader for the scroll area `root` while it is there (null until then). */
export function useLazyImageLoader(root: Element | null): LazyImageLoader | null {
  // Made during render: an observer watching nothing yet has no effect to undo.
  const loader = useMemo(
    () => (root && typeof IntersectionObserver !== 'undefined' ? new LazyImageLoader(root) : null),
    [root],
  );
  useEffect(() => () => loader?.disconnect(), [loader]);
  return loader;
}

/**
 * Whether the image in `element` may load: at once when `eager` or when the browser has no
 * IntersectionObserver, else once the loader reveals it.
 */
export function useLazyReveal(
  element: RefObject<Element | null>,
  loader: LazyImageLoader | null,
  eager: boolean,
): boolean {
  const [revealed, setRevealed] = useState(eager);
  const noObserver = typeof IntersectionObserver === 'undefined';
  useEffect(() => {
    if (revealed || !loader || !element.current) return;
    return loader.watch(element.current, () => setRevealed(true));
  }, [revealed, loader, element]);
  return revealed || noObserver;
}
