import { seriousAccessibilityProblems } from './axe.ts';
import { expect, test, tokenFor } from './fixtures.ts';

// Issue 5: an axe-core scan of the home page and its popups finds no serious or critical
// violation (WCAG 2.1 A and AA rules).
test.use({ locale: 'en-US' });

async function homeSettled(page: import('@playwright/test').Page) {
  await expect(page.locator('.banner-strip img').first()).toBeVisible();
  await expect(page.locator('.lane').first()).toBeVisible();
}

test('the home page of a visitor', async ({ page }) => {
  await page.goto('/m/home');
  await homeSettled(page);
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
});

test('the home page of a member, with VIP progress, chat and the mini-game open', async ({
  page,
  server,
}) => {
  await page.goto(`/m/home?token=${await tokenFor(server, 'player01')}`);
  await homeSettled(page);
  await page.locator('.mini-game-button').click();
  await expect(page.locator('.mini-game-ball').first()).toBeVisible();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
});

test.describe('with the announcement popup', () => {
  test.use({ announcementPopup: 'shown' });
  test('the announcement popup', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  });
});

test('the download-image popup', async ({ page }) => {
  await page.clock.install();
  await page.goto('/m/home');
  await homeSettled(page);
  await page.clock.runFor(21_000);
  await expect(page.locator('.download-image-popup')).toBeVisible();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
});

test('the scan itself catches what it must', async ({ page }) => {
  await page.goto('/m/home');
  await homeSettled(page);
  await page.evaluate(() => document.body.append(document.createElement('button')));
  expect((await seriousAccessibilityProblems(page)).join('\n')).toContain('button-name');
});
