// The moment the page's main content is on screen: the home page's first banner (or the
// carousel's empty answer), any other page's first render. Work that is not needed to paint waits
// for it, so that it does not compete with the first paint on a slow phone (docs/performance.md).

/** Never wait longer than this: a banner that never loads must not hold back the rest. */
export const FIRST_CONTENT_TIME_LIMIT_MS = 5000;

let markPainted: () => void = () => undefined;
const painted = new Promise<void>((resolve) => {
  markPainted = resolve;
});
setTimeout(() => markPainted(), FIRST_CONTENT_TIME_LIMIT_MS);

/** Called once the page's main content is drawn; later calls change nothing. */
export function markFirstContentPainted(): void {
  markPainted();
}

/** Settles when the main content is drawn, or after the time limit, whichever comes first. */
export function whenFirstContentPainted(): Promise<void> {
  return painted;
}
