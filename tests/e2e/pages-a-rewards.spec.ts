import { PAGE_PATHS } from '../../src/common/pages/pageApi.ts';
import type { Redemption } from '../../src/common/pages/mallSchemas.ts';
import { memberGet, setMissionProgress } from '../../server/pages/testClient.ts';
import { seriousAccessibilityProblems } from './axe';
import { expect, strings, test, tokenFor } from '../qa-kit/index.ts';

// The member's reward pages (docs/pages.md "The pages"): a claim, a mission, a redemption, each
// one tap, idempotent, and what the backend keeps checked through the member's own calls.
test.use({ locale: 'en-US' });
const en = strings('en');

test('a member claims a reward with one tap and sees the points credited', async ({ member }) => {
  const page = await member('player01');
  await page.goto('/m/rewardCenter');
  await expect(page.getByText(en('rewards.my_points', { points: '1,280' }))).toBeVisible();
  const welcome = page.getByRole('article', { name: 'Quà chào mừng: 100 điểm' });
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await welcome.getByRole('button', { name: en('rewards.claim') }).click();
  await expect(page.getByText(en('rewards.claimed_notice', { prize: '100 points' }))).toBeVisible();
  await expect(page.getByText(en('rewards.my_points', { points: '1,380' }))).toBeVisible();
  await expect(welcome).toHaveCount(0);
  await page.getByRole('tab', { name: /^Claimed/ }).click();
  await expect(welcome).toBeVisible();
});

test('a member completes a mission, claims it, and gets on the leaderboard', async ({
  member,
  storefront,
}) => {
  const page = await member('player01');
  await setMissionProgress(storefront, 'player01', 3, 3);
  await page.goto('/m/leaderBoard');
  const lottery = page.getByRole('article', { name: 'Đặt 3 vé xổ số' });
  await expect(lottery.getByRole('progressbar')).toHaveAttribute('value', '3');
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await lottery.getByRole('button', { name: en('rewards.claim') }).click();
  await expect(lottery).toContainText(en('missions.claimed'));
  await expect(page.getByRole('region', { name: en('missions.leaderboard_daily') })).toContainText(
    /Your place: \d+/,
  );
});

test('a double tap on Redeem redeems once; a sold-out item cannot be redeemed', async ({
  member,
  storefront,
  scenario,
}) => {
  const page = await member('player01');
  const token = await tokenFor(storefront, 'player01');
  const redemptions = async () =>
    (await memberGet<{ items: Redemption[] }>(storefront, PAGE_PATHS.mallRedemptions, token)).value
      ?.items ?? [];
  const before = (await redemptions()).length;
  await page.goto('/m/mall/mallHome');
  const voucher = page.getByRole('article', { name: 'Voucher nạp tặng 50.000 ₫' });
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await voucher.getByRole('button', { name: en('mall.redeem') }).dblclick();
  await expect(
    page.getByText(en('mall.redeemed_notice', { title: 'Voucher nạp tặng 50.000 ₫' })),
  ).toBeVisible();
  await expect(voucher).toContainText(en('mall.limit', { redeemed: '1', limit: '2' }));
  expect((await redemptions()).length).toBe(before + 1);
  await expect(page.getByText(en('rewards.my_points', { points: '980' }))).toBeVisible();

  await page.getByRole('tab', { name: en('mall.history') }).click();
  await expect(
    page
      .getByRole('list', { name: en('mall.history') })
      .getByRole('listitem')
      .first(),
  ).toContainText('Voucher nạp tặng 50.000 ₫');

  await scenario.set({ mallSoldOut: true });
  await page.reload();
  await page.getByRole('tab', { name: en('mall.all') }).click();
  await expect(voucher).toContainText(en('mall.sold_out'));
  await expect(voucher.getByRole('button', { name: en('mall.redeem') })).toBeDisabled();
});
