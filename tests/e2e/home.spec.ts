import { expect, test, waitForServiceWorkerControl } from './fixtures';
import { strings } from './locales';

async function marqueeTexts(serverUrl: string, merchant: string) {
  const response = await fetch(
    `${serverUrl}/wps/relay/MCSFE_getListAnnouncements?types=MQ&platform=M`,
    { headers: { Merchant: merchant } },
  );
  const body = (await response.json()) as { value: { content: string }[] };
  return body.value.map((announcement) => announcement.content);
}

test.describe('Vietnamese merchant', () => {
  test.use({ merchant: 'DEMOVN', locale: 'vi-VN' });

  test('a cold start shows the home page with logo, banners and marquee in Vietnamese', async ({
    page,
    server,
  }) => {
    await page.goto('/m/');
    await expect(page.locator('.home-header img.logo')).toBeVisible();
    await expect(page.locator('.banner-strip img')).toHaveCount(4);
    const [firstAnnouncement] = await marqueeTexts(server.url, 'DEMOVN');
    await expect(page.locator('.marquee-track')).toContainText(firstAnnouncement!);
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.getByRole('navigation')).toContainText(strings('vi')('pages.home'));
  });

  for (const path of ['/', '/m/home', '/m/index', '/m/index.html']) {
    test(`${path} is the home page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('.banner-strip img')).toHaveCount(4);
    });
  }

  test('a reload with the network cut shows the same home page and the offline notice', async ({
    page,
    context,
    server,
  }) => {
    await page.goto('/m/home');
    await expect(page.locator('.banner-strip img')).toHaveCount(4);
    const marquee = await page.locator('.marquee-track').textContent();
    await waitForServiceWorkerControl(page);
    // The first visit's locale file and images reach the worker's caches (CACHE_URLS).
    await page.waitForFunction(async () => {
      const [locales, images] = await Promise.all([
        caches.open('locales').then((cache) => cache.keys()),
        caches.open('images').then((cache) => cache.keys()),
      ]);
      return locales.length > 0 && images.length >= 5;
    });

    await server.close();
    await context.setOffline(true);
    await page.reload();

    await expect(
      page.getByRole('status').filter({ hasText: strings('vi')('network.offline') }),
    ).toBeVisible();
    await expect(page.locator('.banner-strip img')).toHaveCount(4);
    await expect(page.locator('.marquee-track')).toHaveText(marquee!);
    const logoLoaded = await page
      .locator('.home-header img.logo')
      .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
    expect(logoLoaded).toBe(true);
  });
});

test.describe('Brazilian merchant', () => {
  test.use({ merchant: 'DEMOBR', locale: 'pt-BR' });

  test('shows its own home page in Brazilian Portuguese', async ({ page, server }) => {
    await page.goto('/m/');
    await expect(page.locator('.banner-strip img')).toHaveCount(4);
    const [firstAnnouncement] = await marqueeTexts(server.url, 'DEMOBR');
    await expect(page.locator('.marquee-track')).toContainText(firstAnnouncement!);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('navigation')).toContainText(strings('pt-br')('pages.game'));
  });

  test("falls back to the merchant's language for an unsupported browser language", async ({
    browser,
    server,
  }) => {
    const context = await browser.newContext({ locale: 'de-DE', baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/m/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await context.close();
  });
});
