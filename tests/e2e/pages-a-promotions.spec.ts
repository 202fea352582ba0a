import { seriousAccessibilityProblems } from './axe';
import { expect, strings, test } from '../qa-kit/index.ts';

// The promotion list (/m/activity without an id, docs/pages.md "The pages"). Spec §2 keeps
// /m/activity for members: a visitor's Promotion tab leads to login, never to "not available".
test.use({ locale: 'en-US' });
const en = strings('en');

const promotionTab = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation').getByRole('link', { name: en('pages.activity') });

test('a visitor taps the Promotion tab: the login page, neither "coming soon" nor "not available"', async ({
  page,
}) => {
  await page.goto('/m/home');
  await promotionTab(page).click();
  await expect(page.getByRole('heading', { level: 1, name: en('pages.login') })).toBeVisible();
  await expect(page.getByText(en('promotions.not_found'))).toHaveCount(0);
});

test('a member lists the promotions by category and opens one', async ({ member }) => {
  const page = await member('player01');
  await page.goto('/m/home');
  await promotionTab(page).click();
  await expect(page.getByRole('heading', { level: 1, name: en('pages.activity') })).toBeVisible();
  const cards = page.getByRole('tabpanel').getByRole('link');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByText(en('promotions.not_found'))).toHaveCount(0);
  // The registration offer is for visitors; the disabled lucky wheel is not listed.
  await expect(cards.filter({ hasText: 'Đăng ký nhận 58.000 ₫' })).toHaveCount(0);
  await expect(cards.filter({ hasText: 'Vòng quay may mắn' })).toHaveCount(0);
  expect(await seriousAccessibilityProblems(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Hằng ngày' }).click();
  await expect(cards.filter({ hasText: 'Nhiệm vụ hằng ngày' })).toBeVisible();
  await expect(cards.filter({ hasText: 'Thưởng nạp đầu 100%' })).toHaveCount(0);
  await cards.filter({ hasText: 'Điểm danh mỗi ngày' }).click();
  await expect(page).toHaveURL(/\/m\/activity\?id=15$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Điểm danh mỗi ngày' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: en('promotions.action.REWARD_CENTER') }),
  ).toBeVisible();
});
