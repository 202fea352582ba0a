import type { Page } from '@playwright/test';
import { promotionsOf } from '../../server/merchants/promotions.ts';
import { APP_DATABASE, expect, pageTasksRun, storedRows, test, tokenFor } from './fixtures.ts';
import { strings } from './locales.ts';
import { DOWNLOAD_IMAGE_KEY } from '../../src/common/storageKeys';
import { DOWNLOAD_IMAGE_WAIT_MS } from '../../src/features/download-image/downloadImageRules';
import { seriousAccessibilityProblems } from './axe.ts';

type TimerWatch = Window & { popupDueAt?: number };

const en = strings('en');
test.use({ locale: 'en-US' });

test.describe('mini-game', () => {
  test('not drawn for a visitor', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.locator('.banner-strip img').first()).toBeVisible();
    await expect(page.getByRole('button', { name: en('mini_game.open') })).toHaveCount(0);
  });

  test('a member taps it open, drags it, and cannot drag it off the screen', async ({
    page,
    server,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/mini-game/')) scripts.push(new URL(request.url()).pathname);
    });
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto(`/m/home?token=${await tokenFor(server, 'player01')}`);
    const button = page.getByRole('button', { name: en('mini_game.open') });
    await button.click();
    await expect(page.getByRole('region', { name: en('mini_game.title') })).toBeVisible();
    await expect(page.locator('.mini-game-ball').first()).toBeVisible();
    expect(scripts).toEqual(['/mini-game/v1/minigame.js']);
    // A member's home page with VIP progress, chat and the mini-game open.
    await expect(page.locator('.vip-progress .vip-label')).toBeVisible();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);

    const toggle = page.getByRole('button', { name: en('mini_game.close') });
    const before = (await toggle.boundingBox())!;
    await page.mouse.move(before.x + 20, before.y + 20);
    await page.mouse.down();
    await page.mouse.move(before.x - 80, before.y - 120, { steps: 5 });
    await page.mouse.up();
    const moved = (await toggle.boundingBox())!;
    expect(moved.x).toBeCloseTo(before.x - 100, 0);
    expect(moved.y).toBeCloseTo(before.y - 140, 0);
    // A drag is not a tap: the game stays open.
    await expect(page.getByRole('region', { name: en('mini_game.title') })).toBeVisible();

    await page.mouse.move(moved.x + 20, moved.y + 20);
    await page.mouse.down();
    await page.mouse.move(-300, -300, { steps: 5 });
    await page.mouse.up();
    const clamped = (await toggle.boundingBox())!;
    // 2 % of a 400 px window.
    expect(clamped.x).toBeCloseTo(8, 0);
    expect(clamped.y).toBeCloseTo(8, 0);
  });

  test.describe('Brazilian merchant', () => {
    test.use({ merchant: 'DEMOBR' });
    test('loads the SEA mini-game script', async ({ page, server }) => {
      const loaded = page.waitForRequest((request) =>
        request.url().endsWith('/mini-game/s1/minigame.js'),
      );
      await page.goto(`/m/home?token=${await tokenFor(server, 'player01', 'DEMOBR')}`);
      await page.getByRole('button', { name: en('mini_game.open') }).click();
      await loaded;
      await expect(page.locator('.mini-game-ball')).toHaveCount(5);
      await expect(page.locator('.vip-progress .vip-label')).toBeVisible();
      expect(await seriousAccessibilityProblems(page)).toEqual([]);
    });
  });
});

/** True once the storefront's banner table holds the first popup banner with this file. */
async function storedPopupBannerIs(page: Page, fileName: string) {
  const rows = await storedRows<{ groupName: string; url: string }>(page, APP_DATABASE, 'banners');
  return rows.some((row) => row.groupName === 'm_popup1' && row.url.endsWith(`/${fileName}`));
}

test.describe('download-image popup', () => {
  const popup = (page: Page) => page.locator('.download-image-popup');
  const image = (page: Page) => popup(page).getByRole('img');

  /**
   * Notes in the page when the popup's wait ends, the instant it sets its timer: the wait counts
   * from the home page's mount, but the popup's code comes later (with the after-paint wave, later
   * still under load) and sets a timer for what is left of the 20 s, more than half of it.
   */
  async function watchPopupWait(page: Page) {
    await page.addInitScript((wait) => {
      const setTimer = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) => {
        if (timeout !== undefined && timeout > wait / 2 && timeout <= wait) {
          (window as TimerWatch).popupDueAt ??= Date.now() + timeout;
        }
        return setTimer(handler, timeout, ...rest);
      }) as typeof window.setTimeout;
    }, DOWNLOAD_IMAGE_WAIT_MS);
  }

  /** Moves the faked clock to `before` ms short of the end of the popup's wait, in one go. */
  async function runClockToPopupWait(page: Page, before = 0) {
    await expect
      .poll(() => page.evaluate(() => (window as TimerWatch).popupDueAt !== undefined), {
        timeout: 15_000,
      })
      .toBe(true);
    const { dueAt, now } = await page.evaluate(() => ({
      dueAt: (window as TimerWatch).popupDueAt!,
      now: Date.now(),
    }));
    await page.clock.runFor(Math.max(0, dueAt - before - now));
  }

  /**
   * For "it does not show": past the popup's wait, counted from its timer, and a few seconds more
   * (it looks again each second while the stored banners are being read); then what fired has run.
   */
  async function runClockPastPopupWait(page: Page) {
    await runClockToPopupWait(page, -5_000);
    await pageTasksRun(page);
  }

  /**
   * Lets the popup's 20 s pass and waits for it, the clock moved no further: its slides (5 s
   * each) stay on the first for 5 real seconds.
   */
  async function runClockUntilShown(page: Page) {
    await runClockToPopupWait(page);
    await expect(popup(page)).toBeVisible();
  }

  /** Opens the home page with the page's clock faked and lets the 20 s wait pass. */
  async function openAndWait(page: Page) {
    await page.clock.install();
    await watchPopupWait(page);
    await page.goto('/m/home');
    await expect(page.locator('.banner-strip img').first()).toBeVisible();
    await runClockUntilShown(page);
  }

  test('appears after 20 s, then not again this session, nor for the same image', async ({
    page,
  }) => {
    await page.clock.install();
    await watchPopupWait(page);
    await page.goto('/m/home');
    await expect(page.locator('.banner-strip img').first()).toBeVisible();
    await runClockToPopupWait(page, 1_000);
    await expect(popup(page)).toHaveCount(0);
    await page.clock.runFor(2_000);
    await expect(popup(page)).toBeVisible();
    await expect(
      popup(page).getByRole('link', { name: en('download_image.download') }),
    ).toHaveAttribute('href', /^\/mobile\/mc\/redirect\.html\?url=.+\.apk$/);
    await popup(page)
      .getByRole('button', { name: en('download_image.close') })
      .click();
    await expect(popup(page)).toHaveCount(0);

    await page.reload();
    await runClockPastPopupWait(page);
    await expect(popup(page)).toHaveCount(0);
    // A new session, the same banner file: still not shown again.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await runClockPastPopupWait(page);
    await expect(popup(page)).toHaveCount(0);
  });

  test('never inside the app', async ({ page }) => {
    await page.clock.install();
    await watchPopupWait(page);
    await page.goto('/m/home?inApp=1');
    await expect(page.locator('.banner-strip img').first()).toBeVisible();
    await runClockPastPopupWait(page);
    await expect(popup(page)).toHaveCount(0);
  });

  test('shows banner 1, then banner 2', async ({ page }) => {
    await openAndWait(page);
    await expect(image(page)).toHaveAttribute('src', /\/banner-5\.svg$/);
    await page.clock.runFor(5_000);
    await expect(image(page)).toHaveAttribute('src', /\/banner-6\.svg$/);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  });

  test('saving the image dismisses it for the session', async ({ page }) => {
    await openAndWait(page);
    const download = page.waitForEvent('download');
    await popup(page)
      .getByRole('link', { name: en('download_image.save') })
      .click();
    expect((await download).suggestedFilename()).toBe('banner-5.svg');
    await expect(popup(page)).toHaveCount(0);
    // Another banner file would show again (next test), but not within this session.
    await page.evaluate((key) => localStorage.removeItem(key), DOWNLOAD_IMAGE_KEY);
    await page.reload();
    await runClockPastPopupWait(page);
    await expect(page.locator('.banner-strip img').first()).toBeVisible();
    await expect(popup(page)).toHaveCount(0);
  });

  test.describe('with another banner file', () => {
    // page.route does not see what a service worker fetches.
    test.use({ serviceWorkers: 'block' });

    test('shows again once banner 1’s file name changes', async ({ page }) => {
      await openAndWait(page);
      await expect(image(page)).toHaveAttribute('src', /\/banner-5\.svg$/);
      await popup(page)
        .getByRole('button', { name: en('download_image.close') })
        .click();

      // A new session: the same file stays hidden; a new one shows.
      await page.evaluate(() => sessionStorage.clear());
      await page.route('**/wps/relay/MCSFE_getBanners**', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { value: { groupName: string; url: string }[] };
        for (const banner of body.value) {
          if (banner.groupName === 'm_popup1')
            banner.url = banner.url.replace('banner-5', 'banner-1');
        }
        await route.fulfill({ response, json: body });
      });
      await page.reload();
      await expect(page.locator('.banner-strip img').first()).toBeVisible();
      // The popup reads the stored banners when its 20 s are up; the faked clock gets there at
      // once, so the new file must be stored first (a player's 20 s are longer than a sync).
      await expect.poll(() => storedPopupBannerIs(page, 'banner-1.svg')).toBe(true);
      await runClockUntilShown(page);
      await expect(image(page)).toHaveAttribute('src', /\/banner-1\.svg$/);
    });
  });

  test('never in an installed web app (display-mode standalone)', async ({ page }) => {
    await page.addInitScript(() => {
      const real = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query.includes('display-mode: standalone')
          ? ({ ...real(query), matches: true, media: query } as MediaQueryList)
          : real(query);
    });
    await page.clock.install();
    await watchPopupWait(page);
    await page.goto('/m/home');
    await expect(page.locator('.banner-strip img').first()).toBeVisible();
    // The page knows it is installed: spec §5 hides the APP_DOWNLOAD activity button there.
    const strip = page.getByRole('region', { name: en('promotions.title') });
    await expect(strip.getByRole('listitem').first()).toBeVisible();
    const appDownload = promotionsOf('DEMOVN').promotions.find(
      (p) => p.redirect === 'APP_DOWNLOAD',
    );
    await expect(strip).not.toContainText(appDownload!.title);
    await runClockPastPopupWait(page);
    await expect(popup(page)).toHaveCount(0);
  });
});
