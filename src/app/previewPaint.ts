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

/**
 * A new task, so that the next stage's evaluation is a task of its own and the browser can paint
 * and answer input between them. A message, not a timer: a test's paused clock must not stop the
 * start.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
