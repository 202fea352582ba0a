// Every test fails on an error its pages did not catch: an uncaught exception or an unhandled
// rejection, in a page or its dedicated workers (Chromium reports both as the page's). Playwright
// does not report a service worker's. A test that provokes one on purpose names it in
// `allowPageErrors`.
import type { BrowserContext } from '@playwright/test';

/** Starts watching `context`; `check` throws if an error not allowed by a pattern was seen. */
export function watchPageErrors(context: BrowserContext, allowed: readonly RegExp[]) {
  const seen: string[] = [];
  context.on('weberror', (webError) => {
    const error = webError.error();
    const text = `${error.name}: ${error.message}`;
    if (!allowed.some((pattern) => pattern.test(text))) {
      seen.push(`${webError.page()?.url() ?? 'a page'}: ${error.stack ?? text}`);
    }
  });
  return function check() {
    if (seen.length === 0) return;
    throw new Error(
      `The page had ${seen.length} uncaught error(s); fix them, or allow the ones this test ` +
        `provokes with test.use({ allowPageErrors: [/…/] }):\n${seen.join('\n\n')}`,
    );
  };
}
