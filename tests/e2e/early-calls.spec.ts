// index.html starts the status and home-content calls with the page (docs/performance.md "Data
// starts with the HTML"); the app takes those answers instead of asking again.
import type { Page } from '@playwright/test';
import { DEMO_MERCHANT_LOCALES, networkQuiet } from '../qa-kit/index.ts';
import { expect, test } from './fixtures';

const EARLY_PATHS = [
  '/wps/system/status',
  '/wps/relay/MCSFE_getBanners',
  '/wps/relay/MCSFE_getListAnnouncements',
  '/wps/relay/GCSGAME_newGameVendor',
];

/** How often the page asked for each early call during `load`. */
async function callsDuring(page: Page, load: () => Promise<unknown>) {
  const counts = new Map(EARLY_PATHS.map((path) => [path, 0]));
  const count = (address: string) => {
    const url = new URL(address);
    // The announcement popup asks for its own type (PR) on the same path.
    if (url.searchParams.get('types') === 'PR') return;
    if (counts.has(url.pathname)) counts.set(url.pathname, counts.get(url.pathname)! + 1);
  };
  page.on('request', (request) => count(request.url()));
  await load();
  await expect(page.locator('.banner-strip img').first()).toBeVisible();
  await expect(page.locator('.lane').first()).toBeVisible();
  await networkQuiet(page);
  page.removeAllListeners('request');
  return Object.fromEntries(counts);
}

const once = Object.fromEntries(EARLY_PATHS.map((path) => [path, 1]));

/** Early answers the app never took (each is taken once, when the app asks the same). */
const untaken = (page: Page) => page.evaluate(() => Object.keys(window.__earlyCalls ?? {}));

for (const [merchant, locale] of DEMO_MERCHANT_LOCALES) {
  test.describe(merchant, () => {
    test.use({ merchant, locale });

    test('a first visit and a return make each early call once, and the app takes them all', async ({
      page,
    }) => {
      expect(await callsDuring(page, () => page.goto('/m/home'))).toEqual(once);
      expect(await untaken(page)).toEqual([]);
      // The first banner's image was asked for from the banners answer, before the app drew it.
      const first = await page.locator('.banner-strip img').first().getAttribute('src');
      const preload = page.locator('link[rel=preload][as=image]');
      await expect(preload).toHaveAttribute('fetchpriority', 'high');
      expect(new URL((await preload.getAttribute('href'))!).pathname).toBe(first);

      // A return visit knows its merchant and language: every call starts at once.
      expect(await callsDuring(page, () => page.reload())).toEqual(once);
      expect(await untaken(page)).toEqual([]);
    });
  });
}

test.describe('a landing address the app redirects', () => {
  test.use({ merchant: 'DEMOVN', locale: 'vi-VN' });

  for (const landing of ['/m/', '/m/index.html?utm_source=ad&affiliateCode=A1']) {
    test(`${landing}: one status call (it carries track=1), and the home calls once`, async ({
      page,
    }) => {
      expect(await callsDuring(page, () => page.goto(landing))).toEqual(once);
      expect(await untaken(page)).toEqual([]);
    });
  }
});
