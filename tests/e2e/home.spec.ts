import { DEMOBR } from '../../server/merchants/DEMOBR.ts';
import { readablePrimary } from '../../src/ui/readableColor.ts';
import { expect, reloadOffline, test, waitForOfflineReady } from './fixtures';
import { strings } from './locales';
import { seriousAccessibilityProblems } from './axe.ts';

/** `#rrggbb` as getComputedStyle writes it. */
function cssRgb(hex: string) {
  const [red, green, blue] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${red}, ${green}, ${blue})`;
}

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

  test.describe('in motion', () => {
    test.use({ reducedMotion: 'no-preference' });

    test('banner images load as the carousel nears them; the marquee moves at 60 px/s', async ({
      page,
      clock,
    }) => {
      const requested: string[] = [];
      page.on('request', (request) => {
        const name = /banner-(\d+)\.svg/.exec(request.url())?.[1];
        if (name) requested.push(name);
      });
      await page.goto('/m/');
      const slides = page.locator('.banner-strip img');
      await expect(slides).toHaveCount(4);
      // The first slide, and the second within 100 px of the strip's edge; not the others yet.
      await expect(slides.nth(1)).toHaveAttribute('src', /banner-2\.svg$/);
      await expect(slides.nth(2)).not.toHaveAttribute('src', /./);
      expect(requested).not.toContain('3');
      // Autoplay (5 s, moved on the page's clock) brings the second slide in: the third is now
      // near enough. The clock is not moved again: the next slide's 5 s take 5 real seconds.
      const { BANNER_AUTOPLAY_MS } = await import('../../src/features/home/BannerCarousel.tsx');
      await clock.runFor(BANNER_AUTOPLAY_MS);
      await expect(slides.nth(2)).toHaveAttribute('src', /banner-3\.svg$/);
      await expect(slides.nth(3)).not.toHaveAttribute('src', /./);

      const { width, seconds } = await page.locator('.marquee-track').evaluate((track) => ({
        width: track.getBoundingClientRect().width,
        seconds: parseFloat(getComputedStyle(track).animationDuration),
      }));
      expect(seconds).toBeCloseTo(width / 60, 1);

      // The home page of a visitor, the carousel's pause button there, passes an axe scan.
      await expect(page.locator('.lane').first()).toBeVisible();
      await expect(
        page.getByRole('button', { name: strings('vi')('home.banners_pause') }),
      ).toBeVisible();
      expect(await seriousAccessibilityProblems(page)).toEqual([]);
    });
  });

  // Two of the home page's six addresses: the route table's unit test has them all.
  for (const path of ['/', '/m/index.html']) {
    test(`${path} is the home page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('.banner-strip img')).toHaveCount(4);
    });
  }

  test.describe('with the service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test('a reload with the network cut shows the same home page and the offline notice', async ({
      page,
      context,
      server,
    }) => {
      const workerFetches = new Map<string, number>();
      context.on('request', (request) => {
        if (!request.serviceWorker() || !request.url().includes('/m/locales/')) return;
        workerFetches.set(request.url(), (workerFetches.get(request.url()) ?? 0) + 1);
      });
      await page.goto('/m/home');
      await expect(page.locator('.banner-strip img')).toHaveCount(4);
      const marquee = await page.locator('.marquee-track').textContent();
      await waitForOfflineReady(page);
      // The first visit's images reach the worker's image cache too (CACHE_URLS): every one
      // the page shows.
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const cache = await caches.open('images');
            const shown = [...document.images]
              .filter((image) => image.complete && image.naturalWidth > 0)
              .map((image) => image.currentSrc);
            if (shown.length === 0) return ['(no image shown yet)'];
            const cached = await Promise.all(shown.map((url) => cache.match(url)));
            return shown.filter((_, index) => !cached[index]);
          }),
        )
        .toEqual([]);
      // The worker stores each file the page loaded before it once: a second copy on its way
      // when the network drops could take the stored one with it.
      expect(workerFetches.size).toBeGreaterThan(0);
      for (const [url, count] of workerFetches) expect(count, url).toBe(1);

      await reloadOffline(page, server);

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

    test('with the run-time locale cache lost, the offline app still reads in English', async ({
      page,
      server,
    }) => {
      await page.goto('/m/home');
      await expect(page.locator('.banner-strip img')).toHaveCount(4);
      await waitForOfflineReady(page);
      // What a storage eviction or an expired entry leaves: the Vietnamese file is gone.
      await page.evaluate(() => caches.delete('locales'));

      await reloadOffline(page, server);

      // The fallback language ships with the app shell: English, never the bare string keys.
      await expect(
        page.getByRole('status').filter({ hasText: strings('en')('network.offline') }),
      ).toBeVisible();
      await expect(page.locator('.banner-strip img')).toHaveCount(4);
    });

    test('a language file fetched 40 days ago still reads offline', async ({
      page,
      context,
      server,
    }) => {
      // The file as a player would hold it after 40 days without a connection: its Date is old.
      const fortyDaysAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000).toUTCString();
      await context.route('**/m/locales/vi.json', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, headers: { ...response.headers(), date: fortyDaysAgo } });
      });
      await page.goto('/m/home');
      await expect(page.locator('.banner-strip img')).toHaveCount(4);
      await waitForOfflineReady(page);

      await context.unrouteAll({ behavior: 'wait' });
      await reloadOffline(page, server);

      await expect(
        page.getByRole('status').filter({ hasText: strings('vi')('network.offline') }),
      ).toBeVisible();
    });
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
    await expect(page.locator('.lane').first()).toBeVisible();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  });

  test('wears its own theme colour, darkened just enough to stay readable', async ({ page }) => {
    const brand = DEMOBR.mobileTemplate.parameters.primary_color;
    const shown = cssRgb(readablePrimary(brand));
    // Not the stylesheet's default (DEMOVN's red), and not the brand green itself (3.6:1 on white).
    expect(shown).not.toBe('rgb(200, 16, 46)');
    expect(shown).not.toBe(cssRgb(brand));
    await page.goto('/m/');
    const current = page.getByRole('navigation').locator('a[aria-current="page"]');
    await expect(current).toHaveCSS('color', shown);
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
