import type { CDPSession, Page } from '@playwright/test';
import { expect, test, waitForServiceWorkerControl } from './fixtures.ts';
import {
  drainFromPage,
  emit,
  emitJourney,
  emittedSoFar,
  eventsOf,
  exactlyOnceProblem,
  ledger,
  makeOutboxDue,
  openSignedIn,
  openWithDebug,
  outboxRowsPutOff,
  outboxSnapshot,
  queuedEvents,
  redeliveries,
  setCollectorFaults,
  shortenTrackingBackoff,
  waitForLedger,
} from './tracking-helpers.ts';

// Delivery under faults, at CI sizes (`npm run bench` runs the 1,000-event case). Each counts from
// the collector's ledger: nothing lost, nothing processed twice.
const COLLECTOR = ['/wps/tracking'];

async function crash(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const crashed = page.waitForEvent('crash');
  // The renderer dies before it can answer, so the command itself never settles.
  void cdp.send('Page.crash').catch(() => {});
  await crashed;
}

/** Waits until an event named `name` is in a request, and returns its id. */
async function waitUntilInFlight(page: Page, name = 'viewContent') {
  const inFlight = async () =>
    (await queuedEvents(page)).find((event) => event.name === name && event.inFlightSince !== null);
  await expect.poll(async () => (await inFlight()) !== undefined, { timeout: 15_000 }).toBe(true);
  return (await inFlight())!.eventId;
}

test.describe('durable tracking', () => {
  test.use({ serviceWorkers: 'allow' });

  test.describe.configure({ timeout: 180_000 });

  test('faulty network: every event reaches the collector once, and the outbox empties', async ({
    page,
    server,
  }) => {
    await openWithDebug(page);
    await shortenTrackingBackoff(page);
    await waitForServiceWorkerControl(page);
    await setCollectorFaults(server, {
      dropRate: 0.3,
      serverErrorRate: 0.1,
      throttleRate: 0.05,
      retryAfterSeconds: 1,
    });
    // In bursts, and on until each kind of fault has happened and the faults have met at least
    // 20 requests: a long backoff early on would otherwise let a few big batches carry everything.
    let emitted = 0;
    let faulted = await ledger(server);
    const everyFaultSeen = () =>
      faulted.requests.total >= 20 &&
      faulted.requests.dropped > 0 &&
      faulted.requests.serverErrors > 0 &&
      faulted.requests.throttled > 0;
    while (emitted < 200 || !everyFaultSeen()) {
      await emit(page, 'faulty', 5, { from: emitted, pauseMs: 100 });
      emitted += 5;
      faulted = await ledger(server);
      if (emitted >= 2000) throw new Error('The faults did not all happen');
    }
    await setCollectorFaults(server, null);

    const { book, elapsedMs } = await waitForLedger(
      server,
      (current) => eventsOf(current, 'faulty').length === emitted,
      120_000,
    );
    expect(exactlyOnceProblem(book, 'faulty', emitted)).toBeNull();
    await expect.poll(async () => (await outboxSnapshot(page)).queued).toBe(0);
    expect(faulted.requests.total).toBeGreaterThanOrEqual(20);
    expect(faulted.requests.dropped).toBeGreaterThan(0);
    expect(faulted.requests.serverErrors).toBeGreaterThan(0);
    expect(faulted.requests.throttled).toBeGreaterThan(0);
    test.info().annotations.push({
      type: 'drained after faults stopped',
      description: `${elapsedMs} ms`,
    });
  });

  test('answers lost after commit: each event processed once, redeliveries counted as duplicates', async ({
    page,
    server,
  }) => {
    await openWithDebug(page);
    await shortenTrackingBackoff(page);
    // Every answer is lost until one has been: with two batches of 50, a share below 1 could lose
    // none, and the redelivery this test is about would never happen.
    await setCollectorFaults(server, { dropAfterCommitRate: 1 });
    await emit(page, 'lost-answers', 100);
    await expect
      .poll(async () => (await ledger(server)).requests.droppedAfterCommit)
      .toBeGreaterThan(0);
    await setCollectorFaults(server, null);

    const { book } = await waitForLedger(
      server,
      (current) => eventsOf(current, 'lost-answers').length === 100,
      120_000,
    );
    await expect.poll(async () => (await outboxSnapshot(page)).queued, { timeout: 60_000 }).toBe(0);
    const settled = await ledger(server);
    expect(exactlyOnceProblem(settled, 'lost-answers', 100)).toBeNull();
    // Every event whose answer was lost came back; any other repeat (Chromium resending a
    // request on a dead keep-alive connection) is also only counted, never processed.
    expect(settled.requests.eventsInLostAnswers).toBeGreaterThan(0);
    expect(settled.duplicatesDropped).toBeGreaterThanOrEqual(settled.requests.eventsInLostAnswers);
    expect(settled.duplicatesDropped).toBe(redeliveries(settled));
    expect(book.processed).toBe(settled.processed);
  });

  test('offline: a player journey waits in the outbox and arrives in order once back online', async ({
    page,
    context,
    server,
  }) => {
    await openWithDebug(page);
    await shortenTrackingBackoff(page);
    await waitForServiceWorkerControl(page);
    // The page goes offline; the service worker's own traffic is cut at the server (DESIGN.md).
    await context.setOffline(true);
    await setCollectorFaults(server, { dropRate: 1 });
    const journey = [
      'registerSubmit',
      'register',
      'login',
      ...Array<string>(190).fill('viewContent'),
      'depositSubmit',
      'firstDeposit',
      'firstDepositArrival',
      'deposit',
      'redeposit',
      'withdraw',
      'gameLaunch',
    ];
    expect(journey).toHaveLength(200);
    await emitJourney(page, 'journey', journey);
    expect(eventsOf(await ledger(server), 'journey')).toHaveLength(0);
    expect((await outboxSnapshot(page)).queued).toBeGreaterThanOrEqual(200);

    await setCollectorFaults(server, null);
    await context.setOffline(false);
    const { book } = await waitForLedger(
      server,
      (current) => eventsOf(current, 'journey').length === 200,
      120_000,
    );
    expect(exactlyOnceProblem(book, 'journey', 200)).toBeNull();
    const arrived = eventsOf(book, 'journey');
    expect(arrived.map((event) => event.name)).toEqual(journey);
    expect(arrived.findIndex((e) => e.name === 'register')).toBeLessThan(
      arrived.findIndex((e) => e.name === 'firstDeposit'),
    );
  });

  for (const ending of ['closed', 'crashed'] as const) {
    test(`a tab ${ending} with a request in flight: the same event id is delivered later, once`, async ({
      browser,
      server,
      scenario,
    }) => {
      // No service worker: this tab is the only drainer, so its request is the one cut short.
      const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
      const first = await context.newPage();
      await openWithDebug(first);
      await expect.poll(async () => (await outboxSnapshot(first)).queued).toBe(0);
      await scenario({ latencyMs: 5_000, paths: COLLECTOR });
      // A name no page view uses, so the event in flight is surely this one.
      await emit(first, 'in-flight', 1, { name: 'gameLaunch' });
      const inFlightId = await waitUntilInFlight(first, 'gameLaunch');
      if (ending === 'closed') await first.close();
      else await crash(first);
      await scenario({ latencyMs: 0, paths: [] });

      const second = await context.newPage();
      await openWithDebug(second);
      const { book } = await waitForLedger(
        server,
        (current) => eventsOf(current, 'in-flight').length === 1,
        60_000,
      );
      expect(eventsOf(book, 'in-flight')[0]!.eventId).toBe(inFlightId);
      await expect.poll(async () => (await outboxSnapshot(second)).queued).toBe(0);
      expect(exactlyOnceProblem(await ledger(server), 'in-flight', 1)).toBeNull();
      await context.close();
    });
  }

  test('the service worker stopped in the middle of a drain: nothing lost, nothing twice', async ({
    page,
    server,
    scenario,
  }) => {
    await openWithDebug(page);
    await waitForServiceWorkerControl(page);
    await scenario({ latencyMs: 3_000, paths: COLLECTOR });
    await emit(page, 'sw-stopped', 60);
    await waitUntilInFlight(page);
    const cdp: CDPSession = await page.context().newCDPSession(page);
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await scenario({ latencyMs: 0, paths: [] });

    const { book } = await waitForLedger(
      server,
      (current) => eventsOf(current, 'sw-stopped').length === 60,
      90_000,
    );
    expect(exactlyOnceProblem(book, 'sw-stopped', 60)).toBeNull();
    await expect.poll(async () => (await outboxSnapshot(page)).queued).toBe(0);
  });

  test('three tabs emitting at once, one crashed: one drainer at a time, nothing twice', async ({
    context,
    server,
    scenario,
  }) => {
    const tabs = await Promise.all([1, 2, 3].map(() => context.newPage()));
    for (const tab of tabs) await openWithDebug(tab);
    // Slow answers make overlapping drainers visible to the collector, were there any.
    await scenario({ latencyMs: 150, paths: COLLECTOR });
    // The crashed tab's loop never finishes: its promise rejects, expectedly.
    const emitting = tabs.map((tab, index) =>
      emit(tab, `tab-${index}`, 100).catch((error: unknown) => {
        if (index !== 1) throw error;
      }),
    );
    // Three tabs writing at once on a busy two-core CI runner record slowly: wait long enough.
    await expect.poll(() => emittedSoFar(tabs[1]!), { timeout: 60_000 }).toBeGreaterThanOrEqual(20);
    const recordedBeforeCrash = await emittedSoFar(tabs[1]!);
    await crash(tabs[1]!);
    await Promise.all(emitting);
    await scenario({ latencyMs: 0, paths: [] });

    await waitForLedger(
      server,
      (current) =>
        eventsOf(current, 'tab-0').length === 100 && eventsOf(current, 'tab-2').length === 100,
      90_000,
    );
    await expect.poll(async () => (await outboxSnapshot(tabs[0]!)).queued).toBe(0);
    const book = await ledger(server);
    expect(exactlyOnceProblem(book, 'tab-0', 100)).toBeNull();
    expect(exactlyOnceProblem(book, 'tab-2', 100)).toBeNull();
    // The crashed tab's events up to the crash: a gapless prefix, each once.
    const crashed = eventsOf(book, 'tab-1').length;
    expect(crashed).toBeGreaterThanOrEqual(recordedBeforeCrash);
    expect(exactlyOnceProblem(book, 'tab-1', crashed)).toBeNull();
    expect(book.requests.maxConcurrent).toBe(1);
  });

  test('a new service worker version activates with a full outbox and sends it all once', async ({
    page,
    server,
    scenario,
  }) => {
    // A page that fetches nothing by itself (the home page's slideshow loads banners through the
    // worker): a request reaching the old version while it stops for the new one restarts it,
    // and under Playwright's DevTools Chromium then keeps it until its five-minute limit
    // (docs/architecture.md "Backend calls skip the service worker").
    await openWithDebug(page, '/m/support/tracking');
    await shortenTrackingBackoff(page);
    await waitForServiceWorkerControl(page);
    await setCollectorFaults(server, { dropRate: 1 });
    await emit(page, 'new-version', 50);
    expect((await outboxSnapshot(page)).queued).toBeGreaterThanOrEqual(50);

    await scenario({ swVersion: '2' });
    // Each step has its own limit: a version that never installs or activates fails here, saying
    // how far it got, instead of holding the test to its timeout.
    const activation = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/m/');
      if (!registration) return 'no registration';
      let next: ServiceWorker | null = null;
      const describe = () =>
        next
          ? `new version ${next.state}, ${registration.active === next ? '' : 'not '}active, ` +
            `${navigator.serviceWorker.controller === next ? '' : 'not '}in control`
          : 'no new version';
      // Polled rather than awaited events: none can be missed, and a failure says where it stopped.
      const waitUntil = async (ms: number, step: string, done: () => boolean) => {
        for (const startedAt = Date.now(); !done();) {
          if (Date.now() - startedAt > ms) throw new Error(`${step} over ${ms} ms: ${describe()}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      };
      try {
        await Promise.race([
          registration.update(),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('update over 20 s')), 20_000),
          ),
        ]);
        next = registration.waiting ?? registration.installing;
        if (!next) return describe();
        const version = next;
        await waitUntil(20_000, 'install', () =>
          ['installed', 'redundant'].includes(version.state),
        );
        if (version.state === 'redundant') return `install failed: ${describe()}`;
        version.postMessage({ type: 'SKIP_WAITING' });
        await waitUntil(60_000, 'activation', () => navigator.serviceWorker.controller === version);
        return 'activated';
      } catch (error) {
        return String(error);
      }
    });
    expect(activation).toBe('activated');
    await setCollectorFaults(server, null);

    const { book } = await waitForLedger(
      server,
      (current) => eventsOf(current, 'new-version').length === 50,
      90_000,
    );
    expect(exactlyOnceProblem(book, 'new-version', 50)).toBeNull();
  });

  test("a worker that controls no page yet sends a member's events under the member's token", async ({
    page,
    server,
  }) => {
    const memberId = await openSignedIn(page, server, 'player01');
    await waitForServiceWorkerControl(page);
    // A forced reload bypasses the worker: the page it leaves is not controlled, as every page is
    // to a new version until it activates. Such a page asks the worker to take it (CLAIM_PAGE,
    // src/features/update/serviceWorker.ts); held back here, so that it stays uncontrolled.
    await page.addInitScript(() => {
      const post = ServiceWorker.prototype.postMessage;
      ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args: unknown[]) {
        if ((args[0] as { type?: string } | null)?.type === 'CLAIM_PAGE') return;
        return (post as (...all: unknown[]) => void).apply(this, args);
      };
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.reload', { ignoreCache: true });
    await page.waitForFunction(() => 'storefrontDebug' in window);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    // This page's own attempt is put off for ten minutes: only the worker can send them now.
    await page.route('**/wps/tracking/**', (route) =>
      route.fulfill({ status: 429, headers: { 'Retry-After': '600' }, body: '' }),
    );
    await emit(page, 'uncontrolled', 5);
    // A pass of the page's own, to its end: refused, it waits ten minutes to try again.
    await drainFromPage(page);
    expect(await outboxRowsPutOff(page, 60_000)).toBeGreaterThan(0);
    // Due now for the worker. The worker drains when it starts: stopped, then woken by a message.
    // A pass of this page's that was already scheduled may put the rows off again (refused, ten
    // minutes): then they are made due and the worker woken once more, until they arrive.
    await cdp.send('ServiceWorker.enable');
    const arrived = async () => eventsOf(await ledger(server), 'uncontrolled').length;
    await expect
      .poll(
        async () => {
          if ((await arrived()) < 5 && (await outboxRowsPutOff(page, 60_000)) > 0) {
            await makeOutboxDue(page);
            await cdp.send('ServiceWorker.stopAllWorkers');
            await page.evaluate(async () => {
              const registration = await navigator.serviceWorker.ready;
              registration.active?.postMessage({ type: 'CHECK_ASSETS' });
            });
          }
          return arrived();
        },
        { timeout: 60_000, intervals: [1_000] },
      )
      .toBe(5);

    const { book } = await waitForLedger(
      server,
      (current) => eventsOf(current, 'uncontrolled').length === 5,
      5_000,
    );
    expect(exactlyOnceProblem(book, 'uncontrolled', 5)).toBeNull();
    expect(new Set(eventsOf(book, 'uncontrolled').map((event) => event.customerId))).toEqual(
      new Set([memberId]),
    );
  });
});
