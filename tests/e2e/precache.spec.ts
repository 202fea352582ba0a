// The service worker precaches what an offline start needs; the other chunks are cached when
// first used (docs/performance.md "Precache"). A page never opened online shows the "could not
// load" screen offline, with Reload; one opened once opens offline.
import type { Page } from '@playwright/test';
import { expect, reloadOffline, test, waitForOfflineReady } from './fixtures';
import { strings } from './locales';

const en = strings('en');

test.use({ serviceWorkers: 'allow' });

/** The build's chunks in the worker's precache. */
async function precachedChunks(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.includes('precache'));
    const urls = await Promise.all(
      names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
    );
    return urls.flat().filter((url) => new URL(url).pathname.startsWith('/m/assets/'));
  });
}

const helpHeading = (page: Page) => page.getByRole('heading', { level: 1, name: en('pages.help') });

test('the home page starts offline; a page never opened shows the offline error with Reload', async ({
  page,
  server,
}) => {
  await page.goto('/m/home');
  await expect(page.locator('.banner-strip img').first()).toBeVisible();
  await waitForOfflineReady(page);
  // Only the offline start is precached: not the help page, nor the cashier's.
  const precached = await precachedChunks(page);
  expect(precached.some((url) => /\/assets\/home-[^/]+\.js$/.test(url))).toBe(true);
  expect(precached.some((url) => /\/assets\/(HelpPage|DepositPage)-/.test(url))).toBe(false);

  await reloadOffline(page, server);
  await expect(page.locator('.banner-strip img').first()).toBeVisible();

  await page.goto('/m/help');
  await expect(
    page.getByRole('heading', { level: 1, name: en('recovery.page_failed_title') }),
  ).toBeVisible();
  await expect(page.getByText(en('recovery.page_failed_offline'))).toBeVisible();
  await expect(page.getByRole('button', { name: en('recovery.reload') })).toBeVisible();
});

test('a page opened once online opens offline: its chunks were cached as they were used', async ({
  page,
  server,
}) => {
  await page.goto('/m/help');
  await expect(helpHeading(page)).toBeVisible();
  await waitForOfflineReady(page);

  await reloadOffline(page, server);
  await expect(helpHeading(page)).toBeVisible();
});
