import { expect, strings, test } from '../index.ts';

// Field problem: the tracking collector answers 503 to everything for a while. The player's
// events must wait in the outbox, and once the collector recovers each must arrive exactly once:
// no event lost to the storm, none counted twice by the retries.
test.use({ locale: 'en-US' });
const en = strings('en');

test('a 503 storm on the collector, then recovery: every event arrives exactly once', async ({
  page,
  scenario,
  ledger,
}) => {
  await scenario.set({ errorRate: 1, paths: ['/wps/tracking/'] });
  await page.goto('/m/home');
  await expect(page.locator('.banner-strip img').first()).toBeVisible();
  await page
    .getByRole('navigation')
    .getByRole('link', { name: en('pages.game') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: en('pages.game') })).toBeVisible();

  // The storm: the collector is asked again and again and records nothing.
  await expect.poll(async () => (await ledger.get()).requests.total).toBeGreaterThanOrEqual(2);
  expect((await ledger.get()).processed).toBe(0);

  // The collector recovers: the outbox retries on its own backoff.
  await scenario.reset();
  await ledger.expectExactlyOnce('firstOpen', 1);
  await ledger.expectExactlyOnce('viewContent', 2);
});
