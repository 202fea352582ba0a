import { chromium, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions } from '../chromium.ts';
import {
  expect,
  hideAnnouncementPopup,
  leaveAndComeBack,
  offerInstallPrompt,
  test,
  tokenFor,
  waitForServiceWorkerControl,
  type PromptWindow,
} from './fixtures.ts';
import { seriousAccessibilityProblems } from './axe.ts';
import { strings } from './locales.ts';
import { waitForLedger, type Ledger } from './tracking-helpers.ts';
import { clockRecipes, networkQuiet, type ClockRecipes } from '../qa-kit/index.ts';
import { INSTALL_PROMPT_POLL } from '../../src/features/install/rules/a2hsRules.ts';
import {
  A2HS_COUNT_KEY,
  A2HS_DISMISSED_KEY,
  A2HS_INSTALLED_KEY,
  DOWNLOAD_BAR_CLOSED_KEY,
  NOTIFICATION_ASKED_KEY,
} from '../../src/common/storageKeys';

// docs/install-browser.md: the browser's own install paths, the iOS guide, the in-app browser
// hand-off, the download bar, the install overlay, the notification prompt and the app upgrade.
const en = strings('en');
test.use({ locale: 'en-US' });

const UA = {
  ios17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ios16:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  iosFacebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/450.0.0.38.108;FBBV/564431005;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.4;FBSS/3;FBCR/;FBID/phone;FBLC/en_US;FBOP/5]',
  androidLine:
    'Mozilla/5.0 (Linux; Android 13; SM-G991B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.119 Mobile Safari/537.36 Line/14.2.0/IAB',
  androidFacebook:
    'Mozilla/5.0 (Linux; Android 13; SM-A536B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.119 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/454.0.0.44.108;]',
  iosInstagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 309.0.2.18.111 (iPhone13,2; iOS 17_1; en_US; en; scale=3.00; 1170x2532; 541635890)',
  androidInstagram:
    'Mozilla/5.0 (Linux; Android 12; moto g(60)) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/121.0.6167.178 Mobile Safari/537.36 Instagram 318.0.0.30.110 Android (31/12; 400dpi; 1080x2300; motorola; moto g(60); hanoip; qcom; en_US; 564720393)',
  androidTikTok:
    'Mozilla/5.0 (Linux; Android 11; RMX2193 Build/RP1A.200720.011; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/114.0.5735.196 Mobile Safari/537.36 trill_2023405030 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/trill app_version/34.5.3 ByteLocale/en ByteFullLocale/en Region/VN BytedanceWebview/d8a21c6',
  iosTikTok:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_32.5.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/US',
  androidApp:
    'Mozilla/5.0 (Linux; Android 13; SM-A536B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/123.0.6312.80 Mobile Safari/537.36 StorefrontApp/2.4.30',
};

/** The install funnel's part of an event's context (docs/install.md). */
type InstallContext = { install?: { surface?: string; outcome?: string } };

/** The prompt's answer as the collector recorded it (docs/install-browser.md "What is tracked"). */
const answered = (book: Ledger, outcome: 'accepted' | 'dismissed') =>
  book.events.some((event) => {
    const install = (event.context as InstallContext | undefined)?.install;
    return (
      event.name === 'installPromptAnswered' &&
      install?.surface === 'a2hs' &&
      install.outcome === outcome
    );
  });

const installButton = (page: Page) =>
  page.getByRole('button', { name: en('install.a2hs_install'), exact: true });

const storage = (page: Page) =>
  page.evaluate(
    (keys) => ({
      dismissed: sessionStorage.getItem(keys.dismissed),
      count: localStorage.getItem(keys.count),
      installed: localStorage.getItem(keys.installed),
    }),
    { dismissed: A2HS_DISMISSED_KEY, count: A2HS_COUNT_KEY, installed: A2HS_INSTALLED_KEY },
  );

/**
 * Past the deferred-prompt poll (spec §9, 20 × 150 ms) on the page's clock (the `clock`
 * fixture), once the page's chunks have loaded and mounted: "not shown" then means not shown.
 */
async function pastPromptPoll(page: Page, clock: ClockRecipes) {
  await expect(page.locator('#root')).not.toBeEmpty();
  await networkQuiet(page);
  await clock.past(INSTALL_PROMPT_POLL.tries * INSTALL_PROMPT_POLL.intervalMs);
}

test.describe('the add-to-home-screen prompt (spec §4)', () => {
  test('accepting the browser prompt shows the installing message, which fades on continue', async ({
    page,
    server,
  }) => {
    await offerInstallPrompt(page, 'accepted');
    await page.goto('/m/home');
    await installButton(page).click();
    const overlay = page.getByRole('dialog', { name: en('install.installing_title') });
    await expect(overlay).toBeVisible();
    expect(await page.evaluate(() => (window as PromptWindow).installPromptShown)).toBe(1);
    // Watch the overlay: "closing" (the fade) first, and gone about 250 ms later.
    await page.evaluate(() => {
      const testWindow = window as Window & { fade?: { closingAt?: number; goneAt?: number } };
      const fade: { closingAt?: number; goneAt?: number } = {};
      testWindow.fade = fade;
      new MutationObserver(() => {
        const element = document.querySelector('.bi-overlay');
        if (element?.classList.contains('closing')) fade.closingAt ??= performance.now();
        if (!element && fade.closingAt) fade.goneAt ??= performance.now();
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await overlay.getByRole('button', { name: en('install.continue_in_browser') }).click();
    await expect(overlay).toHaveCount(0);
    const fade = await page.evaluate(
      () => (window as Window & { fade?: { closingAt?: number; goneAt?: number } }).fade,
    );
    expect(fade?.closingAt).toBeDefined();
    expect(fade?.goneAt).toBeDefined();
    expect((fade?.goneAt ?? 0) - (fade?.closingAt ?? 0)).toBeGreaterThanOrEqual(240);
    expect((await storage(page)).dismissed).toBeNull();
    await waitForLedger(server, (book) => answered(book, 'accepted'), 15_000);
  });

  test('dismissing sets the session flag and counts; the prompt stays away this session', async ({
    page,
    server,
    clock,
  }) => {
    await offerInstallPrompt(page, 'dismissed');
    await page.goto('/m/home');
    await installButton(page).click();
    await expect(installButton(page)).toHaveCount(0);
    await expect.poll(() => storage(page)).toMatchObject({ dismissed: '1', count: '1' });
    await expect(page.getByRole('dialog', { name: en('install.installing_title') })).toHaveCount(0);
    await waitForLedger(server, (book) => answered(book, 'dismissed'), 15_000);

    await page.reload();
    await expect(page.locator('.banner-strip img').first()).toBeVisible();
    await pastPromptPoll(page, clock);
    await expect(installButton(page)).toHaveCount(0);
  });

  test('"Not now" also counts as a dismissal', async ({ page }) => {
    await offerInstallPrompt(page, 'accepted');
    await page.goto('/');
    await page.getByRole('button', { name: en('install.not_now') }).click();
    await expect(installButton(page)).toHaveCount(0);
    expect(await storage(page)).toMatchObject({ dismissed: '1', count: '1' });
    expect(await page.evaluate(() => (window as PromptWindow).installPromptShown)).toBe(0);
  });

  test('the installed event is tracked, sets the counter to 99 and the local flag', async ({
    page,
    server,
    clock,
  }) => {
    await offerInstallPrompt(page, 'accepted');
    await page.goto('/m/index.html');
    await expect(installButton(page)).toBeVisible();
    await page.evaluate(() => dispatchEvent(new Event('appinstalled')));
    await expect.poll(() => storage(page)).toMatchObject({ count: '99', installed: '1' });
    await waitForLedger(
      server,
      (book) => book.events.some((event) => event.name === 'a2hsInstalled'),
      15_000,
    );
    // Installed: not offered again.
    await page.reload();
    await pastPromptPoll(page, clock);
    await expect(installButton(page)).toHaveCount(0);
  });

  // The other pages it stays off (/m/index, /m/login...): decideA2hsPrompt's unit table.
  test('not on /m/, a home page but not one of the prompt’s', async ({ page, clock }) => {
    await offerInstallPrompt(page, 'accepted');
    await page.goto('/m/');
    await pastPromptPoll(page, clock);
    await expect(installButton(page)).toHaveCount(0);
  });

  test('not without an install prompt on a browser that has none', async ({ page, clock }) => {
    await page.goto('/m/home');
    await expect(page.locator('.banner-strip img').first()).toBeVisible();
    await pastPromptPoll(page, clock);
    await expect(installButton(page)).toHaveCount(0);
  });
});

test.describe('iOS 17 (spec §8 iOS install)', () => {
  test.use({ userAgent: UA.ios17, isMobile: true, hasTouch: true });

  test('the guide downloads the profile while the storefront stays; back from Settings, the install tips', async ({
    page,
    context,
    server,
  }) => {
    await page.goto('/m/home');
    await installButton(page).click();
    const guide = page.getByRole('dialog', { name: en('install.ios_guide_title') });
    await expect(guide).toBeVisible();
    await expect(guide.getByText(en('install.ios_step_settings'))).toBeVisible();
    const helper = page.waitForRequest((request) =>
      request.url().includes('/mobile/mc/redirect.html?url='),
    );
    const download = page.waitForEvent('download');
    await guide.getByRole('button', { name: en('install.ios_download_profile') }).click();
    const target = new URL((await helper).url()).searchParams.get('url');
    expect(target).toMatch(/\/downloads\/DEMOVN\/[^/]+\.mobileconfig$/);
    expect((await download).suggestedFilename()).toMatch(/\.mobileconfig$/);

    // The same tab, and the storefront still in it: the helper ran in a hidden frame.
    expect((await helper).frame()).not.toBe(page.mainFrame());
    expect(context.pages()).toEqual([page]);
    expect(new URL(page.url()).pathname).toBe('/m/home');
    await expect(page.locator('.banner-strip')).toBeVisible();
    await expect(guide.getByText(en('install.ios_step_settings'))).toBeVisible();
    // Not before the player has been to Settings.
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    await leaveAndComeBack(page);
    await expect(page.getByRole('alertdialog')).toContainText(en('install.ios17_download_tips'));
    await expect(guide).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/m/home');
    // Shown once: a later visit does not repeat it.
    await page.getByRole('button', { name: en('app.confirm') }).click();
    await page.reload();
    await expect(page.locator('.banner-strip img').first()).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    // The funnel: the guide opened, and the profile tapped.
    const tracked = (book: Ledger, name: string) =>
      book.events.some(
        (event) =>
          event.name === name &&
          (event.context as InstallContext | undefined)?.install?.surface === 'iosGuide',
      );
    await waitForLedger(
      server,
      (book) => tracked(book, 'installGuideOpened') && tracked(book, 'downloadApp'),
      15_000,
    );
  });

  test('offline, the profile button shows the no-network notice and stays', async ({
    page,
    context,
  }) => {
    await page.goto('/m/home');
    await installButton(page).click();
    const guide = page.getByRole('dialog', { name: en('install.ios_guide_title') });
    await expect(guide).toBeVisible();
    await context.setOffline(true);
    await guide.getByRole('button', { name: en('install.ios_download_profile') }).click();
    await expect(guide.getByRole('alert')).toHaveText(en('install.no_network'));
    expect(new URL(page.url()).pathname).toBe('/m/home');
  });
});

test.describe('accessibility of the install surfaces', () => {
  test.use({ userAgent: UA.ios17, isMobile: true, hasTouch: true });

  test('the prompt with the bar, then the iOS guide: no serious axe violation', async ({
    page,
  }) => {
    await page.goto('/m/home');
    await expect(installButton(page)).toBeFocused();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await installButton(page).click();
    const guide = page.getByRole('dialog', { name: en('install.ios_guide_title') });
    await expect(
      guide.getByRole('button', { name: en('install.ios_download_profile') }),
    ).toBeFocused();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    // Escape closes the guide; focus does not stay on a removed element.
    await page.keyboard.press('Escape');
    await expect(guide).toHaveCount(0);
  });
});

test.describe('iOS 16', () => {
  test.use({ userAgent: UA.ios16, isMobile: true, hasTouch: true });

  test('the go-to-settings notice first, then the profile; no tips on return', async ({ page }) => {
    await page.goto('/m/home');
    await installButton(page).click();
    const guide = page.getByRole('dialog', { name: en('install.ios_guide_title') });
    await guide.getByRole('button', { name: en('install.ios_download_profile') }).click();
    const notice = guide.getByRole('status');
    await expect(notice).toContainText(en('install.go_to_settings'));
    expect(new URL(page.url()).pathname).toBe('/m/home');
    const download = page.waitForEvent('download');
    await notice.getByRole('button', { name: en('install.go_to_settings_continue') }).click();
    expect((await download).suggestedFilename()).toMatch(/\.mobileconfig$/);
    expect(new URL(page.url()).pathname).toBe('/m/home');
    // Before iOS 17 the notice came first; nothing more when the player is back.
    await leaveAndComeBack(page);
    // The tips would be asked for as the page became visible, and shown (their code loaded)
    // before the network falls quiet.
    await networkQuiet(page);
    await expect(guide).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});

test.describe('in-app browsers hand off to a real browser', () => {
  async function openWithToken(page: Page, token: string) {
    await page.goto(`/m/home?affiliateCode=A1&token=${encodeURIComponent(token)}`);
  }

  /** Taps "Open in Safari" (inside `notice`) and returns the instructions it shows. */
  async function openSafariInstructions(page: Page, notice: Page | Locator) {
    await notice
      .getByRole('button', { name: en('install.handoff_open', { browser: 'Safari' }) })
      .click();
    const instructions = page.getByRole('dialog', {
      name: en('install.handoff_title', { browser: 'Safari' }),
    });
    await expect(
      instructions.getByText(en('install.handoff_step_open', { browser: 'Safari' })),
    ).toBeVisible();
    return instructions;
  }

  /** The notice names the app the player is in, and the browser to open. */
  const handoffNotice = (page: Page, app: string, browser: string) =>
    page
      .getByRole('dialog', { name: en('install.handoff_title', { browser }) })
      .filter({ hasText: en('install.handoff_text', { app, browser }) });

  test.describe('LINE on Android', () => {
    test.use({ userAgent: UA.androidLine, isMobile: true });
    test('opens the page in the external browser, without the token', async ({ page, server }) => {
      const token = await tokenFor(server, 'player01');
      await openWithToken(page, token);
      const link = page.getByRole('link', {
        name: en('install.handoff_open', { browser: en('install.handoff_other_browser') }),
      });
      const href = await link.getAttribute('href');
      const url = new URL(href!);
      expect(url.origin).toBe(server.url);
      expect(url.pathname).toBe('/m/home');
      expect(url.searchParams.get('openExternalBrowser')).toBe('1');
      expect(url.searchParams.get('affiliateCode')).toBe('A1');
      expect(href).not.toContain(token);
      expect(href).not.toMatch(/tokens?=/);
      // No install prompt inside LINE: nothing can be installed there.
      await expect(installButton(page)).toHaveCount(0);
    });
  });

  test.describe('Facebook on Android', () => {
    test.use({ userAgent: UA.androidFacebook, isMobile: true });
    test('a Chrome intent for this page, without the token', async ({ page, server }) => {
      const token = await tokenFor(server, 'player01');
      await openWithToken(page, token);
      const link = page.getByRole('link', {
        name: en('install.handoff_open', { browser: 'Chrome' }),
      });
      const host = new URL(server.url).host;
      await expect(link).toHaveAttribute(
        'href',
        `intent://${host}/m/home?affiliateCode=A1#Intent;scheme=http;package=com.android.chrome;end`,
      );
      // Closed for the session.
      await page.getByRole('button', { name: en('install.not_now') }).click();
      await page.reload();
      await expect(page.locator('.banner-strip img').first()).toBeVisible();
      await expect(link).toHaveCount(0);
    });
  });

  test.describe('Facebook on iOS', () => {
    test.use({
      userAgent: UA.iosFacebook,
      isMobile: true,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    test('instructions to open Safari, and the link to copy without the token', async ({
      page,
      server,
    }) => {
      const token = await tokenFor(server, 'player01');
      await openWithToken(page, token);
      const instructions = await openSafariInstructions(
        page,
        handoffNotice(page, 'Facebook', 'Safari'),
      );
      const expected = `${server.url}/m/home?affiliateCode=A1`;
      await expect(instructions.getByRole('textbox')).toHaveValue(expected);
      await instructions.getByRole('button', { name: en('install.copy_link') }).click();
      await expect(instructions.getByRole('status')).toHaveText(en('install.link_copied'));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    });
  });
});

/**
 * Holds the download settings' answer, as a slow line would: the page renders first and the bar
 * arrives late. Returns what lets the answer through.
 */
async function holdDownloadSettings(page: Page) {
  let answerSettings = () => {};
  const settingsHeld = new Promise<void>((resolve) => (answerSettings = resolve));
  await page.route('**/wps/relay/WPSCORE_getDownloadSetting*', async (route) => {
    await settingsHeld;
    await route.continue();
  });
  return answerSettings;
}

test.describe('the download bar (spec §2)', () => {
  const bar = (page: Page) =>
    page.getByRole('complementary', { name: /./ }).filter({
      has: page.getByRole('button', { name: en('install.bar_download'), exact: true }),
    });

  test('icon, rating 5.0 and the gift; Download opens the install sheet; closed for the session', async ({
    page,
  }) => {
    await page.goto('/m/home');
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toContainText('5.0');
    await expect(bar(page).getByRole('img', { name: en('install.bar_gift') })).toBeVisible();
    await expect(bar(page).locator('img[src*="icon-192"]')).toBeVisible();
    await bar(page)
      .getByRole('button', { name: en('install.bar_download'), exact: true })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.reload();
    await bar(page)
      .getByRole('button', { name: en('install.bar_close') })
      .click();
    await expect(bar(page)).toHaveCount(0);
    await page.reload();
    await expect(page.locator('.banner-strip img').first()).toBeVisible();
    await expect(bar(page)).toHaveCount(0);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), DOWNLOAD_BAR_CLOSED_KEY)).toBe(
      '1',
    );
  });

  test('it arrives without moving the page: above the home navigation, under the round buttons', async ({
    page,
  }) => {
    const csButton = page.getByRole('button', { name: en('customer_service.open') });
    const top = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!.y;
    const answerSettings = await holdDownloadSettings(page);
    await page.goto('/m/home');
    const banners = page.locator('.banner-strip');
    await expect(banners).toBeVisible();
    const bannersTop = await top(banners);
    await expect(bar(page)).toHaveCount(0);
    await expect(csButton).toBeVisible();
    const buttonTop = await top(csButton);
    answerSettings();
    await expect(bar(page)).toBeVisible();
    expect(await top(banners)).toBe(bannersTop);
    // A tap aimed at the button before the bar came still lands on it.
    expect(await top(csButton)).toBe(buttonTop);

    const barBox = (await bar(page).boundingBox())!;
    const navTop = await top(page.locator('.home-nav'));
    expect(barBox.y + barBox.height).toBeCloseTo(navTop, 0);
    const button = (await csButton.boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(barBox.y);
  });

  test('no gift without an enabled APP_DOWNLOAD promotion', async ({ page }) => {
    await page.route('**/wps/relay/MCSFE_getMerchantAvailablePromotions*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { value: { redirect?: string; key?: string }[] };
      body.value = body.value.filter(
        (promotion) => promotion.redirect !== 'APP_DOWNLOAD' && promotion.key !== 'APP_DOWNLOAD',
      );
      await route.fulfill({ response, json: body });
    });
    await page.goto('/m/home');
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).getByRole('img', { name: en('install.bar_gift') })).toHaveCount(0);
  });

  test('a minimum VIP rank: members of that rank only', async ({ page, server, scenario }) => {
    await scenario({ downloadSettings: { bottom_app_bar_mode: { enabled: true, value: 3 } } });
    await page.goto('/m/home');
    await expect(page.locator('.banner-strip img').first()).toBeVisible();
    await expect(bar(page)).toHaveCount(0);
    // agent01 has no VIP label; player01 is rank 3.
    await page.goto(`/m/home?token=${await tokenFor(server, 'agent01')}`);
    await expect(page.locator('.lane').first()).toBeVisible();
    await expect(bar(page)).toHaveCount(0);
    // A new tab: a link's token never silently replaces the session of a tab that has one.
    const memberTab = await page.context().newPage();
    await memberTab.goto(`/m/home?token=${await tokenFor(server, 'player01')}`);
    await expect(bar(memberTab)).toBeVisible();
  });
});

test.describe('the download bar with long labels and a larger font', () => {
  // Vietnamese on a small phone at 150 % text: "Tài khoản của tôi" wraps to three lines or more.
  test.use({ locale: 'vi-VN', viewport: { width: 360, height: 740 } });
  const vi = strings('vi');

  test('the tabs keep their text whole, the bar shows every line, the round buttons stay clear', async ({
    page,
  }) => {
    // The player's text size at 150 %, as the browser's font-size setting sets it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 24 } });
    const answerSettings = await holdDownloadSettings(page);
    await page.goto('/m/home');
    const nav = page.locator('.home-nav');
    await expect(nav).toContainText(vi('pages.member_home'));
    const csButton = page.getByRole('button', { name: vi('customer_service.open') });
    await expect(csButton).toBeVisible();
    const buttonBefore = (await csButton.boundingBox())!;
    answerSettings();
    const bar = page.getByRole('complementary').filter({
      has: page.getByRole('button', { name: vi('install.bar_download'), exact: true }),
    });
    await expect(bar).toBeVisible();

    const layout = await page.evaluate(() => {
      const inside = (inner: DOMRect, outer: DOMRect) =>
        inner.top >= outer.top - 0.5 &&
        inner.bottom <= outer.bottom + 0.5 &&
        inner.left >= outer.left - 0.5 &&
        inner.right <= outer.right + 0.5;
      const navBox = document.querySelector('.home-nav')!.getBoundingClientRect();
      const barElement = document.querySelector('.download-bar')!;
      const barBox = barElement.getBoundingClientRect();
      const tabs = [...document.querySelectorAll('.home-nav a')].map((link) => {
        const range = document.createRange();
        range.selectNodeContents(link);
        const lines = [...range.getClientRects()];
        const linkBox = link.getBoundingClientRect();
        return {
          label: link.textContent ?? '',
          lines: lines.length,
          // Every line of the label inside its tab, and the tab inside the navigation.
          whole: lines.every((line) => inside(line, linkBox)) && inside(linkBox, navBox),
        };
      });
      const rows = [...barElement.querySelectorAll('.download-bar-text > *')].map((row) => ({
        text: row.textContent ?? '',
        // All of its line's height inside the bar, and room for a few letters before the ellipsis.
        whole:
          row.scrollHeight <= row.clientHeight &&
          inside(row.getBoundingClientRect(), barBox) &&
          row.clientWidth >= 2 * parseFloat(getComputedStyle(row).fontSize),
      }));
      return { tabs, rows, navTop: navBox.top, barTop: barBox.top, barBottom: barBox.bottom };
    });
    // The case this test is about: some label needs more than two lines.
    expect(Math.max(...layout.tabs.map((tab) => tab.lines))).toBeGreaterThan(2);
    for (const tab of layout.tabs) expect(tab.whole, tab.label).toBe(true);
    for (const row of layout.rows) expect(row.whole, row.text).toBe(true);
    expect(layout.barBottom).toBeCloseTo(layout.navTop, 0);
    const buttonAfter = (await csButton.boundingBox())!;
    expect(buttonAfter.y).toBe(buttonBefore.y);
    expect(buttonAfter.y + buttonAfter.height).toBeLessThanOrEqual(layout.barTop);
    await expect(
      bar.getByRole('button', { name: vi('install.bar_download'), exact: true }),
    ).toBeInViewport({
      ratio: 1,
    });
  });
});

/**
 * Past the notification prompt's delay on the page's clock, once its chunk has loaded (the network
 * quiet), mounted and started its timer; with `until`, stops as soon as that shows.
 */
async function pastNotificationDelay(page: Page, until?: Locator) {
  const { NOTIFICATION_PROMPT_DELAY_MS } =
    await import('../../src/features/install/browser/NotificationPermissionPrompt.tsx');
  await networkQuiet(page);
  await clockRecipes(page).past(NOTIFICATION_PROMPT_DELAY_MS, until);
}

test.describe('the notification-permission prompt', () => {
  test('asks a member once per device, the browser only after the tap; a refusal shows the tips', async ({
    page,
    server,
  }) => {
    await page.addInitScript((askedKey) => {
      // The fixture marks the question answered for other specs; this one starts fresh once.
      if (!sessionStorage.getItem('test-started')) {
        sessionStorage.setItem('test-started', '1');
        localStorage.removeItem(askedKey);
      }
      const testWindow = window as Window & { permissionRequests?: number };
      testWindow.permissionRequests = 0;
      Notification.requestPermission = async () => {
        testWindow.permissionRequests! += 1;
        return 'denied';
      };
    }, NOTIFICATION_ASKED_KEY);
    await page.clock.install();
    await page.goto(`/m/home?token=${await tokenFor(server, 'player01')}`);
    await expect(page.locator('.lane').first()).toBeVisible();
    const prompt = page.getByRole('dialog', { name: en('install.notify_title') });
    await pastNotificationDelay(page, prompt);
    const requests = () =>
      page.evaluate(() => (window as Window & { permissionRequests?: number }).permissionRequests);
    expect(await requests()).toBe(0);
    await prompt.getByRole('button', { name: en('install.notify_allow') }).click();
    await expect(page.getByRole('alertdialog')).toContainText(
      en('install.notification_request_tips'),
    );
    expect(await requests()).toBe(1);

    await page.reload();
    await expect(page.locator('.lane').first()).toBeVisible();
    await pastNotificationDelay(page);
    await expect(prompt).toHaveCount(0);
  });
});

test.describe('the app upgrade modal (spec §4)', () => {
  test.use({ userAgent: UA.androidApp, isMobile: true });

  test('inside an app older than the latest: closable, with the Android link', async ({ page }) => {
    await page.goto('/m/home?inApp=1');
    const modal = page.getByRole('dialog', { name: en('install.upgrade_title') });
    await expect(modal).toContainText(en('install.upgrade_text', { version: '2.4.39' }));
    const update = modal.getByRole('link', { name: en('install.upgrade_button') });
    const href = new URL((await update.getAttribute('href'))!, page.url());
    expect(href.pathname).toBe('/mobile/mc/redirect.html');
    expect(href.searchParams.get('url')).toMatch(/\.apk$/);
    await modal.getByRole('button', { name: en('install.later') }).click();
    await expect(modal).toHaveCount(0);
    // No browser install surfaces inside the app.
    await expect(installButton(page)).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: en('install.bar_download'), exact: true }),
    ).toHaveCount(0);
  });

  test('a mandatory update cannot be closed', async ({ page, scenario }) => {
    await scenario({ appUpgrade: { latestVersion: '2.6.0', mandatory: true } });
    await page.goto('/m/home?inApp=1');
    const modal = page.getByRole('dialog', { name: en('install.upgrade_title') });
    await expect(modal).toContainText(en('install.upgrade_mandatory_text', { version: '2.6.0' }));
    await expect(modal.getByRole('button', { name: en('install.later') })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(modal).toBeVisible();
  });
  // The version rules (the spec §9 minimum, an app at or past the latest): decideAppUpgrade's unit
  // table.
});

/**
 * Chromium's own installability check. Incognito contexts (Playwright's default) are never
 * installable, so this one runs in a persistent profile.
 */
async function installabilityErrors(serverUrl: string) {
  const profile = await mkdtemp(join(tmpdir(), 'storefront-install-'));
  let context: BrowserContext | undefined;
  try {
    context = await chromium.launchPersistentContext(profile, {
      ...chromiumLaunchOptions,
      baseURL: serverUrl,
      locale: 'en-US',
      // Chromium's check needs the worker; this launch would otherwise take the config's block.
      serviceWorkers: 'allow',
    });
    await hideAnnouncementPopup(context);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/m/home');
    await waitForServiceWorkerControl(page);
    await page.reload();
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    return installabilityErrors;
  } finally {
    await context?.close();
    await rm(profile, { recursive: true, force: true });
  }
}

test.describe('the web manifest passes Chromium’s installability check', () => {
  test('DEMOVN', async ({ server }) => {
    expect(await installabilityErrors(server.url)).toEqual([]);
  });
  test.describe('DEMOBR', () => {
    test.use({ merchant: 'DEMOBR' });
    test('DEMOBR', async ({ server }) => {
      expect(await installabilityErrors(server.url)).toEqual([]);
    });
  });
});
