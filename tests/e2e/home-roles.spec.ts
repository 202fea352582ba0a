import type { Page } from '@playwright/test';
import { expect, test, tokenFor } from './fixtures.ts';

// Issue 5: the home page for a visitor, a member, an agent and a type-4 member on both merchants,
// and the whole page again offline from the tables after one online visit.

async function expectHomeContent(page: Page, { activityButtons = true } = {}) {
  await expect(page.locator('.home-header')).toBeVisible();
  await expect(page.locator('.banner-strip img').first()).toBeVisible();
  await expect(page.locator('.lane').first()).toBeVisible();
  if (activityButtons) await expect(page.locator('.promotion-item').first()).toBeVisible();
  // Spec §5: activity buttons only for member types 0, 1, 2 and visitors.
  else await expect(page.locator('.promotion-item')).toHaveCount(0);
}

for (const merchant of ['DEMOVN', 'DEMOBR'] as const) {
  test.describe(merchant, () => {
    test.use({ merchant });

    test('a visitor: content, no VIP progress, no mini-game', async ({ page }) => {
      await page.goto('/m/home');
      await expectHomeContent(page);
      await expect(page.locator('.vip-progress')).toHaveCount(0);
      await expect(page.locator('.mini-game-button')).toHaveCount(0);
    });

    for (const account of ['player01', 'agent01', 'nochat01']) {
      test(`${account}: content, VIP progress and the mini-game`, async ({ page, server }) => {
        await page.goto(`/m/home?token=${await tokenFor(server, account, merchant)}`);
        await expectHomeContent(page, { activityButtons: account !== 'nochat01' });
        await expect(page.locator('.vip-progress')).toBeVisible();
        await expect(page.locator('.mini-game-button')).toBeVisible();
        if (account === 'nochat01') await expect(page.locator('.chat-badge')).toHaveCount(0);
      });
    }
  });
}

test('after one online visit the whole home page renders offline from the tables', async ({
  page,
  context,
  server,
}) => {
  await page.goto(`/m/home?token=${await tokenFor(server, 'player01')}`);
  await expectHomeContent(page);
  await expect(page.locator('.vip-progress')).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  await server.close();
  await page.reload();
  await expectHomeContent(page);
  await expect(page.locator('.vip-progress')).toBeVisible();
  await expect(page.locator('.marquee-track')).not.toBeEmpty();
});
