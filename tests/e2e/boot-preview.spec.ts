// index.html's boot preview (docs/performance.md "Boot preview"): the home page's header and first
// banner are drawn before the app's code has run, at the places the app then draws them.
import type { Locator, Page } from '@playwright/test';
import { DEMO_MERCHANT_LOCALES, waitForOfflineReady } from '../qa-kit/index.ts';
import { expect, test, reloadOffline } from './fixtures';

const preview = (page: Page) => page.locator('#boot-preview');
const appBanner = (page: Page) => page.locator('.banner-strip img').first();
const appLogo = (page: Page) => page.locator('.home-header img.logo');

/** Holds back the home route's code until the returned function is called. */
async function holdHomeCode(page: Page) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/home-[\w-]+\.js$/, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

/** The image has been loaded (and is drawn: the preview is on screen). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

/** The same place and size, to the pixel. */
function expectSamePlace(
  actual: { x: number; y: number; width: number; height: number },
  expected: { x: number; y: number; width: number; height: number },
) {
  for (const key of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs(actual[key] - expected[key]), key).toBeLessThanOrEqual(1);
  }
}

/** The preview's logo and banner, drawn while the code is held; then the app's at their places. */
async function expectHandOver(page: Page, release: () => void) {
  const logo = preview(page).locator('.bp-logo');
  const banner = preview(page).locator('.bp-banner');
  await expectLoaded(logo);
  await expectLoaded(banner);
  // The app has not run: the page under the preview is the spinner, out of keyboard reach.
  await expect(page.locator('.home')).toHaveCount(0);
  await expect(page.locator('#root')).toHaveJSProperty('inert', true);
  const drawn = { logo: await box(logo), banner: await box(banner) };
  const address = await banner.getAttribute('src');

  release();
  await expect(preview(page)).toHaveCount(0);
  await expect(page.locator('#root')).toHaveJSProperty('inert', false);
  expect(new URL((await appBanner(page).getAttribute('src'))!, page.url()).href).toBe(address);
  expectSamePlace(await box(appBanner(page)), drawn.banner);
  expectSamePlace(await box(appLogo(page)), drawn.logo);
}

for (const [merchant, locale] of DEMO_MERCHANT_LOCALES) {
  test.describe(merchant, () => {
    test.use({ merchant, locale });

    test('a first visit draws the logo and first banner from the early answers, before the code', async ({
      page,
    }) => {
      const release = await holdHomeCode(page);
      await page.goto('/m/home', { waitUntil: 'commit' });
      await expectHandOver(page, release);
    });

    test('a return visit draws them at once from the stored copy, before the code', async ({
      page,
    }) => {
      await page.goto('/m/home');
      await expect(preview(page)).toHaveCount(0);
      const release = await holdHomeCode(page);
      // The banners answer is held as well: the banner comes from the copy the app stored.
      let answer = () => undefined as void;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      await page.route('**/wps/relay/MCSFE_getBanners*', async (route) => {
        await answered;
        await route.fallback();
      });
      await page.reload({ waitUntil: 'commit' });
      await expectLoaded(preview(page).locator('.bp-banner'));
      answer();
      await expectHandOver(page, release);
    });
  });
}

test.describe('wider screens', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the preview is where the app draws, on the centred column', async ({ page }) => {
    await page.goto('/m/home');
    await expect(preview(page)).toHaveCount(0);
    const release = await holdHomeCode(page);
    await page.reload({ waitUntil: 'commit' });
    await expectHandOver(page, release);
  });
});

test('a member’s return visit draws the banner below the taller header and the VIP row', async ({
  member,
}) => {
  const page = await member('player01');
  await page.goto('/m/home');
  await expect(preview(page)).toHaveCount(0);
  await expect(page.locator('.home-header.signed-in')).toBeVisible();
  const release = await holdHomeCode(page);
  await page.reload({ waitUntil: 'commit' });
  await expectHandOver(page, release);
});

test('another route shows the spinner, no preview', async ({ page }) => {
  const release = await holdHomeCode(page);
  await page.goto('/m/login', { waitUntil: 'commit' });
  await expect(page.locator('.boot-splash')).toBeVisible();
  await expect(preview(page)).toBeHidden();
  release();
  await expect(preview(page)).toHaveCount(0);
});

/** Holds the first banner's image (the preview's and the app's) until the returned call. */
async function holdFirstBanner(page: Page): Promise<() => void> {
  let serve = () => undefined as void;
  const served = new Promise<void>((resolve) => (serve = resolve));
  await page.route('**/cdn/*/banner-1*', async (route) => {
    await served;
    await route.fallback();
  });
  return serve;
}

test('the page under the preview is out of keyboard reach until the app’s banner is drawn', async ({
  page,
}) => {
  // The app renders, but its first banner (and the preview's) waits for the image.
  const serve = await holdFirstBanner(page);
  await page.goto('/m/home', { waitUntil: 'commit' });
  await expect(page.locator('.home-header')).toBeAttached();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  serve();
  await expect(preview(page)).toHaveCount(0);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
});

test.describe('a dialog that opens under the preview', () => {
  test.use({ locale: 'en-US', merchant: 'DEMOVN', announcementPopup: 'shown' });

  test('takes the page over from the preview, with the focus', async ({ page }) => {
    const serve = await holdFirstBanner(page);
    await page.goto('/m/home', { waitUntil: 'commit' });
    // The announcement popup opens while the banner (the preview's and the app's) still loads:
    // the page is handed over then, with the focus in the dialog.
    await expect(page.locator('dialog[open]')).toBeVisible();
    // Then, not at the 5 s limit (src/app/firstContent.ts).
    await expect(preview(page)).toHaveCount(0, { timeout: 2500 });
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('dialog'))))
      .toBe(true);
    serve();
  });
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow', merchant: 'DEMOBR', locale: 'pt-BR' });

  test('an offline reload draws the banner from the worker’s cache before the app draws its page', async ({
    page,
    server,
  }) => {
    await page.goto('/m/home');
    await waitForOfflineReady(page);
    await expect(preview(page)).toHaveCount(0);
    // When the preview's banner had loaded, and when the app's page appeared.
    await page.addInitScript(() => {
      const times: Record<string, number> = {};
      (window as { drawnAt?: Record<string, number> }).drawnAt = times;
      document.addEventListener(
        'load',
        (event) => {
          if ((event.target as Element).className === 'bp-banner')
            times.preview = performance.now();
        },
        true,
      );
      new MutationObserver((_records, observer) => {
        if (!document.querySelector('.home')) return;
        times.app = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await reloadOffline(page, server);
    await expect(appBanner(page)).toBeVisible();
    await expect(preview(page)).toHaveCount(0);
    const drawnAt = await page.evaluate(
      () => (window as { drawnAt?: Record<string, number> }).drawnAt ?? {},
    );
    expect(drawnAt.preview).toBeLessThan(drawnAt.app ?? 0);
  });
});
