import { expect, test, tokenFor } from './fixtures.ts';
import { strings } from './locales.ts';

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
    });
  });
});

test.describe('download-image popup', () => {
  test('appears after 20 s, then not again this session, nor for the same image', async ({
    page,
  }) => {
    await page.clock.install();
    // The page mounts after this instant; counting from it, 19 s is surely too early.
    const navigationStart = Date.now();
    await page.goto('/m/home');
    await expect(page.locator('.banner-strip img').first()).toBeVisible();
    const popup = page.locator('.download-image-popup');
    const pageNow = await page.evaluate(() => Date.now());
    await page.clock.runFor(Math.max(0, navigationStart + 19_000 - pageNow));
    await expect(popup).toHaveCount(0);
    await page.clock.runFor(2_500);
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('link', { name: en('download_image.download') })).toHaveAttribute(
      'href',
      /^\/mobile\/mc\/redirect\.html\?url=.+\.apk$/,
    );
    await popup.getByRole('button', { name: en('download_image.close') }).click();
    await expect(popup).toHaveCount(0);

    await page.reload();
    await page.clock.runFor(25_000);
    await expect(popup).toHaveCount(0);
    // A new session, the same banner file: still not shown again.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await page.clock.runFor(25_000);
    await expect(popup).toHaveCount(0);
  });

  test('never inside the app', async ({ page }) => {
    await page.clock.install();
    await page.goto('/m/home?inApp=1');
    await expect(page.locator('.banner-strip img').first()).toBeVisible();
    await page.clock.runFor(25_000);
    await expect(page.locator('.download-image-popup')).toHaveCount(0);
  });
});
