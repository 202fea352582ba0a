import type { Page } from '@playwright/test';
import { encryptCustomerServicePath } from '../../server/cs-crypto.ts';
import { seriousAccessibilityProblems } from './axe.ts';
import { DEMO_PASSWORD, expect, test, tokenFor } from './fixtures.ts';
import { strings } from './locales.ts';

// An axe-core scan of the home page and its popups finds no serious or critical violation
// (WCAG 2.1 A and AA rules), on both merchants.
const en = strings('en');
// The banner carousel's pause button is only there when it moves.
test.use({ locale: 'en-US', reducedMotion: 'no-preference' });

async function homeSettled(page: Page) {
  await expect(page.locator('.banner-strip img').first()).toBeVisible();
  await expect(page.locator('.lane').first()).toBeVisible();
}

for (const merchant of ['DEMOVN', 'DEMOBR'] as const) {
  test.describe(merchant, () => {
    test.use({ merchant });

    test('the home page of a visitor', async ({ page }) => {
      await page.goto('/m/home');
      await homeSettled(page);
      await expect(page.getByRole('button', { name: en('home.banners_pause') })).toBeVisible();
      expect(await seriousAccessibilityProblems(page)).toEqual([]);
    });

    test('the home page of a member, with VIP progress, chat and the mini-game open', async ({
      page,
      server,
    }) => {
      await page.goto(`/m/home?token=${await tokenFor(server, 'player01', merchant)}`);
      await homeSettled(page);
      await expect(page.locator('.vip-progress .vip-label')).toBeVisible();
      await page.getByRole('button', { name: en('mini_game.open') }).click();
      await expect(page.locator('.mini-game-ball').first()).toBeVisible();
      expect(await seriousAccessibilityProblems(page)).toEqual([]);
    });
  });
}

test.describe('with the announcement popup', () => {
  test.use({ announcementPopup: 'shown' });
  test('the announcement popup', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  });

  test('the forceRead popup of a first login, its Close not yet allowed', async ({ page }) => {
    await page.goto('/m/login');
    await page.getByLabel(en('auth.username')).fill('first01');
    await page.getByLabel(en('auth.password'), { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: en('auth.login_submit') }).click();
    await expect(page).toHaveURL(/\/m\/changePsw$/);
    await page.goto('/m/home');
    const close = page.getByRole('dialog').getByRole('button', { name: en('announcements.close') });
    await expect(close).toBeDisabled();
    await expect(close).toHaveAccessibleDescription(en('announcements.read_all'));
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  });
});

test('the download-image popup', async ({ page }) => {
  await page.clock.install();
  await page.goto('/m/home');
  await homeSettled(page);
  // Its 20 s count from when its chunk arrived, which may be late: time moves until it shows.
  const popup = page.locator('.download-image-popup');
  await expect(async () => {
    await page.clock.runFor(1_000);
    await expect(popup).toBeVisible({ timeout: 250 });
  }).toPass({ timeout: 30_000, intervals: [0] });
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
});

test.describe('customer-service notices', () => {
  test.use({ serviceWorkers: 'block' }); // page.route does not see what a worker fetches

  test('the action sheet of several lines', async ({ page, server }) => {
    await page.route('**/wps/system/config', (route) =>
      route.fulfill({
        json: {
          success: true,
          value: {
            customerService: ['/cs/DEMOVN/1', '/cs/DEMOVN/2'].map((target, index) => ({
              title: index === 0 ? 'Zalo 24/7' : '',
              path: encryptCustomerServicePath(target, `Key${index}abcd`),
              csType: 'LIVECHAT',
              labelIds: [],
            })),
            domainList: [{ domainName: `localhost:${server.port}` }],
          },
        },
      }),
    );
    await page.goto('/m/home');
    await homeSettled(page);
    await page.getByRole('button', { name: en('customer_service.open') }).click();
    await expect(
      page.getByRole('dialog', { name: en('status.online_customer_service') }),
    ).toBeVisible();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  });
});

test('the no-permission alert of a type-4 member', async ({ page, server }) => {
  await page.goto(`/m/home?token=${await tokenFor(server, 'nochat01')}`);
  await homeSettled(page);
  await expect(page.locator('.vip-progress .vip-label')).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${en('customer_service.chat')}`) }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    en('customer_service.chat_no_permission'),
  );
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
});

test.describe('DEMOBR, referral off', () => {
  test.use({ merchant: 'DEMOBR' });
  test('the coming-soon alert', async ({ page }) => {
    await page.goto('/m/home');
    await homeSettled(page);
    await page.getByRole('button', { name: en('promotions.referral'), exact: true }).click();
    await expect(page.getByRole('alertdialog', { name: en('app.prompt') })).toContainText(
      en('app.coming_soon'),
    );
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  });
});

test('the scan itself catches what it must', async ({ page }) => {
  await page.goto('/m/home');
  await homeSettled(page);
  await page.evaluate(() => document.body.append(document.createElement('button')));
  expect((await seriousAccessibilityProblems(page)).join('\n')).toContain('button-name');
});
