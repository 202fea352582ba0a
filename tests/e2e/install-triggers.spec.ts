import type { Page } from '@playwright/test';
import { promotionsOf } from '../../server/merchants/promotions.ts';
import {
  DOWNLOAD_SWITCH_NAMES,
  type DownloadSwitchName,
} from '../../src/common/downloadSettings.ts';
import type { RunningServer } from '../../server/app.ts';
import {
  APP_DATABASE,
  DEMO_PASSWORD,
  expect,
  offerInstallPrompt,
  storedRows,
  test,
  tokenFor,
  type PromptWindow,
  type Scenario,
} from './fixtures';
import { strings } from './locales';
import { clockRecipes } from '../qa-kit/index.ts';
import { ledger } from './tracking-helpers';

// Spec §4 download popups, one test per trigger family, driven by the QA scenario's
// `downloadSettings` and `counters` (docs/qa.md). Every test starts from `only(...)`: all triggers
// of the merchant's fixture off, the one under test on. Rules: docs/install.md.
const en = strings('en');

/** The support tools' tracking call (`?debug=1`, docs/tracking.md). */
type DebugWindow = Window & {
  storefrontDebug?: { track(name: string, payload?: object): unknown };
};

test.use({ locale: 'en-US', installPopups: 'on' });

type Switches = NonNullable<Scenario['downloadSettings']>;

/** The switches that make a popup show; the others only say how it looks or where. */
const LOOK_AND_PLACE: readonly DownloadSwitchName[] = [
  'download_condition_switch',
  'bottom_app_bar_mode',
  'domains',
  'theme',
  'app_desc',
  'app_background',
];
const TRIGGERS = DOWNLOAD_SWITCH_NAMES.filter((name) => !LOOK_AND_PLACE.includes(name));

const on = (value: string | number | null = null) => ({ enabled: true, value });

/** The bottom sheet with only these triggers on. */
function only(switches: Switches): Switches {
  return {
    ...Object.fromEntries(TRIGGERS.map((name) => [name, { enabled: false, value: -1 }])),
    download_condition_switch: on('bottom'),
    ...switches,
  };
}

/** The demo members registered in 2025: thirty days is long past. */
const REGISTERED_LONG_AGO = 30;

const sheet = (page: Page) => page.getByRole('dialog', { name: en('install_popup.title') });
const continueOnWeb = (page: Page) =>
  sheet(page).getByRole('button', { name: en('install_popup.continue_web') });

/** The install funnel's events of these names as the collector recorded them, oldest first. */
async function installEvents(server: RunningServer, names: string[]) {
  return (await ledger(server)).events
    .filter((event) => names.includes(event.name))
    .map((event) => [event.name, (event.context as { install?: object } | null)?.install]);
}

/**
 * Every look a page visit starts has been taken, so "no sheet" means the rules said no: the
 * settings and counters answered (no request for a while, as Playwright measures it), then the
 * page's clock (the `clock` fixture) past the route delay.
 */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await clockRecipes(page).pastDownloadPopupDelay('route');
}

/**
 * Opens a page as a signed-in member. Not the home page by default: there the download-image
 * popup (after 20 s) and the browser-install prompts may come first, and the sheet waits for them.
 */
async function openAs(page: Page, token: string, path = '/m/help', extra = '') {
  await page.goto(`${path}?token=${token}${extra}`);
  await expect(page.locator('#root')).not.toBeEmpty();
}

test.describe('registration age', () => {
  test('reg_days is closable, and shown once per session', async ({
    page,
    server,
    scenario,
    clock,
  }) => {
    await scenario({ downloadSettings: only({ reg_days: on(REGISTERED_LONG_AGO) }) });
    await openAs(page, await tokenFor(server, 'player01'));
    await clock.pastDownloadPopupDelay('route', sheet(page));
    await expect(sheet(page)).toHaveAttribute('aria-modal', 'true');
    await expect(continueOnWeb(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet(page)).toHaveCount(0);

    await page.goto('/m/news');
    await settle(page);
    await expect(sheet(page)).toHaveCount(0);
  });

  test('reg_days_forced cannot be closed and stays forced on the next page', async ({
    page,
    server,
    scenario,
  }) => {
    await scenario({ downloadSettings: only({ reg_days_forced: on(REGISTERED_LONG_AGO) }) });
    await openAs(page, await tokenFor(server, 'player01'));
    await expect(sheet(page)).toBeVisible();
    await expect(continueOnWeb(page)).toHaveCount(0);
    await expect(sheet(page)).toContainText(en('install_popup.forced'));
    await page.keyboard.press('Escape');
    await expect(sheet(page)).toBeVisible();

    await page.goto('/m/news');
    await expect(sheet(page)).toBeVisible();
    await expect(continueOnWeb(page)).toHaveCount(0);
  });

  test('a registration more recent than reg_days shows nothing', async ({
    page,
    server,
    scenario,
    clock: _clock,
  }) => {
    await scenario({ downloadSettings: only({ reg_days: on(100_000) }) });
    await openAs(page, await tokenFor(server, 'player01'));
    await settle(page);
    await expect(sheet(page)).toHaveCount(0);
  });
});

test('deposit count: re-checked 2.5 s after a deposit event', async ({
  page,
  server,
  scenario,
  clock: _clock,
}) => {
  await scenario({
    downloadSettings: only({ deposit_times: on(4) }),
    counters: { totalDepositSuccessCount: 3 },
  });
  await openAs(page, await tokenFor(server, 'player01'), '/m/help', '&debug=1');
  await page.waitForFunction(() => (window as DebugWindow).storefrontDebug !== undefined);
  await settle(page);
  await expect(sheet(page)).toHaveCount(0);

  await scenario({ counters: { totalDepositSuccessCount: 4 } });
  const summary = page.waitForResponse((r) => r.url().includes('/wps/member/depositSummary'));
  const tracked = Date.now();
  await page.evaluate(() =>
    (window as DebugWindow).storefrontDebug?.track('deposit', { amount: 100 }),
  );
  await summary;
  expect(Date.now() - tracked).toBeGreaterThanOrEqual(2_400);
  await expect(sheet(page)).toBeVisible();
});

test('withdrawal count: polled every 30 s while signed in', async ({
  page,
  server,
  scenario,
  clock: _clock,
}) => {
  await scenario({
    downloadSettings: only({ withdrawal_least_times: on(2) }),
    counters: { totalWithdrawSuccessCount: 1 },
  });
  await openAs(page, await tokenFor(server, 'player01'));
  await settle(page);
  await expect(sheet(page)).toHaveCount(0);

  await scenario({ counters: { totalWithdrawSuccessCount: 2 } });
  await page.clock.fastForward(30_000);
  await expect(sheet(page)).toBeVisible();
});

test('first deposit: on the voucher center while nothing was deposited', async ({
  page,
  server,
  scenario,
  clock,
}) => {
  // player01 has deposited three times (server/wps/counters.ts).
  await scenario({ downloadSettings: only({ first_deposit: on(1) }) });
  await openAs(page, await tokenFor(server, 'player01'), '/m/voucherCenter');
  await settle(page);
  await expect(sheet(page)).toHaveCount(0);

  await scenario({ counters: { totalDepositSuccessCount: 0 } });
  await page.reload();
  await clock.pastDownloadPopupDelay('route', sheet(page));
  await continueOnWeb(page).click();
  await page.goto('/m/home');
  await settle(page);
  await expect(sheet(page)).toHaveCount(0);
});

test('first withdrawal: on the withdraw screen while nothing was withdrawn', async ({
  page,
  server,
  scenario,
}) => {
  await scenario({
    downloadSettings: only({ first_withdraw: on(1) }),
    counters: { totalWithdrawSuccessCount: 0 },
  });
  await openAs(page, await tokenFor(server, 'player01'), '/m/withdraw');
  await expect(sheet(page)).toBeVisible();
});

test('bind card: 1 only while no card is bound, 2 on every visit', async ({
  page,
  server,
  scenario,
  clock,
}) => {
  await scenario({ downloadSettings: only({ bind_card: on(1) }), counters: { bankCards: 1 } });
  await openAs(page, await tokenFor(server, 'player01'), '/m/securityCenter/addBankCard');
  await settle(page);
  await expect(sheet(page)).toHaveCount(0);

  // Each sheet comes the route delay after its page opened: the clock is moved, not waited out.
  await scenario({ counters: { bankCards: 0 } });
  await page.reload();
  await clock.pastDownloadPopupDelay('route', sheet(page));
  await continueOnWeb(page).click();

  await scenario({ downloadSettings: only({ bind_card: on(2) }), counters: { bankCards: 2 } });
  for (const visit of [1, 2]) {
    await page.goto('/m/securityCenter/addBankCardPix');
    await clock.pastDownloadPopupDelay('route', sheet(page));
    await expect(sheet(page), `visit ${visit}`).toBeVisible();
    await continueOnWeb(page).click();
    await expect(sheet(page)).toHaveCount(0);
  }
});

/**
 * Holds the answer to one call until the test lets it through, so the page's clock can be stopped
 * just before the page hears it.
 */
async function holdAnswer(page: Page, pathname: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived = () => {};
  const asked = new Promise<void>((resolve) => (arrived = resolve));
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      arrived();
      await released;
      await route.continue();
    },
  );
  return { asked, release };
}

type TimerWatch = Window & { timerOfDelaySet?: boolean };

/**
 * Spec §4 delays to the millisecond: the page's clock stops before the sign-in's answer comes in,
 * so the sheet's timer starts at a known instant and the test moves time by hand. The rules read
 * IndexedDB in real time before they start it: the test waits until the page has set a timer of
 * exactly the delay. One millisecond short of it, no sheet; at the delay, the sheet.
 */
/**
 * The install layer comes with the after-paint wave and then stores the download settings: once
 * they are stored, its triggers are listening.
 */
async function installLayerReady(page: Page) {
  await expect
    .poll(async () => (await storedRows(page, APP_DATABASE, 'downloadSettings')).length, {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
}

async function expectSheetAfterExactly(page: Page, answer: { release(): void }, delayMs: number) {
  await page.evaluate((delay) => {
    const setTimer = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) => {
      if (timeout === delay) (window as TimerWatch).timerOfDelaySet = true;
      return setTimer(handler, timeout, ...rest);
    }) as typeof window.setTimeout;
  }, delayMs);
  // Far enough ahead that a loaded machine does not reach it before the call: "to the past".
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  answer.release();
  await expect(page).toHaveURL(/\/m\/home/);
  await expect
    .poll(() => page.evaluate(() => (window as TimerWatch).timerOfDelaySet === true), {
      message: `the page set a timer of ${delayMs} ms`,
    })
    .toBe(true);
  await page.clock.runFor(delayMs - 1);
  await expect(sheet(page)).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(sheet(page)).toBeVisible();
}

test('after login: 2000 ms after signing in, when login is required', async ({
  page,
  scenario,
}) => {
  await scenario({ downloadSettings: only({ login_required: on(1) }) });
  await page.clock.install();
  await page.goto('/m/login');
  // Before the clock stops, later on.
  await installLayerReady(page);
  await page.getByLabel(en('auth.username')).fill('player01');
  await page.getByLabel(en('auth.password'), { exact: true }).fill(DEMO_PASSWORD);
  const answer = await holdAnswer(page, '/wps/session/login');
  await page.getByRole('button', { name: en('auth.login_submit') }).click();
  await answer.asked;
  await expectSheetAfterExactly(page, answer, 2_000);
});

test('after registration: 1900 ms after the new member is signed in', async ({
  page,
  scenario,
}) => {
  await scenario({ downloadSettings: only({ login_required: on(1) }) });
  await page.clock.install();
  await page.goto('/m/register');
  // Before the clock stops, later on.
  await installLayerReady(page);
  await page.getByLabel(en('auth.username')).fill('newbie42');
  await page.getByLabel(en('auth.password'), { exact: true }).fill('Secret123');
  await page.getByLabel(en('register.confirm_password')).fill('Secret123');
  const answer = await holdAnswer(page, '/wps/member/register');
  await page.getByRole('button', { name: en('register.submit') }).click();
  await answer.asked;
  await expectSheetAfterExactly(page, answer, 1_900);
});

test('in a game: after in_game_popup_interval seconds', async ({ page, server, scenario }) => {
  // A game inside the storefront: the launch page while the vendor's game is slow to come (a
  // launch that arrives takes the tab to the vendor's page, docs/game.md).
  await scenario({
    downloadSettings: only({ in_game_popup_interval: on(3) }),
    whitelabelOff: ['STARTGAMEINAPP3'],
    gameLaunch: 'slow',
  });
  await openAs(page, await tokenFor(server, 'player01'), '/m/launchGame', '&vendor=TCG&code=1');
  const opened = Date.now();
  await expect(sheet(page)).toBeVisible();
  expect(Date.now() - opened).toBeGreaterThanOrEqual(2_500);
});

test('domains_switch: 2 hides the popup on the listed hosts, 3 shows it only there', async ({
  page,
  server,
  scenario,
  clock: _clock,
}) => {
  const host = new URL(server.url).hostname;
  const withDomains = (mode: number) =>
    only({
      reg_days: on(REGISTERED_LONG_AGO),
      domains_switch: on(mode),
      domains: on(`promo.example, ${host}`),
    });
  await scenario({ downloadSettings: withDomains(2) });
  await openAs(page, await tokenFor(server, 'player01'));
  await settle(page);
  await expect(sheet(page)).toHaveCount(0);

  await scenario({ downloadSettings: withDomains(3) });
  await page.reload();
  await expect(sheet(page)).toBeVisible();
});

test('never inside the native app (inApp=1)', async ({ page, server, scenario, clock: _clock }) => {
  await scenario({ downloadSettings: only({ reg_days: on(REGISTERED_LONG_AGO) }) });
  await openAs(page, await tokenFor(server, 'player01'), '/m/home', '&inApp=1');
  await settle(page);
  await expect(sheet(page)).toHaveCount(0);
});

test.describe('with the announcement popup', () => {
  test.use({ announcementPopup: 'shown' });

  test('waits until the other popup is closed', async ({
    page,
    server,
    scenario,
    clock: _clock,
  }) => {
    await scenario({ downloadSettings: only({ reg_days: on(REGISTERED_LONG_AGO) }) });
    await openAs(page, await tokenFor(server, 'player01'), '/m/home');
    const announcement = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('checkbox', { name: en('announcements.hide_today') }) });
    await expect(announcement).toBeVisible();
    await settle(page);
    await expect(sheet(page)).toHaveCount(0);

    await announcement.getByRole('button', { name: en('announcements.close') }).click();
    await expect(sheet(page)).toBeVisible();
  });
});

test.describe('on an Android phone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
      'Chrome/126.0.0.0 Mobile Safari/537.36',
  });

  test('the app download goes through the redirect helper in this tab, the page stays, and it is tracked', async ({
    page,
    context,
    server,
    scenario,
  }) => {
    await scenario({ downloadSettings: only({ reg_days: on(REGISTERED_LONG_AGO) }) });
    await openAs(page, await tokenFor(server, 'player01'));
    const download = sheet(page).getByRole('link', { name: en('install_popup.download_app') });
    await expect(download).toBeVisible();
    await expect(download).not.toHaveAttribute('target', /.+/);
    const redirect = page.waitForRequest((request) =>
      request.url().includes('/mobile/mc/redirect.html?url='),
    );
    const file = page.waitForEvent('download');
    await download.click();
    const target = new URL((await redirect).url()).searchParams.get('url') ?? '';
    expect(target).toMatch(/\.apk$/);
    expect((await file).suggestedFilename()).toMatch(/\.apk$/);
    // A hidden frame of this tab: no new tab, and the storefront is still what the player sees.
    expect((await redirect).frame()).not.toBe(page.mainFrame());
    expect(context.pages()).toEqual([page]);
    expect(new URL(page.url()).pathname).toBe('/m/help');
    await expect(sheet(page)).toBeVisible();

    await expect
      .poll(() => installEvents(server, ['installShown', 'downloadApp']))
      .toEqual(
        expect.arrayContaining([
          ['installShown', { surface: 'sheet', trigger: 'reg_days' }],
          ['downloadApp', { surface: 'sheet', trigger: 'reg_days' }],
        ]),
      );
  });

  test('the web app: offered once Chromium offers its prompt; accepted, the installing message', async ({
    page,
    server,
    scenario,
  }) => {
    await scenario({ downloadSettings: only({ reg_days: on(REGISTERED_LONG_AGO) }) });
    await openAs(page, await tokenFor(server, 'player01'));
    await expect(sheet(page)).toBeVisible();
    const webApp = sheet(page).getByRole('button', { name: en('install_popup.web_app') });
    // Chrome on Android without a prompt yet: nothing to install the web app with.
    await expect(webApp).toHaveCount(0);

    await offerInstallPrompt(page, 'accepted');
    await webApp.click();
    await expect(page.getByRole('dialog', { name: en('install.installing_title') })).toBeVisible();
    await expect(sheet(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as PromptWindow).installPromptShown)).toBe(1);

    await expect
      .poll(() => installEvents(server, ['installWebAppTapped', 'installPromptAnswered']))
      .toEqual([
        ['installWebAppTapped', { surface: 'sheet', trigger: 'reg_days' }],
        ['installPromptAnswered', { surface: 'sheet', trigger: 'reg_days', outcome: 'accepted' }],
      ]);
  });
});

test.describe('on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like ' +
      'Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    isMobile: true,
    hasTouch: true,
  });

  test('the web app opens the iOS guide with the profile; no .ipa is offered', async ({
    page,
    server,
    scenario,
  }) => {
    await scenario({ downloadSettings: only({ reg_days: on(REGISTERED_LONG_AGO) }) });
    await openAs(page, await tokenFor(server, 'player01'));
    await expect(sheet(page)).toBeVisible();
    // The merchant's iOS link is an .ipa, which Safari cannot install.
    await expect(
      sheet(page).getByRole('link', { name: en('install_popup.download_app') }),
    ).toHaveCount(0);
    await sheet(page)
      .getByRole('button', { name: en('install_popup.web_app') })
      .click();
    const guide = page.getByRole('dialog', { name: en('install.ios_guide_title') });
    await expect(guide).toBeVisible();
    await expect(
      guide.getByRole('button', { name: en('install.ios_download_profile') }),
    ).toBeVisible();
    await expect(sheet(page)).toHaveCount(0);

    await expect
      .poll(() => installEvents(server, ['installWebAppTapped', 'installGuideOpened']))
      .toEqual([
        ['installWebAppTapped', { surface: 'sheet', trigger: 'reg_days' }],
        ['installGuideOpened', { surface: 'iosGuide' }],
      ]);
  });
});

test('the APP_DOWNLOAD promotion opens the sheet, closable, with the popups off', async ({
  page,
  scenario,
}) => {
  await scenario({
    downloadSettings: { download_condition_switch: { enabled: false, value: 'bottom' } },
  });
  const appDownload = promotionsOf('DEMOVN').promotions.find((p) => p.redirect === 'APP_DOWNLOAD');
  await page.goto('/m/home');
  await page
    .getByRole('region', { name: en('promotions.title') })
    .getByRole('listitem')
    .filter({ hasText: appDownload?.title ?? 'APP_DOWNLOAD' })
    .click();
  await expect(sheet(page)).toBeVisible();
  await continueOnWeb(page).click();
  await expect(sheet(page)).toHaveCount(0);
});

test.describe('in Facebook on Android', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A; wv) AppleWebKit/537.36 (KHTML, like ' +
      'Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/470.0.0.0;]',
  });

  test('the sheet offers Open in Chrome, and the tap is tracked', async ({
    page,
    server,
    scenario,
  }) => {
    await scenario({ downloadSettings: only({ reg_days: on(REGISTERED_LONG_AGO) }) });
    // Not a home page, where the browser-install layer's own in-app notice comes first.
    await openAs(page, await tokenFor(server, 'player01'));
    const openInChrome = sheet(page).getByRole('button', {
      name: en('install_popup.open_in_chrome'),
    });
    await expect(openInChrome).toBeVisible();
    const intent = page.waitForRequest((request) => request.url().startsWith('intent://'));
    await openInChrome.click();
    // The address Chrome is asked to open (the request shows it without the #Intent part).
    expect((await intent).url()).toBe(`intent://${new URL(server.url).host}/m/help`);
    await expect
      .poll(() => installEvents(server, ['installHandoffTapped']))
      .toEqual([['installHandoffTapped', { surface: 'sheet', trigger: 'reg_days' }]]);
  });
});

test.describe('DEMOBR', () => {
  test.use({ merchant: 'DEMOBR' });

  test('the fullscreen form with the merchant text, from a deposit threshold', async ({
    page,
    server,
    scenario,
  }) => {
    await scenario({
      downloadSettings: {
        ...only({ deposit_times: on(1) }),
        download_condition_switch: on('fullscreen'),
      },
      counters: { totalDepositSuccessCount: 1 },
    });
    await openAs(page, await tokenFor(server, 'player01', 'DEMOBR'), '/m/help');
    await expect(sheet(page)).toBeVisible();
    await expect(sheet(page)).toContainText('Baixe o app Demo Sorte');
    const viewport = page.viewportSize();
    const box = await sheet(page).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual((viewport?.height ?? 0) - 1);
  });
});
