import type { Page } from '@playwright/test';
import { expect, test, tokenFor } from './fixtures.ts';
import { strings } from './locales.ts';

// Game launch and the trial-game screen (spec §2, §4, §8; docs/game.md).
test.use({ locale: 'en-US' });
const en = strings('en');

const lane = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test.describe('a member', () => {
  // DEMOVN wants its games played in the app (STARTGAMEINAPP3); these run as if it did not.
  test.beforeEach(async ({ scenario }) => scenario({ whitelabelOff: ['STARTGAMEINAPP3'] }));

  test('taps a lane game and lands in it; gameLaunch reaches the collector once', async ({
    page,
    server,
    ledger,
  }) => {
    const token = await tokenFor(server, 'player01');
    await page.goto(`/m/home?token=${token}`);
    const launchCall = page.waitForRequest((request) =>
      request.url().includes('/wps/game/launchGame'),
    );
    await lane(page, 'Xổ số ba miền').getByRole('link', { name: 'Miền Bắc' }).click();

    const request = await launchCall;
    expect(request.headers()['authorization']).toBe(`Bearer ${token}`);
    expect(Object.fromEntries(new URL(request.url()).searchParams)).toMatchObject({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoGameCode: 'MB',
      lottoView: 'betting',
      vendor: 'TCG_LOTTO_VN',
      device: 'MOBILE',
      hasLobby: 'true',
      language: 'EN',
      title: 'Demo Xổ Số',
      backUrl: `${server.url}/m/home`,
    });
    await expect(page).toHaveURL(/\/wps\/game\/demo\/DEMOVN\/TCG_LOTTO_VN\/MB\?/);
    await expect(page.getByRole('heading', { name: 'Miền Bắc' })).toBeVisible();

    // The launch replaced its own entry: Back from the game is the home page, not a new launch.
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/home/);
    // Exactly one, once the outbox is empty: a duplicate would have been on its way.
    const launches = await ledger.expectExactlyOnce('gameLaunch', 1);
    expect(launches[0]!.context).toMatchObject({
      page: '/m/launchGame',
      game: { vendor: 'TCG_LOTTO_VN', code: 'MB' },
    });
  });

  test('a slow launch shows the retry message after 10 s, and Retry launches', async ({
    page,
    server,
    scenario,
    clock,
  }) => {
    await scenario({ gameLaunch: 'slow' });
    const { GAME_LAUNCH_TIMEOUT_MS } = await import('../../src/features/game/gameApi.ts');
    const token = await tokenFor(server, 'player01');
    // When the test heard of the call (a request's timing() is empty until its answer).
    const sentAt = page
      .waitForRequest((request) => request.url().includes('/wps/game/launchGame'))
      .then(() => Date.now());
    await page.goto(`/m/launchGame?vendor=TCG_SEA&code=SEA_MEGA_5M&token=${token}`);
    await expect(page.getByRole('status').filter({ hasText: en('game.starting') })).toBeVisible();
    // The 10 s count starts with the call. The page's clock has kept to real time until now, so
    // it is moved to half a second short of the call's 10 s, then past them.
    const sinceSent = (await page.evaluate(() => Date.now())) - (await sentAt);
    const retryMessage = page.getByText(en('game.timeout_retry_please'));
    await clock.runFor(GAME_LAUNCH_TIMEOUT_MS - 500 - sinceSent);
    await expect(retryMessage).toBeHidden();
    await clock.past(500, retryMessage);
    // The timeout has its own message: no catalogue alert ('Network Error / CORS Errors').
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    await scenario({ gameLaunch: 'ok' });
    await page.getByRole('button', { name: en('app.retry') }).click();
    await expect(page).toHaveURL(/\/wps\/game\/demo\/DEMOVN\/TCG_SEA\/SEA_MEGA_5M\?/);
  });

  test('a launch address that is not http(s) is refused with a translated message', async ({
    page,
    server,
    scenario,
  }) => {
    await scenario({ gameLaunch: 'unsafeUrl' });
    page.on('dialog', (dialog) => {
      throw new Error(`The unsafe address ran: ${dialog.message()}`);
    });
    await page.goto(
      `/m/launchGame?vendor=TCG_LOTTO_VN&code=MB&token=${await tokenFor(server, 'player01')}`,
    );
    await expect(page.getByText(en('game.refused'))).toBeVisible();
    await expect(page).toHaveURL(/\/m\/launchGame/);
  });

  test('a failing launch shows the server message and offers Retry', async ({
    page,
    server,
    scenario,
  }) => {
    await scenario({ gameLaunch: 'fail' });
    await page.goto(`/m/launchGame?code=LOTTO_LOBBY&token=${await tokenFor(server, 'player01')}`);
    await expect(page.getByRole('alertdialog')).toContainText(
      'The game is under maintenance, please try again later',
    );
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: en('app.confirm') })
      .click();
    await expect(page.getByText(en('game.launch_failed'))).toBeVisible();
    await expect(page.getByRole('button', { name: en('app.retry') })).toBeVisible();
  });
});

test('with STARTGAMEINAPP3, a browser player is asked to download the app instead', async ({
  page,
  server,
}) => {
  let launched = false;
  page.on('request', (request) => {
    if (request.url().includes('/wps/game/launchGame')) launched = true;
  });
  await page.goto(
    `/m/launchGame?vendor=TCG_LOTTO_VN&code=MB&token=${await tokenFor(server, 'player01')}`,
  );
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(en('game.app_required'));
  await alert.getByRole('button', { name: en('game.download_app') }).click();
  await expect(page.getByRole('dialog', { name: en('install_popup.title') })).toBeVisible();
  expect(launched).toBe(false);
});

test('a download tap made while the install promotion still loads opens its sheet', async ({
  page,
  server,
}) => {
  // The install promotion's chunk is held until after the tap, as on a slow phone.
  let releaseChunk!: () => void;
  const chunkHeld = new Promise<void>((resolve) => (releaseChunk = resolve));
  await page.route(/\/InstallLayer-[\w-]+\.js$/, async (route) => {
    await chunkHeld;
    await route.continue();
  });
  await page.goto(
    `/m/launchGame?vendor=TCG_LOTTO_VN&code=MB&token=${await tokenFor(server, 'player01')}`,
  );
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(en('game.app_required'));
  await alert.getByRole('button', { name: en('game.download_app') }).click();
  releaseChunk();

  await expect(page.getByRole('dialog', { name: en('install_popup.title') })).toBeVisible();
  // Not the generic how-to-install notice in its place.
  await expect(page.getByText(en('promotions.app_download_text'))).toHaveCount(0);
});

test("a visitor's lottery launch goes to login, with no launch call", async ({ page }) => {
  let launched = false;
  page.on('request', (request) => {
    if (request.url().includes('/wps/game/launchGame')) launched = true;
  });
  await page.goto('/m/launchGame?prize_mode=Lott&code=HNVIP45S');
  await expect(page).toHaveURL(/\/m\/login$/);
  await page.goto('/m/home');
  await lane(page, 'Xổ số VIP').getByRole('link', { name: 'Hồ Chí Minh VIP' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  expect(launched).toBe(false);
});

test("a visitor's tap on another game opens its trial in a sandboxed frame", async ({
  page,
  ledger,
}) => {
  await page.goto('/m/home');
  await lane(page, 'Quay số nhanh').getByRole('link', { name: 'Phi Công' }).click();
  await expect(page).toHaveURL(/\/m\/trialGame\?vendor=SPRIBO&code=SKYJET$/);

  const header = page.getByRole('banner');
  await expect(header.getByRole('heading', { level: 1, name: 'Phi Công' })).toBeVisible();
  const frame = page.locator('iframe.trial-frame');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin');
  await expect(frame).toHaveAttribute('title', en('game.frame_title', { name: 'Phi Công' }));
  await expect(page.frameLocator('iframe.trial-frame').getByRole('heading')).toHaveText('Phi Công');
  await expect(page.getByText(en('game.loading_trial'))).toHaveCount(0);
  const trials = await ledger.expectExactlyOnce('startTrial', 1);
  expect(trials[0]!.context).toMatchObject({
    page: '/m/trialGame',
    game: { vendor: 'SPRIBO', code: 'SKYJET' },
  });

  // Messages that do not come from the game frame are ignored.
  await page.evaluate(() => window.postMessage({ type: 'GAME_EXIT' }, '*'));
  await expect(page).toHaveURL(/\/m\/trialGame/);

  const fullscreen = header.getByRole('button', { name: en('game.fullscreen') });
  await fullscreen.click();
  await expect(fullscreen).toHaveAttribute('aria-pressed', 'true');
  await fullscreen.click();
  await expect(fullscreen).toHaveAttribute('aria-pressed', 'false');

  await header.getByRole('button', { name: en('game.hide_header') }).click();
  await expect(page.getByRole('banner')).toHaveCount(0);
  const frameHeight = async () => (await frame.boundingBox())?.height ?? 0;
  const tall = await frameHeight();
  await page.getByRole('button', { name: en('game.show_header') }).click();
  await expect(header).toBeVisible();
  expect(await frameHeight()).toBeLessThan(tall);

  await header.getByRole('button', { name: en('app.back') }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test("the game's own Exit leaves the trial", async ({ page }) => {
  await page.goto('/m/trialGame?vendor=SPRIBO&code=MINES');
  await page.frameLocator('iframe.trial-frame').getByRole('button', { name: 'Thoát' }).click();
  // Opened directly, there is no earlier page of the storefront: Exit goes home.
  await expect(page).toHaveURL(/\/m\/home$/);
});
