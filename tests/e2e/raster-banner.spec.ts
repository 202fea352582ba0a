import type { Page, Response } from '@playwright/test';
import { writeDemoBanners } from '../../server/images/rasterBanner.ts';
import { findMerchant } from '../../server/merchants/index.ts';
import { expect, reloadOffline, test, waitForOfflineReady } from './fixtures.ts';

// A merchant whose operator uploaded a raster banner (docs/performance.md "Images"): on a phone the
// carousel asks for one width of it, the server answers WebP, and offline the worker has that file.
// A 412 px screen at 1.75 dppx (Lighthouse's phone) draws the banner 380 px wide: 665 device
// pixels, so the 720 px file.
test.use({
  serviceWorkers: 'allow',
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
});

const UPLOADED = /\/cdn\/[A-Z]+\/banner-1\.png/;

/** The first banner once it has loaded: the file the browser chose and its size in pixels. */
async function firstBanner(page: Page) {
  const image = page.locator('.banner-strip img').first();
  await expect(image).toHaveJSProperty('complete', true);
  return image.evaluate((element: HTMLImageElement) => ({
    currentSrc: element.currentSrc,
    naturalWidth: element.naturalWidth,
  }));
}

/**
 * Resolves once `url` is the page's largest paint: an entry may come a frame after the image
 * loaded, so this waits for it rather than reading the entries so far.
 */
function paintedAsLargest(page: Page, url: string) {
  return page.evaluate(
    (url) =>
      new Promise<true>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { url: string })[];
          if (entries.some((entry) => entry.url === url)) resolve(true);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
    url,
  );
}

test('an uploaded raster banner is fetched once at a phone width in WebP, painted, and there offline', async ({
  page,
  server,
  merchant,
}) => {
  const brand = findMerchant(merchant)?.brand;
  if (!brand) throw new Error(`${merchant} has no brand`);
  await writeDemoBanners(server.dataDir, merchant, brand, [1]);

  const pageAnswers: Response[] = [];
  // The full upload is never asked for: index.html's preload asks for the carousel's width too.
  const fullSizeAsked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (UPLOADED.test(url.pathname) && !url.searchParams.has('w')) fullSizeAsked.push(url.href);
  });
  page.on('response', (response) => {
    if (UPLOADED.test(response.url()) && new URL(response.url()).searchParams.has('w')) {
      pageAnswers.push(response);
    }
  });

  await page.goto('/m/home');
  const first = await firstBanner(page);
  expect(new URL(first.currentSrc).searchParams.get('w')).toBe('720');
  // Its density-corrected width: the 720 px file drawn for 380 CSS px.
  expect(first.naturalWidth).toBe(380);
  // Painted: it is the page's largest paint.
  expect(await paintedAsLargest(page, first.currentSrc)).toBe(true);
  // One width, asked once, in WebP.
  expect(pageAnswers.map((response) => response.url())).toEqual([first.currentSrc]);
  expect(await pageAnswers[0]?.headerValue('content-type')).toBe('image/webp');
  expect(await pageAnswers[0]?.headerValue('vary')).toBe('Accept');
  expect(fullSizeAsked).toEqual([]);

  // The worker keeps the same width in the same format for offline use (it asks for the page's
  // first files itself, naming the formats the browser reads, not `*/*`).
  await waitForOfflineReady(page);
  await expect
    .poll(() =>
      page.evaluate(async (url) => {
        const hit = await (await caches.open('images')).match(url, { ignoreVary: true });
        return hit?.headers.get('content-type') ?? null;
      }, first.currentSrc),
    )
    .toBe('image/webp');

  pageAnswers.length = 0;
  await reloadOffline(page, server);
  const offline = await firstBanner(page);
  expect(offline).toEqual(first);
  expect(pageAnswers.map((response) => response.fromServiceWorker())).toEqual([true]);
});
