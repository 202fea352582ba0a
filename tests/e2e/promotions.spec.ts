import type { Page } from '@playwright/test';
import { promotionsOf } from '../../server/merchants/promotions.ts';
import {
  expect,
  openHome as openHomeUntil,
  reloadOffline,
  test,
  tokenFor,
  waitForOfflineReady,
} from './fixtures';
import { strings } from './locales';

// Spec §3 redirects, §4 referral action and VIP progress, §5 visibility, on the demo promotions
// (server/merchants/promotions.ts): DEMOVN has referral on, DEMOBR has it off site-wide.
const en = strings('en');

test.use({ locale: 'en-US' });

test.beforeEach(async ({ page }) => {
  // The announcement popups (spec §4) would cover the buttons: these tests are not about them.
  await page.route(
    (url) =>
      url.pathname === '/wps/relay/MCSFE_getListAnnouncements' &&
      (url.searchParams.get('types') ?? '').includes('PR'),
    (route) => route.fulfill({ json: { success: true, value: [] } }),
  );
});

/** The title of the merchant's promotion with that redirect. */
function titleOf(merchant: string, redirect: string) {
  const found = promotionsOf(merchant).promotions.find((p) => p.redirect === redirect);
  if (!found) throw new Error(`${merchant} has no ${redirect} promotion`);
  return found.title;
}

const strip = (page: Page) => page.getByRole('region', { name: en('promotions.title') });
const item = (page: Page, merchant: string, redirect: string) =>
  strip(page)
    .getByRole('listitem')
    .filter({ hasText: titleOf(merchant, redirect) });
const referralButton = (page: Page) =>
  page.getByRole('button', { name: en('promotions.referral'), exact: true });
const vip = (page: Page) => page.getByRole('region', { name: en('promotions.vip_title') });

const openHome = (page: Page, token?: string) =>
  openHomeUntil(page, token, strip(page).or(referralButton(page)).first());

test.describe('a visitor', () => {
  test('sees the enabled promotions; protected ones go to login, REGISTER to registration', async ({
    page,
  }) => {
    await openHome(page);
    const enabled = promotionsOf('DEMOVN').promotions.filter((p) => p.enabled);
    await expect(strip(page).getByRole('listitem')).toHaveCount(enabled.length);
    const ended = promotionsOf('DEMOVN').promotions.find((p) => !p.enabled)!;
    await expect(strip(page)).not.toContainText(ended.title);

    const external = item(page, 'DEMOVN', 'REDIRECT_URL').getByRole('link');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(external).toHaveAttribute(
      'href',
      promotionsOf('DEMOVN').promotions.find((p) => p.redirect === 'REDIRECT_URL')!.externalLink!,
    );

    await item(page, 'DEMOVN', 'APP_DOWNLOAD').click();
    // The app-install sheet answers APP_DOWNLOAD (docs/install.md).
    const sheet = page.getByRole('dialog', { name: en('install_popup.title') });
    await sheet.getByRole('button', { name: en('install_popup.continue_web') }).click();
    await expect(sheet).toHaveCount(0);

    await item(page, 'DEMOVN', 'DEPOSIT').click();
    await expect(page).toHaveURL(/\/m\/login(\?|$)/);
    await page.goBack();
    await item(page, 'DEMOVN', 'REGISTER').click();
    await expect(page).toHaveURL(/\/m\/register(\?|$)/);
  });

  test('opens the referral page without logging in: spec §2’s only public page', async ({
    page,
  }) => {
    await page.goto('/m/inviteFriends');
    await expect(
      page.getByRole('heading', { level: 1, name: en('pages.invite_friends') }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/m\/inviteFriends$/);
    // Its neighbour in the referral action is a member page: the same visitor goes to login.
    await page.goto('/m/agentRegister');
    await expect(page).toHaveURL(/\/m\/login(\?|$)/);
  });

  test('is sent to log in to open a promotion page (spec §2 member route)', async ({ page }) => {
    await page.goto('/m/activity?id=12');
    await expect(page).toHaveURL(/\/m\/login(\?|$)/);
  });
});

test.describe('a member', () => {
  test('player01 sees the VIP label and progress, no REGISTER, and opens a promotion', async ({
    page,
    server,
  }) => {
    await openHome(page, await tokenFor(server, 'player01'));
    await expect(vip(page)).toContainText('VIP Vàng');
    await expect(vip(page)).toContainText(
      en('promotions.vip_conditions', { completed: '3', total: '5' }),
    );
    await expect(vip(page).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    await expect(item(page, 'DEMOVN', 'MEMBER')).toBeVisible();
    await expect(item(page, 'DEMOVN', 'REGISTER')).toHaveCount(0);

    await page.goto('/m/activity?id=12');
    const promotion = promotionsOf('DEMOVN').promotions.find((p) => p.id === 12)!;
    await expect(page.getByRole('heading', { name: promotion.title })).toBeVisible();
    await expect(page.getByRole('list', { name: en('promotions.categories') })).toContainText(
      'Nạp tiền',
    );
    await page.getByRole('link', { name: en('promotions.action.DEPOSIT') }).click();
    await expect(page).toHaveURL(/\/m\/voucherCenter(\?|$)/);

    await page.goto('/m/activity?id=999');
    await expect(
      page.getByRole('status').filter({ hasText: en('promotions.not_found') }),
    ).toBeVisible();
  });

  test("agent01's referral goes to agent registration", async ({ page, server }) => {
    await openHome(page, await tokenFor(server, 'agent01'));
    // Member info (the agent's type) is stored once the VIP block shows.
    await expect(vip(page)).toContainText(en('promotions.vip_no_label'));
    await expect(vip(page).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await referralButton(page).click();
    await expect(page).toHaveURL(/\/m\/agentRegister(\?|$)/);
  });

  test('a member whose own referral is off gets customer service, and no activity buttons (type 4)', async ({
    page,
    context,
    server,
  }) => {
    await openHome(page, await tokenFor(server, 'nochat01'));
    await expect(vip(page)).toBeVisible();
    await expect(strip(page)).toHaveCount(0);
    const opened = context.waitForEvent('page');
    await referralButton(page).click();
    const support = await opened;
    await support.waitForLoadState();
    expect(new URL(support.url()).pathname).toBe('/cs/DEMOVN/1');
  });
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a promotion page opens offline from the stored table', async ({ page, server }) => {
    await page.goto(`/m/activity?id=12&token=${await tokenFor(server, 'player01')}`);
    const title = promotionsOf('DEMOVN').promotions.find((p) => p.id === 12)!.title;
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    // The button needs the member's type, stored once member info has answered.
    await expect(page.getByRole('link', { name: en('promotions.action.DEPOSIT') })).toBeVisible();
    await waitForOfflineReady(page);

    await reloadOffline(page, server);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: en('promotions.action.DEPOSIT') })).toBeVisible();
  });
});

test.describe('the Brazilian merchant', () => {
  test.use({ merchant: 'DEMOBR' });

  test('shows its own promotions without the referral one, and referral is coming soon', async ({
    page,
  }) => {
    await openHome(page);
    await expect(item(page, 'DEMOBR', 'DEPOSIT')).toBeVisible();
    await expect(strip(page)).not.toContainText(titleOf('DEMOBR', 'INVITE_FRIENDS'));

    await referralButton(page).click();
    const alert = page.getByRole('alertdialog', { name: en('app.prompt') });
    await expect(alert).toContainText(en('app.coming_soon'));
    await alert.getByRole('button', { name: en('promotions.submit') }).click();
    await expect(alert).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/home(\?|$)/);
  });
});
