import { expect, storedMember, test } from './fixtures.ts';
import { strings } from './locales.ts';
import { outboxSize } from '../qa-kit/index.ts';
import {
  emit,
  eventsOf,
  exactlyOnceProblem,
  ledger,
  named,
  openSignedIn,
  outboxSnapshot,
  setCollectorFaults,
  waitForLedger,
} from './tracking-helpers.ts';
import { FBC_COOKIE, REGISTER_INFO_KEY } from '../../src/common/storageKeys';

test.use({ locale: 'en-US' });
const en = strings('en');

const LANDING =
  '/m/register?fbclid=fbCLICK42&utm_source=facebook&utm_campaign=spring&r=REF9&debug=1';

test('a player landing from an ad registers: every moment reaches the collector, attributed', async ({
  page,
  server,
}) => {
  await page.goto(LANDING);
  await page.getByLabel(en('auth.username')).fill('adplayer1');
  await page.getByLabel(en('auth.password'), { exact: true }).fill('Secret123');
  await page.getByLabel(en('register.confirm_password')).fill('Secret123');
  await page.getByRole('button', { name: en('register.submit') }).click();
  await expect(page).toHaveURL(/\/m\/home\?/);
  await expect(page.locator('.banner-strip img').first()).toBeVisible();

  // The launch events come once the page's main content is drawn (the after-paint wave).
  const { book } = await waitForLedger(
    server,
    (current) => named(current, 'login').length === 1 && named(current, 'firstOpen').length > 0,
    30_000,
  );
  const member = (await storedMember(server.dataDir, 'DEMOVN', 'adplayer1'))!;
  const order = book.events.map((event) => event.name);
  expect(order.indexOf('registerSubmit')).toBeLessThan(order.indexOf('register'));
  expect(order.indexOf('register')).toBeLessThan(order.indexOf('login'));
  expect(named(book, 'firstOpen')).toHaveLength(1);
  expect(named(book, 'register')[0]!.payload).toMatchObject({
    customerId: member.id,
    customerName: 'adplayer1',
  });
  // Sent with the new session's token, read at send time: the collector verified who it was.
  expect(String(named(book, 'login')[0]!.customerId)).toBe(String(member.id));
  for (const event of book.events) {
    expect(event.context?.['attribution']).toMatchObject({
      fbclid: 'fbCLICK42',
      utm_source: 'facebook',
      utm_campaign: 'spring',
    });
  }

  // The register call carried the pixel tracking object and the referral code from the landing.
  expect(member.referralCode).toBe('REF9');
  expect(member.pixelTrack).toMatchObject({
    fbclid: 'fbCLICK42',
    utm_source: 'facebook',
    fbc: expect.stringMatching(/^fb\.1\.\d+\.fbCLICK42$/),
  });

  // Capture survives navigation and reloads, and firstOpen stays once per device. A view counts
  // once the page has shown it (a reload in the first milliseconds would leave it unrecorded).
  const viewsSeen = async () => named(await ledger(server), 'viewContent').length;
  await page.goto('/m/home');
  await expect(page.locator('.banner-strip img').first()).toBeVisible();
  await expect.poll(viewsSeen).toBeGreaterThanOrEqual(3);
  await page.reload();
  await expect(page.locator('.banner-strip img').first()).toBeVisible();
  expect(
    JSON.parse((await page.evaluate((key) => localStorage.getItem(key), REGISTER_INFO_KEY))!),
  ).toMatchObject({ referralCode: 'REF9' });
  const cookies = await page.context().cookies();
  const fbc = cookies.find((cookie) => cookie.name === FBC_COOKIE)!;
  expect(fbc.expires * 1000 - Date.now()).toBeGreaterThan(89 * 24 * 3600 * 1000);
  // The register page, home after registering, home opened, home reloaded.
  await expect.poll(viewsSeen).toBe(4);
  expect(named(await ledger(server), 'firstOpen')).toHaveLength(1);
  // The debug API comes with the after-paint wave, up to its time limit after the reload.
  await expect.poll(async () => (await outboxSnapshot(page)).queued, { timeout: 20_000 }).toBe(0);
});

test('the support page: off without the flag; with it, counts and dead letters a player never sees', async ({
  page,
  server,
  scenario,
}) => {
  await page.goto('/m/support/tracking');
  await expect(page.getByText(en('tracking_support.disabled'))).toBeVisible();
  // The launch events go out first: only the event below meets the refusing collector. In the
  // ledger is not enough: the page may not have heard the collector's answer yet, and leaving
  // then keeps the event queued for a retry that would meet the refusing collector too.
  await expect.poll(async () => named(await ledger(server), 'firstOpen').length).toBe(1);
  await expect.poll(() => outboxSize(page)).toBe(0);

  await scenario({
    forceError: [{ path: '/wps/tracking/events', status: 400, errorCode: 'bad_batch' }],
  });
  await page.goto('/m/support/tracking?debug=1');
  await page.waitForFunction(() => 'storefrontDebug' in window);
  // The device's clock, held still so the refused event's age is ours to set.
  const recordedAt = Date.now();
  await page.clock.setFixedTime(recordedAt);
  await page.evaluate(() =>
    (
      window as unknown as { storefrontDebug: { track(name: string): Promise<void> } }
    ).storefrontDebug.track('gameLaunch'),
  );
  const stat = (name: string) => page.locator(`[data-stat="${name}"] dd`);
  // Refused, but not for good: it waits on the long backoff, counted, and is not dead-lettered.
  await expect(stat('refused')).toHaveText('1');
  await expect(stat('queued')).toHaveText('1');
  await expect(stat('dead_lettered')).toHaveText('0');

  // Still refused 7 days after it was recorded: then it is kept as a dead letter, not dropped.
  await page.clock.setFixedTime(recordedAt + 7 * 24 * 60 * 60_000);
  await page.getByRole('button', { name: en('tracking_support.send_now') }).click();
  await expect(stat('dead_lettered')).toHaveText('1');
  await expect(stat('expired')).toHaveText('1');
  await expect(
    page.getByRole('heading', { name: en('tracking_support.dead_letters') }),
  ).toBeVisible();
  await expect(page.getByText('gameLaunch')).toBeVisible();
  await expect(
    page.getByText('HTTP 400, still failing 7 days after it was recorded'),
  ).toBeVisible();
  await expect(stat('queued')).toHaveText('0');

  await scenario({ forceError: [] });
  await page.getByRole('button', { name: en('tracking_support.requeue') }).click();
  await expect(stat('dead_lettered')).toHaveText('0');
  await expect(stat('queued')).toHaveText('0');
  await expect(stat('acknowledged')).not.toHaveText('0');
});

test('the first launch from the home screen is a2hsFirstOpen, once per device', async ({
  page,
  server,
}) => {
  // Chromium has no switch for display-mode; the installed app's media query is what the page asks.
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query === '(display-mode: standalone)'
        ? ({ ...original(query), matches: true, media: query } as MediaQueryList)
        : original(query);
  });
  await page.goto('/m/home');
  await expect(page.locator('.banner-strip img').first()).toBeVisible();
  await waitForLedger(server, (current) => named(current, 'a2hsFirstOpen').length === 1, 20_000);
  await page.reload();
  // A view counts once the page is on screen (docs/architecture.md, routes).
  await expect(page.locator('.banner-strip img').first()).toBeVisible();
  await waitForLedger(server, (current) => named(current, 'viewContent').length >= 2, 30_000);
  const book = await ledger(server);
  expect(named(book, 'a2hsFirstOpen')).toHaveLength(1);
  expect(named(book, 'firstOpen')).toHaveLength(1);
});

test("two players in two tabs: each player's events go under that player's token only", async ({
  context,
  server,
}) => {
  const signIn = async (account: string) => {
    const page = await context.newPage();
    return { page, id: await openSignedIn(page, server, account) };
  };
  const first = await signIn('player01');
  const second = await signIn('agent01');
  // The collector refuses everything while player01 plays, then player01's tab closes.
  await setCollectorFaults(server, { serverErrorRate: 1 });
  await emit(first.page, 'first-player', 5);
  await first.page.close();
  await setCollectorFaults(server, null);
  await emit(second.page, 'second-player', 5);

  const { book } = await waitForLedger(
    server,
    (current) =>
      eventsOf(current, 'first-player').length === 5 &&
      eventsOf(current, 'second-player').length === 5,
    60_000,
  );
  expect(exactlyOnceProblem(book, 'first-player', 5)).toBeNull();
  // agent01's tab sent player01's events, anonymously: never as agent01.
  expect(new Set(eventsOf(book, 'first-player').map((event) => event.customerId))).toEqual(
    new Set([null]),
  );
  expect(
    eventsOf(book, 'first-player').every((e) => String(e.payload.customerId) === first.id),
  ).toBe(true);
  expect(new Set(eventsOf(book, 'second-player').map((event) => event.customerId))).toEqual(
    new Set([second.id]),
  );
});
