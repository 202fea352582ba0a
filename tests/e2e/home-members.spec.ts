import type { Page } from '@playwright/test';
import { APP_DATABASE, expect, presetStorage, storedKeys, test, tokenFor } from './fixtures.ts';
import { strings } from './locales.ts';
import { networkQuiet } from '../qa-kit/index.ts';
import { DOWNLOAD_IMAGE_DISMISSED_KEY } from '../../src/common/storageKeys';

// Sessions are per tab (session storage) while IndexedDB is shared by every tab of the origin:
// two members signed in side by side must each see their own member info, VIP progress and
// customer service, and get their own chat and language rules (docs/home.md "Member data").
const en = strings('en');
test.use({ locale: 'en-US' });

test.beforeEach(async ({ context }) => {
  // The download-image popup (20 s after a home page opens) would cover the buttons; these
  // tests are about the members, so it counts as dismissed in every tab.
  await presetStorage(context, 'session', DOWNLOAD_IMAGE_DISMISSED_KEY, '1');
});

const vip = (page: Page) => page.getByRole('region', { name: en('promotions.vip_title') });
const chatButton = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^${en('customer_service.chat')}`) });
/** By its place, not its name: the tabs share the stored language, which one of them changes. */
const csButton = (page: Page) => page.locator('.cs-fab');
const languageSelect = (page: Page) => page.locator('.language-switcher select');

/** What a tab sends that depends on who is signed in. */
function memberCalls(page: Page) {
  const calls = { languagePosts: [] as string[], chat: [] as string[] };
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/wps/member/language') calls.languagePosts.push(request.postData() ?? '');
    if (path.startsWith('/wps/relay/CBS_')) calls.chat.push(path);
  });
  return calls;
}

async function openTab(page: Page, token: string, label: string) {
  await page.goto(`/m/home?token=${token}`);
  await expect(vip(page)).toContainText(label);
  await expect(chatButton(page)).toBeVisible();
}

/** The customer-service line a tap opens (one line each: it opens at once). */
async function lineOpenedBy(page: Page) {
  const opened = page.context().waitForEvent('page');
  await csButton(page).click();
  const line = await opened;
  await line.waitForURL(/\/cs\/DEMOVN\/\d$/);
  const path = new URL(line.url()).pathname;
  await line.close();
  return path;
}

test('a type-0 and a type-4 member in two tabs each keep their own rules', async ({
  context,
  server,
}) => {
  test.slow(); // two home pages, each signed in, on a machine that may be busy
  const player = await context.newPage();
  const playerCalls = memberCalls(player);
  await openTab(player, await tokenFor(server, 'player01'), 'VIP Vàng');
  await expect(chatButton(player)).toHaveAccessibleName(
    en('customer_service.chat_unread', { count: '3' }),
  );

  // nochat01 signs in in a second tab: its member info is written after player01's.
  const noChat = await context.newPage();
  const noChatCalls = memberCalls(noChat);
  await openTab(noChat, await tokenFor(server, 'nochat01'), en('promotions.vip_no_label'));

  // player01's tab still shows player01's label, VIP line and chat, and saves the language.
  await expect(vip(player)).toContainText('VIP Vàng');
  expect(await lineOpenedBy(player)).toBe('/cs/DEMOVN/2');
  const launched = player.waitForRequest('**/wps/relay/CBS_launchChat');
  const chat = context.waitForEvent('page');
  await chatButton(player).click();
  await launched;
  // Closed once it shows the chat: a window closed before that is the player changing their mind.
  const chatWindow = await chat;
  await chatWindow.waitForURL(/\/cs\/chat\/DEMOVN\?/);
  await chatWindow.close();
  await expect(player.getByRole('alertdialog')).toHaveCount(0);
  await languageSelect(player).selectOption('TH');
  await expect.poll(() => playerCalls.languagePosts.length).toBe(1);
  expect(JSON.parse(playerCalls.languagePosts[0]!)).toMatchObject({ language: 'TH' });

  // player01's tab reloads, writing its member info last: nochat01's tab keeps its own rules.
  // (The stored language is shared by the tabs: from here on the texts may be Thai.)
  await player.reload();
  await expect(player.locator('.vip-label')).toHaveText('VIP Vàng');
  await expect(noChat.locator('.vip-label')).not.toHaveText('VIP Vàng');
  expect(await lineOpenedBy(noChat)).toBe('/cs/DEMOVN/1');
  await languageSelect(noChat).selectOption('EN');
  await expect(noChat.locator('html')).toHaveAttribute('lang', 'en');
  await expect(noChat.locator('.vip-label')).toHaveText(en('promotions.vip_no_label'));
  await chatButton(noChat).click();
  await expect(noChat.getByRole('alertdialog')).toContainText(
    en('customer_service.chat_no_permission'),
  );
  // A post sent on the change, or a chat call on the tap, would be out before the network falls
  // quiet.
  await networkQuiet(noChat);
  expect(noChatCalls.languagePosts).toEqual([]);
  expect(noChatCalls.chat).toEqual([]);
});

/** The keys of the member rows stored in this origin's database, per table. */
async function storedMemberKeys(page: Page) {
  const tables = ['memberInfo', 'rankProgress', 'memberPromotions'];
  const keys = await Promise.all(tables.map((table) => storedKeys(page, APP_DATABASE, table)));
  return Object.fromEntries(tables.map((table, index) => [table, keys[index]]));
}

test('a member whose session ends leaves no rows of theirs behind', async ({
  page,
  server,
  scenario,
}) => {
  await openTab(page, await tokenFor(server, 'player01'), 'VIP Vàng');
  await expect(page.locator('.promotion-item').first()).toBeVisible();
  await expect
    .poll(() => storedMemberKeys(page))
    .toEqual({ memberInfo: ['10001'], rankProgress: ['10001'], memberPromotions: ['10001'] });

  // Spec §8: the server no longer knows the session; the storefront logs the member out.
  await scenario({
    forceError: [{ path: '/wps/member/info', errorCode: 'customer.not.login', message: 'Sign in' }],
  });
  await page.reload();
  await expect(page.getByRole('alertdialog')).toContainText(en('session.please_login'));
  await expect
    .poll(() => storedMemberKeys(page))
    .toEqual({ memberInfo: [], rankProgress: [], memberPromotions: [] });
  await expect(vip(page)).toHaveCount(0);
});
