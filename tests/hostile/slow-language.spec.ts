import type { Route } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { strings } from '../e2e/locales';

// A language file that does not arrive: boot renders after its time limit with the fallback
// language, and switches once the file comes (docs/architecture.md, Boot).

test.use({ locale: 'vi-VN' });

test('a language file that hangs delays the first render by the time limit only', async ({
  page,
}) => {
  let hold: (route: Route) => void = () => {};
  const held = new Promise<Route>((resolve) => {
    hold = resolve;
  });
  // Held unanswered until the test lets it through.
  await page.route('**/m/locales/vi.json', (route) => hold(route));
  await page.goto('/m/home');
  const route = await held;

  // Rendered while the file is still on its way, in English (the precached fallback).
  const nav = page.getByRole('navigation', { name: strings('en')('app.home') });
  await expect(nav).toContainText(strings('en')('pages.game'));
  await expect(page.locator('.banner-strip img').first()).toBeVisible();

  // The file arrives: the page turns Vietnamese without a reload.
  await route.fulfill({ response: await route.fetch() });
  await expect(page.getByRole('navigation', { name: strings('vi')('app.home') })).toContainText(
    strings('vi')('pages.game'),
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
});
