import { expect, test, waitForServiceWorkerControl } from './fixtures';
import { strings } from './locales';
import { networkQuiet } from '../qa-kit/index.ts';

test.use({ locale: 'en-US', serviceWorkers: 'allow' });
const en = strings('en');

test('a changed asset manifest shows the update notice; only Refresh reloads', async ({
  page,
  scenario,
}) => {
  await page.goto('/m/home');
  await waitForServiceWorkerControl(page);
  await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));

  await scenario({ assetVersion: 'build-2' });
  // Becoming visible runs the check at once (spec §4), as the hourly timer would later.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const notice = page.getByRole('status').filter({ hasText: en('update.prompt') });
  await expect(notice).toBeVisible();

  // A reload by itself would be a navigation on the network, before it falls quiet.
  await networkQuiet(page);
  expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(true);

  await Promise.all([
    page.waitForEvent('load'),
    notice.getByRole('button', { name: en('update.refresh') }).click(),
  ]);
  expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false);
  await expect(notice).toBeHidden();
});

test('the service worker is served at /m/sw.js for scope /m/ with the merchant in its query', async ({
  page,
}) => {
  await page.goto('/m/home');
  await waitForServiceWorkerControl(page);
  const registration = await page.evaluate(async () => {
    const found = await navigator.serviceWorker.getRegistration('/m/');
    return { scope: found?.scope, script: found?.active?.scriptURL };
  });
  expect(new URL(registration.scope!).pathname).toBe('/m/');
  const script = new URL(registration.script!);
  expect(script.pathname).toBe('/m/sw.js');
  expect(script.searchParams.get('merchant')).toBe('DEMOVN');
  expect(script.searchParams.get('env')).toBe('production');
});
