import type { Page } from '@playwright/test';
import { expect, reloadOffline, test, tokenFor, waitForOfflineReady } from './fixtures';
import { strings } from './locales';

const en = strings('en');

// Spec §9 order of the demo lanes (server/merchants/lanes.ts lists them in another order).
const DEMOVN_ORDER = [
  'Xổ số ba miền', // LOTT 100
  'Xổ số VIP', // VIETNAM_LOTTO 101
  'Xổ số điện toán', // ELOTTO 200
  'Xổ số Đông Nam Á', // SEA_LOTT 205
  'Game bài', // PVP as TCG 300, listed before RNG
  'Quay số nhanh', // RNG as TCG 300
];
const DEMOBR_ORDER = [
  'Loterias online', // ELOTT 100
  'Loterias asiáticas', // SEA_LOTT 105
  'Jogo do Bicho e loterias', // LOTT 200
  'Jogos rápidos', // RNG as TCG 300
  'Cassino ao vivo', // LIVE, not ranked by the operator
];

test.use({ locale: 'en-US' });

const laneTitles = (page: Page) => page.locator('.lane h2');
const lane = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** Spec §7 popup announcements (types PR) would cover the lanes; this merchant has none today. */
async function withoutPopupAnnouncements(page: Page) {
  await page.route(
    (url) =>
      url.pathname === '/wps/relay/MCSFE_getListAnnouncements' &&
      (url.searchParams.get('types') ?? '').includes('PR'),
    (route) => route.fulfill({ json: { success: true, value: [] } }),
  );
}

test.describe('Vietnamese merchant', () => {
  test('a visitor sees the game lanes in spec §9 order with vendors, games and counts', async ({
    page,
  }) => {
    await withoutPopupAnnouncements(page);
    await page.goto('/m/home');
    await expect(laneTitles(page)).toHaveText(DEMOVN_ORDER);

    const electronic = lane(page, 'Xổ số điện toán');
    await expect(electronic.getByRole('list', { name: en('lanes.vendors') })).toHaveText(
      'TC Điện Toán',
    );
    await expect(electronic).toContainText(en('lanes.game_count', { total: '6' }));
    await expect(electronic.getByRole('link', { name: /Mega 6\/45/ })).toContainText(
      `${en('lanes.jackpot')} ₫18,456,320,500`,
    );
    // A vendor without a display name shows its code.
    await expect(
      lane(page, 'Quay số nhanh').getByRole('list', { name: en('lanes.vendors') }),
    ).toHaveText(['TC Quay Số', 'SPRIBO'].join(''));

    const north = lane(page, 'Xổ số ba miền').getByRole('link', { name: 'Miền Bắc' });
    await expect(north).toHaveAttribute('href', '/m/launchGame?vendor=TCG_LOTTO_VN&code=MB');
    // The launch route is for members: a visitor's tap ends on the login page.
    await north.click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test("a member's tap on a game opens the launch route with the game's ids", async ({
    page,
    server,
  }) => {
    const token = await tokenFor(server, 'player01');
    await withoutPopupAnnouncements(page);
    await page.goto(`/m/home?token=${token}`);
    await lane(page, 'Xổ số Đông Nam Á').getByRole('link', { name: 'Siêu tốc 5 phút' }).click();
    await expect(page).toHaveURL(/\/m\/launchGame\?vendor=TCG_SEA&code=SEA_MEGA_5M$/);
  });

  test.describe('with the service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test('after one online visit the lanes render offline', async ({ page, server }) => {
      await page.goto('/m/home');
      await expect(laneTitles(page)).toHaveText(DEMOVN_ORDER);
      await waitForOfflineReady(page);

      await reloadOffline(page, server);

      await expect(
        page.getByRole('status').filter({ hasText: en('network.offline') }),
      ).toBeVisible();
      await expect(laneTitles(page)).toHaveText(DEMOVN_ORDER);
      await expect(lane(page, 'Xổ số VIP').getByRole('link')).toHaveCount(4);
    });
  });

  test('a malformed answer keeps the lanes shown before', async ({ page, scenario }) => {
    await page.goto('/m/home');
    await expect(laneTitles(page)).toHaveText(DEMOVN_ORDER);

    await scenario({ malformed: true, paths: ['/wps/relay/GCSGAME_newGameVendor'] });
    await page.reload();

    await expect(page.getByRole('alertdialog')).toContainText(en('data.invalid_response'));
    await expect(laneTitles(page)).toHaveText(DEMOVN_ORDER);
  });

  test('with no lanes ever stored a skeleton holds their place', async ({ page, scenario }) => {
    await scenario({ malformed: true, paths: ['/wps/relay/GCSGAME_newGameVendor'] });
    await page.goto('/m/home');
    await expect(page.locator('.banner-strip img')).toHaveCount(4);
    await expect(page.locator('.lanes-skeleton')).toBeVisible();
    await expect(laneTitles(page)).toHaveCount(0);
  });
});

test.describe('Brazilian merchant', () => {
  test.use({ merchant: 'DEMOBR' });

  test('a visitor sees its own lanes in spec §9 order, amounts in Brazilian format', async ({
    page,
  }) => {
    await page.goto('/m/home');
    await expect(laneTitles(page)).toHaveText(DEMOBR_ORDER);
    const online = lane(page, 'Loterias online');
    await expect(online.getByRole('link', { name: /Super Sena/ })).toContainText(
      /R\$\s1\.234\.567,89/,
    );
    await expect(online.getByRole('link', { name: /Quina Turbo/ })).toContainText(
      /R\$\s87\.450,50/,
    );
    await expect(lane(page, 'Cassino ao vivo')).toContainText(
      en('lanes.game_count', { total: '21' }),
    );
  });
});
