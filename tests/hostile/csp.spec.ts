import type { Page, Response } from '@playwright/test';
import { MERCHANT_DOMAINS } from '../../server/merchants/domains.ts';
import { ROUTES } from '../../src/app/paths.ts';
import { expect, test as base, tokenFor, waitForServiceWorkerControl } from '../e2e/fixtures.ts';
import { strings } from '../e2e/locales.ts';
import { missingSecurityHeaders, watchPolicyReports, type PolicyReport } from './policyReports.ts';

// The security headers (docs/server.md "Security headers"): every page of the app and of the
// server works under its policy, with nothing refused, and no answer lacks a header.
const test = base.extend<{ policyReports: PolicyReport[] }>({
  policyReports: [
    async ({ context }, use) => {
      const reports = await watchPolicyReports(context);
      await use(reports);
      // A round trip per page, so reports on their way to the test have arrived.
      await Promise.all(context.pages().map((page) => page.evaluate(() => 0).catch(() => 0)));
      expect(reports, 'what the browser refused under the policies').toEqual([]);
    },
    { auto: true },
  ],
});
test.use({ locale: 'en-US' });
const en = strings('en');

const ALL_PATHS = Object.values(ROUTES).flatMap((route) => route.paths);

/** The app shell's answer: the headers, and a policy that names each kind of resource. */
function expectAppShellHeaders(response: Response | null) {
  expect(response, 'the page answered').not.toBeNull();
  const headers = response!.headers();
  expect(missingSecurityHeaders(response!), response!.url()).toEqual([]);
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of [
    'script-src',
    'style-src',
    'img-src',
    'connect-src',
    'frame-src',
    'worker-src',
    'manifest-src',
    'form-action',
  ]) {
    expect(csp, response!.url()).toContain(`${directive} `);
  }
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("base-uri 'self'");
}

/** Loads a route and waits until the app has drawn a page (or a notice) in place of the splash. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expectAppShellHeaders(response);
  await expect(page.locator('#root .boot-splash')).toHaveCount(0);
  await expect(page.locator('main, [role=alertdialog]').first()).toBeVisible();
}

test('every route as a visitor', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of ALL_PATHS) await visit(page, path);
});

test('every route as a member', async ({ page, server }) => {
  test.setTimeout(120_000);
  await visit(page, `/m/home?token=${await tokenFor(server, 'player01')}`);
  for (const path of ALL_PATHS) await visit(page, path);
});

test('the pages the server renders, and its error answers', async ({ page, server }) => {
  const pages = [
    '/cs/DEMOVN/1',
    '/cs/chat/DEMOVN?title=Chat',
    '/wps/game/demo/DEMOVN/SPRIBO/SKYJET',
    `/dev-idp/authorize?channel=google&mode=popup&state=s1&origin=${encodeURIComponent(server.url)}`,
    '/dev-idp/authorize?channel=nope',
    '/mobile/mc/redirect.html?url=https%3A%2F%2Fphish.example%2F',
  ];
  for (const path of pages) {
    const response = await page.goto(path);
    expect(missingSecurityHeaders(response!), path).toEqual([]);
    await expect(page.locator('body')).not.toBeEmpty();
  }
  for (const path of ['/m/assets/missing.js', '/wps/no/such/call', '/cdn/DEMOVN/logo.svg']) {
    const response = await page.request.get(path);
    expect(missingSecurityHeaders(response), path).toEqual([]);
  }
});

test('the captcha loads, draws and verifies', async ({ page, scenario }) => {
  await scenario({ captcha: true });
  await visit(page, '/m/login');
  await page.getByRole('button', { name: 'I am not a robot' }).click();
  await expect(page.getByRole('button', { name: 'Verified' })).toBeVisible();
});

test("the chat script loads, and the chat button opens the member's chat", async ({
  page,
  server,
}) => {
  await visit(page, `/m/home?token=${await tokenFor(server, 'player01')}`);
  await expect
    .poll(() =>
      page.evaluate(() => (window as { CBSChat?: { ready?: boolean } }).CBSChat?.ready === true),
    )
    .toBe(true);
  const chat = page.getByRole('button', { name: new RegExp(`^${en('customer_service.chat')}`) });
  const [opened] = await Promise.all([page.waitForEvent('popup'), chat.click()]);
  await expect(opened.getByRole('heading', { level: 1 })).toBeVisible();
});

test("customer service: the line test pings every mirror, the member's line opens", async ({
  page,
  server,
}) => {
  // The worker's pings have no event to listen to; that each one left proves none was refused.
  const pinged = Promise.all(
    MERCHANT_DOMAINS.DEMOVN!.map((domain) =>
      page.waitForRequest((request) => new URL(request.url()).host === domain, {
        timeout: 10_000,
      }),
    ),
  );
  await visit(page, `/m/home?token=${await tokenFor(server, 'player01')}`);
  await pinged;
  const [opened] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: en('customer_service.open') }).click(),
  ]);
  await expect(opened.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a trial game plays in its sandboxed frame', async ({ page }) => {
  await visit(page, '/m/trialGame?vendor=SPRIBO&code=SKYJET');
  const game = page.frameLocator('iframe.trial-frame');
  await expect(game.getByRole('heading')).toHaveText('Phi Công');
  await game.getByRole('button', { name: 'Quay số' }).click();
  await expect(game.locator('#balls')).not.toContainText('–');
});

test.describe('the announcement popup', () => {
  test.use({ announcementPopup: 'shown' });

  test("shows a member's announcements with their HTML", async ({ page, server }) => {
    await visit(page, `/m/home?token=${await tokenFor(server, 'player01')}`);
    const dialog = page.getByRole('dialog', { name: 'Ưu đãi hội viên' });
    await expect(dialog.getByText('20%')).toBeVisible();
  });

  test("refuses the hostile announcement's event handlers, as the sanitiser's second line", async ({
    page,
    policyReports,
  }) => {
    await visit(page, '/m/home');
    const dialog = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('checkbox', { name: en('announcements.hide_today') }) });
    await dialog.getByRole('button', { name: en('announcements.next') }).click();
    await expect(dialog.locator('.announcement-content')).toContainText(
      'Lịch quay số dịp lễ đã được cập nhật.',
    );
    // Chromium checks the handlers while the sanitiser parses the HTML (inertly), and refuses them.
    const handlers = policyReports.filter(
      (report) =>
        report.what.startsWith('script-src-attr refused inline') ||
        report.what.startsWith('Executing inline event handler violates'),
    );
    expect(handlers.length).toBeGreaterThan(0);
    policyReports.splice(
      0,
      policyReports.length,
      ...policyReports.filter((r) => !handlers.includes(r)),
    );
    expect(await page.evaluate(() => '__pwned' in window)).toBe(false);
  });
});

test.describe('the development identity provider (DEMOBR)', () => {
  test.use({ merchant: 'DEMOBR' });

  test('one-tap draws its card and signs a visitor in', async ({ page }) => {
    await visit(page, '/m/home');
    const card = page.getByRole('dialog', { name: /Sign in with Google/ });
    await card.getByRole('button', { name: /ana\.souza@gmail\.example/ }).click();
    await expect(page.getByRole('dialog', { name: /Sign in with Google/ })).toHaveCount(0);
  });

  test('the sign-in popup answers the login page', async ({ page }) => {
    await visit(page, '/m/login');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page
        .getByRole('button', { name: en('social.continue_with', { provider: 'Google' }) })
        .click(),
    ]);
    const account = popup.getByRole('button', { name: /ana\.souza@gmail\.example/ });
    await account.waitFor();
    await Promise.all([popup.waitForEvent('close'), account.click().catch(() => undefined)]);
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('it installs, precaches, and serves the next visit with its images', async ({ page }) => {
    await visit(page, '/m/home');
    await waitForServiceWorkerControl(page);
    await page.reload();
    // The first banner, drawn at once (the others load lazily), came through the worker.
    const banner = page.locator('.banner-strip img').first();
    await expect
      .poll(() => banner.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('images')).keys()).length))
      .toBeGreaterThan(0);
  });
});
