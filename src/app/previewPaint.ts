// The app's code starts once index.html's boot preview has painted (docs/performance.md "Boot
// stages"). On a slow phone, evaluating the app takes a few hundred milliseconds in which nothing
// can be drawn; started after the preview's first paint, it no longer holds that paint back.

declare global {
  interface Window {
    /** Settles at the preview's first contentful paint, or when it has nothing to draw. */
    __bootPreviewPainted?: Promise<void>;
  }
}

/**
 * The longest the app waits: a banner or logo slower than this must not hold the app back. On a
 * slow line the app's own code arrives after the preview has painted, so this is rarely reached.
 */
export const PREVIEW_PAINT_WAIT_MS = 1000;

/** Settles once the preview has painted, has nothing to draw, or the wait is over. */
export function previewPainted(): Promise<void> {
  const painted = window.__bootPreviewPainted;
  if (!painted) return Promise.resolve();
  return Promise.race([
    painted,
    new Promise<void>((resolve) => setTimeout(resolve, PREVIEW_PAINT_WAIT_MS)),
  ]);
}
