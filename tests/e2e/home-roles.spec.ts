import type { Page } from '@playwright/test';
import { expect, reloadOffline, test, tokenFor, waitForOfflineReady } from './fixtures.ts';
import { strings } from './locales.ts';
import { networkQuiet } from '../qa-kit/index.ts';

// The home page for a visitor, a member, an agent and a type-4 member (both merchants have CBS3
// on: docs/qa.md), and the whole page again offline from the tables after one online visit. Each role's check waits for the member info first: before it, every role looks
// alike, and an assertion that nothing is there could not fail.
const en = strings('en');
test.use({ locale: 'en-US' });

const VIP_LABEL = { DEMOVN: 'VIP Vàng', DEMOBR: 'VIP Ouro' } as const;

const vip = (page: Page) => page.getByRole('region', { name: en('promotions.vip_title') });
const chatButton = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^${en('customer_service.chat')}`) });
const referralButton = (page: Page) =>
  page.getByRole('button', { name: en('promotions.referral'), exact: true });

async function expectHomeContent(page: Page) {
  await expect(page.locator('.home-header')).toBeVisible();
  await expect(page.locator('.banner-strip img').first()).toBeVisible();
  await expect(page.locator('.lane').first()).toBeVisible();
}

/** The chat relays this page calls (unread count, launch). */
function chatCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/wps/relay/CBS_')) calls.push(new URL(request.url()).pathname);
  });
  return calls;
}

async function openAs(page: Page, token: string) {
  await page.goto(`/m/home?token=${token}`);
  await expectHomeContent(page);
  // The VIP block draws only once the member's info is read from the table.
  await expect(vip(page)).toBeVisible();
}

// The merchant's own VIP label on each; the role rules themselves (promotions/visibility.ts,
// referral.ts) do not depend on the merchant and are unit-tested, so the other roles run on one.
for (const merchant of ['DEMOVN', 'DEMOBR'] as const) {
  test.describe(merchant, () => {
    test.use({ merchant });

    test('player01: VIP label, activity buttons, mini-game and the unread chat badge', async ({
      page,
      server,
    }) => {
      await openAs(page, await tokenFor(server, 'player01', merchant));
      await expect(vip(page)).toContainText(VIP_LABEL[merchant]);
      await expect(page.locator('.promotion-item').first()).toBeVisible();
      await expect(page.getByRole('button', { name: en('mini_game.open') })).toBeVisible();
      const badged = page.getByRole('button', {
        name: en('customer_service.chat_unread', { count: '3' }),
      });
      await expect(badged).toBeVisible();
      await expect(badged.locator('.chat-badge')).toHaveText('3');
    });
  });
}

test.describe('DEMOVN', () => {
  test('a visitor: content, no VIP progress or mini-game; chat sends to login', async ({
    page,
  }) => {
    await page.goto('/m/home');
    await expectHomeContent(page);
    // The promotion views' chunk (which holds the VIP block) and the chat chunk are in.
    await expect(referralButton(page)).toBeVisible();
    await expect(chatButton(page)).toHaveAccessibleName(en('customer_service.chat'));
    await expect(vip(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: en('mini_game.open') })).toHaveCount(0);
    await chatButton(page).click();
    await expect(page).toHaveURL(/\/m\/login(\?|$)/);
  });

  test('nochat01: no activity buttons, no unread count, and no chat', async ({ page, server }) => {
    const calls = chatCalls(page);
    await openAs(page, await tokenFor(server, 'nochat01'));
    await expect(vip(page)).toContainText(en('promotions.vip_no_label'));
    await expect(page.getByRole('button', { name: en('mini_game.open') })).toBeVisible();
    // The type is known now; a member allowed to chat would have asked for the count at once,
    // before the network falls quiet.
    await networkQuiet(page);
    expect(calls).toEqual([]);
    await expect(page.locator('.promotion-item')).toHaveCount(0);
    await expect(chatButton(page)).toHaveAccessibleName(en('customer_service.chat'));
    await expect(page.locator('.chat-badge')).toHaveCount(0);

    await chatButton(page).click();
    await expect(page.getByRole('alertdialog')).toContainText(
      en('customer_service.chat_no_permission'),
    );
    expect(calls).toEqual([]);
  });

  test('agent01: the referral goes to agent registration', async ({ page, server }) => {
    await openAs(page, await tokenFor(server, 'agent01'));
    await expect(vip(page).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await referralButton(page).click();
    await expect(page).toHaveURL(/\/m\/agentRegister(\?|$)/);
  });
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one online visit the whole home page renders offline from the tables', async ({
    page,
    server,
  }) => {
    await openAs(page, await tokenFor(server, 'player01'));
    await expect(vip(page)).toContainText(VIP_LABEL.DEMOVN);
    await waitForOfflineReady(page);
    await reloadOffline(page, server);
    await expectHomeContent(page);
    await expect(page.locator('.promotion-item').first()).toBeVisible();
    await expect(vip(page)).toContainText(VIP_LABEL.DEMOVN);
    await expect(page.locator('.marquee-track')).not.toBeEmpty();
  });
});
