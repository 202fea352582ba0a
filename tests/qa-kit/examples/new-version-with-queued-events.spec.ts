import { expect, leaveAndComeBack, queuedEventNames, strings, test } from '../index.ts';

// Field problem: a new version is released while a player's events wait in the outbox (the
// collector is down). The player takes the update; the new service worker must carry the queued
// events over, and once the collector is back each must arrive exactly once.
test.use({ serviceWorkers: 'allow', locale: 'en-US' });
const en = strings('en');

test('a new version takes over a full outbox: nothing lost, nothing twice', async ({
  page,
  scenario,
  line,
  ledger,
}) => {
  const queuedViews = async () =>
    (await queuedEventNames(page)).filter((name) => name === 'viewContent').length;
  const newVersionWaiting = () =>
    page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
  // The collector loses every batch, so whatever the player does waits in the outbox.
  await scenario.set({ collector: { dropRate: 1 } });
  // `debug=1` turns on the support tools for this browser: the outbox page below.
  await page.goto('/m/home?debug=1');
  await expect(page.locator('.banner-strip img').first()).toBeVisible();
  await line.offlineReady();
  await page
    .getByRole('navigation')
    .getByRole('link', { name: en('pages.game') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: en('pages.game') })).toBeVisible();
  await expect.poll(queuedViews).toBe(2);

  // The release: new files and a new service worker. The player comes back to the tab, the
  // storefront finds the new version and offers Refresh.
  await scenario.set({ assetVersion: 'release-2', swVersion: '2' });
  await leaveAndComeBack(page);
  const notice = page.getByRole('status').filter({ hasText: en('update.prompt') });
  await expect(notice).toBeVisible();
  await expect.poll(newVersionWaiting).toBe(true);
  await Promise.all([
    page.waitForEvent('load'),
    notice.getByRole('button', { name: en('update.refresh') }).click(),
  ]);
  await expect(notice).toBeHidden();
  expect(await newVersionWaiting()).toBe(false);
  // The new version's first page view joins the queue: nothing was sent, nothing lost.
  await expect.poll(queuedViews).toBe(3);
  expect(await queuedEventNames(page)).toContain('firstOpen');
  expect((await ledger.get()).processed).toBe(0);

  // The collector is back. Support's Send now sends the outbox at once, not on the next backoff.
  await scenario.set({ collector: null });
  await page.goto('/m/support/tracking');
  await page.getByRole('button', { name: en('tracking_support.send_now') }).click();
  await ledger.expectExactlyOnce('firstOpen', 1);
  await ledger.expectExactlyOnce('viewContent', 3);
});
