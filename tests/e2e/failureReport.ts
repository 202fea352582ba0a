import type { BrowserContext, ConsoleMessage } from '@playwright/test';

const LOG_LINES = 80;
const SNAPSHOT_LINES = 60;

/**
 * Collects what a test's pages and service workers warn about and which requests fail. CI keeps a
 * run's output but none of its files, so `print` writes what a failed test saw: each page's
 * accessibility tree, the worker's caches (with any locale files in them) and the last log lines.
 */
export function watchForFailureReport(context: BrowserContext) {
  const log: string[] = [];
  const since = Date.now();
  const note = (line: string) => log.push(`${Date.now() - since} ms ${line}`.slice(0, 400));
  const watchConsole = (source: string) => (message: ConsoleMessage) => {
    if (['error', 'warning'].includes(message.type())) {
      note(`${source} ${message.type()}: ${message.text()}`);
    }
  };
  context.on('page', (page) => {
    page.on('console', watchConsole('page'));
    page.on('pageerror', (error) => note(`page error: ${error.message}`));
    page.on('requestfailed', (request) =>
      note(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
    );
  });
  context.on('serviceworker', (worker) => worker.on('console', watchConsole('worker')));

  return async function print() {
    const write = (text: string) => process.stdout.write(`${text}\n`);
    for (const page of context.pages()) {
      const snapshot = await page
        .locator('body')
        .ariaSnapshot({ timeout: 2_000 })
        .catch((error: unknown) => `(no snapshot: ${String(error)})`);
      write(`--- ${page.url()}\n${snapshot.split('\n').slice(0, SNAPSHOT_LINES).join('\n')}`);
      const cached = await page
        .evaluate(async () => {
          const lines: string[] = [];
          for (const name of await caches.keys()) {
            const keys = await (await caches.open(name)).keys();
            const locales = keys.filter((request) => request.url.includes('/locales/'));
            lines.push(
              `${name}: ${keys.length} ${locales.map((request) => request.url).join(' ')}`,
            );
          }
          return lines.join('\n');
        })
        .catch((error: unknown) => `(no caches: ${String(error)})`);
      write(`--- caches\n${cached}`);
    }
    write(`--- log\n${log.slice(-LOG_LINES).join('\n')}`);
  };
}
