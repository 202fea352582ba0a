import { test as base, expect, type Page } from '@playwright/test';
import { startStorefrontServer, type RunningServer } from '../../server/app.ts';
import { DEMO_PASSWORD } from '../../server/auth/seed.ts';
import { login } from '../../server/auth/test-client.ts';
import { qaFetch } from '../../server/qa-access.ts';
import type { ScenarioPatch } from '../../src/common/qaScenario.ts';
import { hideAnnouncementPopup } from './announcementPopup.ts';
import {
  FAILURE_REPORT_ATTACHMENT,
  formatFailureReport,
  FULL_REPORT,
  watchForFailureReport,
} from './failureReport.ts';

interface Fixtures {
  merchant: string;
  /**
   * The announcement popup opens over the home page 500 ms after it loads and would cover what
   * most tests tap. `hidden` (the default) marks it "hidden today" before any page loads; the
   * specs about the popup itself use `shown`.
   */
  announcementPopup: 'hidden' | 'shown';
  /**
   * The download popups (docs/install.md) open the app-install sheet over the demo members' pages
   * (player01 crosses several thresholds). `off` (the default) switches them off on this test's
   * backend; the specs about them use `on` and set the switches they need.
   */
  installPopups: 'off' | 'on';
  server: RunningServer;
  /** Sets QA scenario fields on this test's backend (docs/qa.md). */
  scenario: (fields: ScenarioPatch) => Promise<void>;
  /** On a failure, prints what the pages and workers logged and what the pages showed. */
  failureReport: void;
}

export const test = base.extend<Fixtures>({
  merchant: ['DEMOVN', { option: true }],
  announcementPopup: ['hidden', { option: true }],
  installPopups: ['off', { option: true }],
  context: async ({ context, announcementPopup }, use) => {
    if (announcementPopup === 'hidden') await hideAnnouncementPopup(context);
    // Members are asked about notifications once per device (docs/install-browser.md); only
    // tests/e2e/install-browser.spec.ts is about that question, so every other spec has answered.
    await context.addInitScript(() => {
      try {
        localStorage.setItem('MC_NOTIFICATION_ASKED', '1');
      } catch {
        // A frame without storage (about:blank) shows no prompt either.
      }
    });
    await use(context);
    // A route handler still fetching when the test ends would fail it with "disposed".
    await Promise.all(context.pages().map((page) => page.unrouteAll({ behavior: 'ignoreErrors' })));
    await context.unrouteAll({ behavior: 'ignoreErrors' });
  },
  server: async ({ merchant, installPopups }, use) => {
    const started = await startStorefrontServer({ port: 0, merchant, quiet: true });
    if (installPopups === 'off') {
      const response = await qaFetch(started, '/__qa/scenario', {
        body: { downloadSettings: { download_condition_switch: { enabled: false } } },
      });
      expect(response.ok, await response.clone().text()).toBe(true);
    }
    // Tests cut the network by closing the server; teardown then has nothing left to close.
    let closing: Promise<void> | undefined;
    const server = { ...started, close: () => (closing ??= started.close()) };
    await use(server);
    await server.close();
  },
  baseURL: async ({ server }, use) => use(server.url),
  failureReport: [
    async ({ context }, use, testInfo) => {
      const collect = watchForFailureReport(context);
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      const report = await collect();
      process.stdout.write(`${formatFailureReport(report, FULL_REPORT)}\n`);
      // For the digest at the end of the run (failureDigest.ts), after the output has scrolled.
      await testInfo.attach(FAILURE_REPORT_ATTACHMENT, {
        body: JSON.stringify(report),
        contentType: 'application/json',
      });
    },
    { auto: true },
  ],
  scenario: async ({ server }, use) => {
    await use(async (fields) => {
      const response = await qaFetch(server, '/__qa/scenario', { body: fields });
      expect(response.ok, await response.clone().text()).toBe(true);
    });
  },
});

/** Demo accounts' password (docs/qa.md). */
export { DEMO_PASSWORD };

/** A real session token for a demo account, from an encrypted login made outside the browser. */
export async function tokenFor(server: RunningServer, account: string, merchant = 'DEMOVN') {
  const answer = await login(server, account, DEMO_PASSWORD, {}, { merchant });
  if (!answer.success) throw new Error(`Login of ${account} failed: ${answer.errorCode}`);
  return answer.value.token;
}

/** What the reference backend recorded (SMS codes, TOTP codes) for tests to read. */
export async function qaGet<T>(server: Pick<RunningServer, 'url'>, path: string): Promise<T> {
  const response = await qaFetch(server, path);
  if (!response.ok)
    throw new Error(`GET ${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Waits until a service worker controls the page, so the next load can come from it. */
export async function waitForServiceWorkerControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/**
 * Waits until the page could load again with the network cut: a worker controls it and every
 * locale file this visit fetched is in one of the worker's caches (the precache holds the fallback
 * language; the others reach the 'locales' cache by CACHE_URLS, after control).
 */
export async function waitForOfflineReady(page: Page) {
  await waitForServiceWorkerControl(page);
  // expect.poll, not waitForFunction: an async predicate's promise is truthy, so
  // waitForFunction would return at once, before CACHE_URLS has stored anything.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const fetched = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((url) => new URL(url).pathname.includes('/locales/'));
          // The precache keys its files with a revision parameter.
          const cached = await Promise.all(
            fetched.map((url) => caches.match(url, { ignoreSearch: true })),
          );
          return fetched.length > 0 && cached.every(Boolean);
        }),
      { message: 'every locale file of this visit is in a cache', timeout: 30_000 },
    )
    .toBe(true);
}

/**
 * The connection lost as a player loses it, then a reload: the backend gone (the worker's own
 * requests are not cut by `setOffline`), the browser offline.
 */
export async function reloadOffline(page: Page, server: { close(): Promise<void> }) {
  await server.close();
  await page.context().setOffline(true);
  await page.reload();
}

export { expect };
