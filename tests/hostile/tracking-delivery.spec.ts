import type { RunningServer } from '../../server/app.ts';
import {
  DEMO_PASSWORD,
  expect,
  test,
  tokenFor,
  waitForServiceWorkerControl,
} from '../e2e/fixtures.ts';
import { strings } from '../e2e/locales.ts';
import {
  drainFromPage,
  emit,
  eventsOf,
  exactlyOnceProblem,
  ledger,
  openWithDebug,
  outboxSnapshot,
  queuedEvents,
  setCollectorFaults,
  shortenTrackingBackoff,
  waitForLedger,
  type Ledger,
} from '../e2e/tracking-helpers.ts';
import { SPLIT_AFTER_FAILURES } from '../../src/common/tracking/retryPolicy.ts';

// Attribution events against hostile infrastructure (docs/tracking.md): a player who leaves the
// page at once, a redirect in front of the collector, answers lost after the collector recorded.
test.use({ locale: 'en-US' });
const en = strings('en');

const named = (book: Ledger, name: string) => book.events.filter((event) => event.name === name);
const COLLECTOR = ['/wps/tracking'];
/** The demo game page: on the merchant's host, but not the storefront, so nothing drains there. */
const GAME_PAGE = /\/wps\/game\/demo\/DEMOVN\/TCG_LOTTO_VN\/MB/;

/** Waits until the collector has the page's start-up events, so only what follows is in play. */
async function startUpDelivered(server: RunningServer) {
  await expect.poll(async () => named(await ledger(server), 'viewContent').length).toBe(1);
}

test.describe('an event recorded just before the page leaves', () => {
  // No service worker (the project's default), as for Safari and Firefox players without
  // Background Sync; and a collector slow enough that a request still waiting when the page goes
  // is cancelled with it. Only a keepalive request outlives the page.
  test.beforeEach(async ({ scenario }) => scenario({ whitelabelOff: ['STARTGAMEINAPP3'] }));

  test('a game launch: gameLaunch reaches the collector without a second visit', async ({
    page,
    server,
    scenario,
  }) => {
    await page.goto(`/m/home?token=${await tokenFor(server, 'player01')}`);
    await startUpDelivered(server);
    await scenario({ latencyMs: 2_000, paths: COLLECTOR });
    await page
      .getByRole('region', { name: 'Xổ số ba miền', exact: true })
      .getByRole('link', { name: 'Miền Bắc' })
      .click();
    await expect(page).toHaveURL(GAME_PAGE);

    const { book } = await waitForLedger(
      server,
      (current) => named(current, 'gameLaunch').length > 0,
      15_000,
    );
    expect(named(book, 'gameLaunch')).toHaveLength(1);
    expect(named(book, 'gameLaunch')[0]!.context).toMatchObject({
      game: { vendor: 'TCG_LOTTO_VN', code: 'MB' },
    });
  });

  test("a login's redirectUrl: login reaches the collector under the player's token", async ({
    page,
    server,
    scenario,
  }) => {
    const target = `${server.url}/wps/game/demo/DEMOVN/TCG_LOTTO_VN/MB`;
    await page.goto(`/m/login?redirectUrl=${encodeURIComponent(target)}`);
    await startUpDelivered(server);
    await page.getByLabel(en('auth.username')).fill('player01');
    await page.getByLabel(en('auth.password'), { exact: true }).fill(DEMO_PASSWORD);
    await scenario({ latencyMs: 2_000, paths: COLLECTOR });
    await page.getByRole('button', { name: en('auth.login_submit') }).click();
    await expect(page).toHaveURL(GAME_PAGE);

    const { book } = await waitForLedger(
      server,
      (current) => named(current, 'login').length > 0,
      15_000,
    );
    const [login] = named(book, 'login');
    // Verified by the collector: the keepalive request carried the new session's token.
    expect(login!.customerId).toBe(String(login!.payload.customerId));
  });
});

test('a redirect in front of the collector is retried, never followed into a dead letter', async ({
  page,
  server,
}) => {
  // The support page: no install prompt records events of its own meanwhile.
  await openWithDebug(page, '/m/support/tracking');
  await expect.poll(async () => (await outboxSnapshot(page)).queued).toBe(0);
  await setCollectorFaults(server, { redirectRate: 1 });
  await emit(page, 'redirected', 3);
  await drainFromPage(page);
  await expect
    .poll(async () => (await queuedEvents(page)).filter((event) => event.attempts > 0).length)
    .toBe(3);
  // Failed as a network error, not as the 405 a followed redirect's GET would get.
  const errors = new Set((await queuedEvents(page)).map((event) => event.lastError));
  expect([...errors]).toEqual(['TypeError: Failed to fetch']);
  expect((await outboxSnapshot(page)).deadLettered).toBe(0);

  await setCollectorFaults(server, null);
  await drainFromPage(page);
  const { book } = await waitForLedger(
    server,
    (current) => eventsOf(current, 'redirected').length === 3,
    15_000,
  );
  expect(exactlyOnceProblem(book, 'redirected', 3)).toBeNull();
});

test.describe('with the service worker sending', () => {
  test.use({ serviceWorkers: 'allow' });

  test('an answer lost after the collector recorded the batch costs little time', async ({
    page,
    server,
  }) => {
    await openWithDebug(page);
    await waitForServiceWorkerControl(page);
    await expect.poll(async () => (await outboxSnapshot(page)).queued).toBe(0);
    await setCollectorFaults(server, { dropAfterCommitRate: 1 });
    const started = Date.now();
    await emit(page, 'lost-once', 20);
    // Every answer is lost until one has been; then the collector answers again.
    await expect
      .poll(async () => (await ledger(server)).requests.droppedAfterCommit, { intervals: [50] })
      .toBeGreaterThan(0);
    await setCollectorFaults(server, null);
    await expect
      .poll(async () => (await outboxSnapshot(page)).queued, { intervals: [50], timeout: 15_000 })
      .toBe(0);
    const elapsed = Date.now() - started;

    expect(exactlyOnceProblem(await ledger(server), 'lost-once', 20)).toBeNull();
    // A lost answer is resent at once, and a short wait is the worker's own timer: no waiting
    // for a page's check seconds later (docs/tracking.md asks for 1.5 s for 100 events).
    expect(elapsed).toBeLessThan(3_000);
  });
});

test('a 403 storm on the collector holds the events instead of dead-lettering them, and loses none', async ({
  page,
  server,
  scenario,
}) => {
  await openWithDebug(page, '/m/support/tracking');
  // A refusal's 30 s wait, doubling, in a thousandth of that: the drain retries on its own timers.
  await shortenTrackingBackoff(page, 0.001);
  await expect.poll(async () => (await outboxSnapshot(page)).queued).toBe(0);
  // A web application firewall in front of the collector refuses every request.
  await scenario({
    forceError: [{ path: '/wps/tracking/events', status: 403, errorCode: 'forbidden' }],
  });
  await emit(page, 'walled', 12);
  // Round after round of refusals: enough for the drain to start halving the batch.
  await expect
    .poll(async () => (await queuedEvents(page))[0]?.attempts ?? 0)
    .toBeGreaterThan(SPLIT_AFTER_FAILURES);
  const held = await queuedEvents(page);
  expect(held).toHaveLength(12);
  expect(new Set(held.map((event) => event.lastError))).toEqual(new Set(['HTTP 403']));
  // Refused, not dead: a 403 is about the wall, not about one event.
  expect(held.every((event) => event.refused)).toBe(true);
  expect((await outboxSnapshot(page)).deadLettered).toBe(0);

  // The wall comes down: the next retry, on the drain's own timer, delivers them all.
  await scenario({ forceError: [] });
  const { book } = await waitForLedger(
    server,
    (current) => eventsOf(current, 'walled').length === 12,
    15_000,
  );
  expect(exactlyOnceProblem(book, 'walled', 12)).toBeNull();
  await expect.poll(async () => (await outboxSnapshot(page)).queued).toBe(0);
});
