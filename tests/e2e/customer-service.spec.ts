import type { Page } from '@playwright/test';
import { encryptCustomerServicePath } from '../../server/cs-crypto.ts';
import {
  APP_DATABASE,
  expect,
  openHome as openHomeUntil,
  storedRows,
  storedSession,
  test,
  tokenFor,
} from './fixtures';
import { builtChunk } from './builtChunks';
import { strings } from './locales';
import { CHAT_SCRIPT_PATH } from '../../src/common/chatProvider.ts';
import { FIRST_CONTENT_TIME_LIMIT_MS } from '../../src/app/firstContent.ts';
import { networkQuiet } from '../qa-kit/index.ts';
import { seriousAccessibilityProblems } from './axe.ts';

/** The chat script's element, in the page as soon as it is injected (before it is asked for). */
const chatScriptElement = (page: Page) => page.locator(`script[src$="${CHAT_SCRIPT_PATH}"]`);

const en = strings('en');
const SHEET_TITLE = en('status.online_customer_service');

interface Entry {
  title: string;
  target: string;
  labelIds: number[];
}

/** Several lines of each kind: two for everyone (one untitled), two for the VIP label 3. */
const ENTRIES: Entry[] = [
  { title: 'Zalo 24/7', target: '/cs/DEMOVN/1', labelIds: [] },
  { title: '', target: '/cs/DEMOVN/1', labelIds: [] },
  { title: 'VIP Telegram', target: '/cs/DEMOVN/2', labelIds: [3] },
  { title: 'VIP Line', target: '/cs/DEMOVN/2', labelIds: [3, 4] },
];

/**
 * Replaces the config call's entries and domains (the demo merchants have one line per kind).
 * The domains are a dead mirror and 127.0.0.1 (the page is on localhost): a relative path must
 * come out on the domain that answered the line test.
 */
async function serveConfig(page: Page, port: number, entries: Entry[]) {
  await page.route('**/wps/system/config', async (route) => {
    await route.fulfill({
      json: {
        success: true,
        value: {
          customerService: entries.map((entry, index) => ({
            title: entry.title,
            path: encryptCustomerServicePath(entry.target, `Key${index}abcd`),
            csType: 'LIVECHAT',
            csPosition: String(index + 1),
            labelIds: entry.labelIds,
          })),
          domainList: [{ domainName: 'm1.demoxoso.example' }, { domainName: `127.0.0.1:${port}` }],
        },
      },
    });
  });
}

const csButton = (page: Page) => page.getByRole('button', { name: en('customer_service.open') });
const chatButton = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^${en('customer_service.chat')}`) });

const openHome = (page: Page, token?: string) => openHomeUntil(page, token, csButton(page));

/** Waits until the signed-in member's info (type, VIP label) is stored, as the views read it. */
async function waitForMemberInfo(page: Page, account: string) {
  await expect
    .poll(async () => {
      // Rows are keyed by member id, which the views take from this tab's session.
      const session = await storedSession(page);
      const rows = await storedRows<{ key: string; account?: string }>(
        page,
        APP_DATABASE,
        'memberInfo',
      );
      return rows.find((row) => row.key === String(session?.id))?.account ?? null;
    })
    .toBe(account);
}

// page.route cannot see requests a service worker sends; these tests need no worker.
test.use({ locale: 'en-US', serviceWorkers: 'block' });

test.beforeEach(async ({ page }) => {
  // The announcement popups (spec §4) would cover the buttons: these tests are not about them.
  await page.route(
    (url) =>
      url.pathname === '/wps/relay/MCSFE_getListAnnouncements' &&
      (url.searchParams.get('types') ?? '').includes('PR'),
    (route) => route.fulfill({ json: { success: true, value: [] } }),
  );
});

test.describe('customer service button', () => {
  test('a visitor chooses among the lines for everyone, resolved on the fastest domain', async ({
    page,
    context,
    server,
  }) => {
    await serveConfig(page, server.port, ENTRIES);
    await openHome(page);
    await csButton(page).click();
    const sheet = page.getByRole('dialog', { name: SHEET_TITLE });
    await expect(sheet.getByRole('button')).toHaveText(['Zalo 24/7', 'CS2', en('app.close')]);

    const opened = context.waitForEvent('page');
    await sheet.getByRole('button', { name: 'CS2' }).click();
    const chat = await opened;
    await chat.waitForLoadState();
    expect(chat.url()).toBe(`http://127.0.0.1:${server.port}/cs/DEMOVN/1`);
  });

  test('a member with a VIP label gets the lines of that label', async ({ page, server }) => {
    await serveConfig(page, server.port, ENTRIES);
    await openHome(page, await tokenFor(server, 'player01'));
    await waitForMemberInfo(page, 'player01');
    await csButton(page).click();
    const sheet = page.getByRole('dialog', { name: SHEET_TITLE });
    await expect(sheet.getByRole('button')).toHaveText([
      'VIP Telegram',
      'VIP Line',
      en('app.close'),
    ]);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  });

  test('says there is no customer service when the config lists none', async ({ page, server }) => {
    await serveConfig(page, server.port, []);
    await openHome(page);
    await csButton(page).click();
    await expect(page.getByRole('alertdialog')).toContainText(en('status.no_customer_service'));
  });

  test('a tap before the config answers waits for it, not for the lines stored before', async ({
    page,
    context,
  }) => {
    // The status answer has already stored the demo line; the config call says there is none.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/wps/system/config', async (route) => {
      await answered;
      await route.fulfill({
        json: { success: true, value: { customerService: [], domainList: [] } },
      });
    });
    const opened: string[] = [];
    context.on('page', (other) => opened.push(other.url()));
    await openHome(page);
    await csButton(page).click();
    await expect(csButton(page)).toHaveAttribute('aria-busy', 'true');
    answer();
    await expect(page.getByRole('alertdialog')).toContainText(en('status.no_customer_service'));
    expect(opened).toEqual([]);
  });
});

test.describe('the referral action ending at customer service (nochat01)', () => {
  const referralButton = (page: Page) =>
    page.getByRole('button', { name: en('promotions.referral'), exact: true });

  test('prepares the lines as the button does: config call, label, fastest domain', async ({
    page,
    context,
    server,
  }) => {
    await serveConfig(page, server.port, ENTRIES);
    await openHome(page, await tokenFor(server, 'nochat01'));
    await waitForMemberInfo(page, 'nochat01');
    await referralButton(page).click();
    const sheet = page.getByRole('dialog', { name: SHEET_TITLE });
    await expect(sheet.getByRole('button')).toHaveText(['Zalo 24/7', 'CS2', en('app.close')]);
    const opened = context.waitForEvent('page');
    await sheet.getByRole('button', { name: 'Zalo 24/7' }).click();
    const line = await opened;
    await line.waitForLoadState();
    expect(line.url()).toBe(`http://127.0.0.1:${server.port}/cs/DEMOVN/1`);
  });

  test('a tap while the lines are still being decrypted opens them when ready', async ({
    page,
    context,
    server,
  }) => {
    // The crypto worker arrives only after the tap: the lines cannot be decrypted before it.
    let letWorkerThrough = () => {};
    const tapped = new Promise<void>((resolve) => (letWorkerThrough = resolve));
    await page.route(builtChunk('crypto.worker'), async (route) => {
      await tapped;
      await route.continue();
    });
    await openHome(page, await tokenFor(server, 'nochat01'));
    await waitForMemberInfo(page, 'nochat01');
    const opened = context.waitForEvent('page');
    await referralButton(page).click();
    letWorkerThrough();
    const line = await opened;
    await line.waitForURL(/\/cs\/DEMOVN\/1$/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});

test.describe('customer service with the demo lines', () => {
  test('one line opens at once: the general line for a visitor', async ({ page, context }) => {
    await openHome(page);
    const opened = context.waitForEvent('page');
    await csButton(page).click();
    const line = await opened;
    await line.waitForURL(/\/cs\/DEMOVN\/1$/);
    await expect(line.getByRole('heading', { level: 1 })).toHaveText('CSKH trực tuyến 24/7');
  });

  test('and the VIP line for player01', async ({ page, context, server }) => {
    await openHome(page, await tokenFor(server, 'player01'));
    await waitForMemberInfo(page, 'player01');
    const opened = context.waitForEvent('page');
    await csButton(page).click();
    const line = await opened;
    await line.waitForURL(/\/cs\/DEMOVN\/2$/);
    await expect(line.getByRole('heading', { level: 1 })).toHaveText('CSKH hội viên VIP');
  });
});

test.describe('chat button', () => {
  test('is not shown, and its script not loaded, without CBS3', async ({
    page,
    scenario,
    clock,
  }) => {
    await scenario({ whitelabelOff: ['CBS3'] });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/cs/chat.js')) scripts.push(request.url());
    });
    await openHome(page);
    // The switches are stored once the network is quiet; the script would go in its delay later.
    await networkQuiet(page);
    const { CHAT_SCRIPT_DELAY_MS } =
      await import('../../src/features/customer-service/chatScript.ts');
    await clock.past(CHAT_SCRIPT_DELAY_MS);
    await expect(chatButton(page)).toHaveCount(0);
    await expect(chatScriptElement(page)).toHaveCount(0);
    expect(scripts).toEqual([]);
  });

  test('injects the chat script 500 ms after the home page mounts', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/cs/chat.js') scripts.push(request.url());
    });
    // The chat button mounts once the status answer turns CBS3 on. The answer waits until the
    // page's clock is stopped, so a busy CPU cannot stretch the 500 ms (spec §9): time moves only
    // when the test says so.
    let answerStatus = () => {};
    const statusHeld = new Promise<void>((resolve) => (answerStatus = resolve));
    await page.route('**/wps/system/status*', async (route) => {
      await statusHeld;
      await route.fallback();
    });
    await page.clock.install();
    const statusAsked = page.waitForRequest('**/wps/system/status*');
    await page.goto('/m/home');
    await statusAsked;
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    answerStatus();
    // Rendering the answer takes a few ticks of the clock: move it 1 ms at a time until the home
    // page has seen CBS3 on (it asks for the injector's code then; the button itself comes later,
    // with the after-paint wave), and count them.
    let injectorAsked = false;
    page.on('request', (request) => {
      if (/\/m\/assets\/loadScript-[^/]+\.js$/.test(request.url())) injectorAsked = true;
    });
    let ticks = 0;
    await expect
      .poll(
        async () => {
          if (injectorAsked) return true;
          await page.clock.runFor(1);
          ticks += 1;
          return false;
        },
        { intervals: [50] },
      )
      .toBe(true);
    expect(ticks).toBeLessThan(100);
    // The injector's code arrives while the clock stands still: once the network is quiet, a
    // timer that fired would put the script element in at once.
    await networkQuiet(page);

    // 499 ms after the clock stopped, however late in that time the button mounted: no script.
    await page.clock.runFor(499 - ticks);
    await expect(chatScriptElement(page)).toHaveCount(0);
    expect(scripts).toEqual([]);

    // 500 ms after the latest moment it can have mounted: the script is in.
    await page.clock.runFor(ticks + 1);
    await page.waitForFunction(
      () => (window as { CBSChat?: { ready?: boolean } }).CBSChat?.ready === true,
      undefined,
      { timeout: 10_000 },
    );
    expect(scripts).toHaveLength(1);
    // The button arrives with the after-paint wave, at the latest at its time limit (React needs
    // its own timers running to reveal it).
    await page.clock.runFor(FIRST_CONTENT_TIME_LIMIT_MS);
    await page.clock.resume();
    await expect(chatButton(page)).toBeVisible();
  });

  test('sends a visitor to the login page', async ({ page }) => {
    await openHome(page);
    await chatButton(page).click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('shows player01 the unread count and opens the chat', async ({ page, context, server }) => {
    await openHome(page, await tokenFor(server, 'player01'));
    const button = page.getByRole('button', {
      name: en('customer_service.chat_unread', { count: '3' }),
    });
    await expect(button).toBeVisible();
    await expect(button).toContainText('3');

    const launch = page.waitForRequest('**/wps/relay/CBS_launchChat');
    const opened = context.waitForEvent('page');
    await button.click();
    const body = (await launch).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ b2c: 1, language: 'EN', headerColor: '#c8102e' });
    expect(body['backUrl']).toBe(`${server.url}/m/home`);
    const chat = await opened;
    await chat.waitForURL(/\/cs\/chat\/DEMOVN\?/);
    await expect(chat.locator('header')).toHaveText('Demo Xổ Số');
    await expect(chat.getByRole('link')).toHaveAttribute('href', `${server.url}/m/home`);
  });

  test('tells nochat01 it may not chat, with no unread count', async ({ page, server }) => {
    const unreadCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('CBS_')) unreadCalls.push(request.url());
    });
    await openHome(page, await tokenFor(server, 'nochat01'));
    await waitForMemberInfo(page, 'nochat01');
    await expect(chatButton(page)).toHaveAccessibleName(en('customer_service.chat'));
    await expect(page.locator('.chat-badge')).toHaveCount(0);
    await chatButton(page).click();
    await expect(page.getByRole('alertdialog')).toContainText(
      en('customer_service.chat_no_permission'),
    );
    expect(unreadCalls).toEqual([]);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  });
});
