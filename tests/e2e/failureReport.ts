import type { BrowserContext, ConsoleMessage } from '@playwright/test';

/** What a failed test saw, gathered from its browser context. */
export interface FailureReport {
  pages: { url: string; snapshot: string; worker: string; caches: string }[];
  /** Warnings, errors and failed requests, with milliseconds since the test began. */
  log: string[];
}

/** How much of a report to print: in full as the test fails, shorter in the end-of-run digest. */
export interface ReportLimits {
  snapshotLines: number;
  logLines: number;
}

export const FULL_REPORT: ReportLimits = { snapshotLines: 60, logLines: 80 };

/** The name of the test attachment the digest reporter (failureDigest.ts) reads. */
export const FAILURE_REPORT_ATTACHMENT = 'failure-report.json';

/**
 * Collects what a test's pages and service workers warn about and which requests fail. CI keeps a
 * run's output but none of its files, so `collect` gathers what a failed test saw: each page's
 * accessibility tree, its service worker versions, the worker's caches (with any locale files in
 * them) and the log lines.
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

  return async function collect(): Promise<FailureReport> {
    const pages: FailureReport['pages'] = [];
    for (const page of context.pages()) {
      const snapshot = await page
        .locator('body')
        .ariaSnapshot({ timeout: 2_000 })
        .catch((error: unknown) => `(no snapshot: ${String(error)})`);
      const worker = await page
        .evaluate(async () => {
          const registration = await navigator.serviceWorker?.getRegistration();
          if (!registration) return 'no registration';
          const { active, waiting, installing } = registration;
          const versions = Object.entries({ active, waiting, installing }).map(
            ([role, version]) => `${role} ${version?.state ?? 'none'}`,
          );
          // A new version waiting while the old one stays in control is an activation held back.
          const controller = navigator.serviceWorker.controller;
          const controlledBy =
            controller === null ? 'none' : controller === active ? 'the active version' : 'another';
          return `${versions.join(', ')}; page controlled by ${controlledBy}`;
        })
        .catch((error: unknown) => `(no worker state: ${String(error)})`);
      const caches = await page
        .evaluate(async () => {
          const lines: string[] = [];
          for (const name of await self.caches.keys()) {
            const keys = await (await self.caches.open(name)).keys();
            const locales = keys.filter((request) => request.url.includes('/locales/'));
            lines.push(
              `${name}: ${keys.length} ${locales.map((request) => request.url).join(' ')}`,
            );
          }
          return lines.join('\n');
        })
        .catch((error: unknown) => `(no caches: ${String(error)})`);
      pages.push({ url: page.url(), snapshot, worker, caches });
    }
    return { pages, log: [...log] };
  };
}

/** A select's other choices: the language picker alone has two dozen. */
const UNSELECTED_OPTION = /^\s*- option "[^"]*"$/;

export function formatFailureReport(report: FailureReport, limits: ReportLimits) {
  const sections = report.pages.flatMap((page) => [
    `--- ${page.url}`,
    ...page.snapshot
      .split('\n')
      .filter((line) => !UNSELECTED_OPTION.test(line))
      .slice(0, limits.snapshotLines),
    '--- service worker',
    page.worker,
    '--- caches',
    page.caches,
  ]);
  return [...sections, '--- log', ...report.log.slice(-limits.logLines)].join('\n');
}
