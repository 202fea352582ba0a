import type { Page } from '@playwright/test';
import { expect, test, waitForServiceWorkerControl } from '../e2e/fixtures.ts';
import { strings } from '../e2e/locales.ts';

// The update notice against an unlucky deploy and a player with several tabs (spec §4 asset-hash
// check; docs/architecture.md "Updates").
test.use({ locale: 'en-US', serviceWorkers: 'allow' });
const en = strings('en');

const updateNotice = (page: Page) =>
  page.getByRole('status').filter({ hasText: en('update.prompt') });

/** Becoming visible runs the check at once (spec §4), as the hourly timer would later. */
const checkNow = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

test('with one asset manifest missing, a change of the other still shows the update notice', async ({
  page,
  scenario,
}) => {
  await page.goto('/m/home');
  await waitForServiceWorkerControl(page);
  // A deploy in progress: the app's own manifest answers 404 while the companion's has changed.
  await scenario({
    forceError: [{ path: '/m/asset-manifest.json', status: 404, message: 'Not found' }],
    assetVersion: 'build-2',
  });
  await checkNow(page);
  await expect(updateNotice(page)).toBeVisible();
});

test('a tab opened after the update was announced still shows the Refresh notice', async ({
  page,
  context,
  scenario,
}) => {
  await page.goto('/m/home');
  await waitForServiceWorkerControl(page);
  await scenario({ assetVersion: 'build-2', swVersion: '2' });
  await checkNow(page);
  await expect(updateNotice(page)).toBeVisible();
  // The new version is installed and waits for a Refresh; the check found nothing new since.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/m/');
        return registration?.waiting?.state ?? null;
      }),
    )
    .toBe('installed');

  const late = await context.newPage();
  await late.goto('/m/home');
  await expect(updateNotice(late)).toBeVisible();
  // Chromium activates the waiting worker once the old one is idle; a request the new tab's
  // start-up makes right then (the chat script, the line test) wakes the old worker again and
  // puts the activation off for its idle time, about 30 s. A player waits; the test lets the
  // start-up finish first.
  await late.waitForLoadState('networkidle');
  await Promise.all([
    late.waitForEvent('load'),
    updateNotice(late)
      .getByRole('button', { name: en('update.refresh') })
      .click(),
  ]);
  await expect(updateNotice(late)).toBeHidden();
});
