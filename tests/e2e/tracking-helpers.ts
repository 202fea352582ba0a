import type { Page } from '@playwright/test';
import type { RunningServer } from '../../server/app.ts';
import { DEMO_PASSWORD } from '../../server/auth/seed.ts';
import { login } from '../../server/auth/test-client.ts';
import { qaFetch } from '../../server/qa-access.ts';
import type { LedgerEvent } from '../../server/tracking/ledger.ts';
import type { TrackingReport } from '../../server/tracking/state.ts';
import type { ScenarioPatch } from '../../src/common/qaScenario.ts';

// Shared by tests/e2e/tracking.spec.ts and scripts/bench-tracking.ts, so nothing here needs the
// Playwright test runner.

/** The payload fields the tests set and read. */
interface TestPayload {
  value?: number;
  customerName?: string;
  customerId?: string | number;
}

/** `GET /__qa/tracking` (docs/qa.md): the reference collector's ledger, as the server types it. */
export type Ledger = Omit<TrackingReport, 'events'> & {
  events: (Omit<LedgerEvent, 'payload'> & { payload: TestPayload })[];
};

interface DebugApi {
  track(name: string, payload?: Record<string, unknown>): Promise<void>;
  drainNow(): Promise<void>;
  snapshot(): Promise<{ queued: number; inFlight: number; deadLettered: number }>;
  queued(): Promise<
    { eventId: string; name: string; inFlightSince: number | null; nextAttemptAt: number }[]
  >;
}
type DebugWindow = Window & { storefrontDebug?: DebugApi; emitted?: number };

export async function ledger(server: RunningServer): Promise<Ledger> {
  const response = await qaFetch(server, '/__qa/tracking');
  if (!response.ok) throw new Error(`GET /__qa/tracking: HTTP ${response.status}`);
  return (await response.json()) as Ledger;
}

export async function setCollectorFaults(
  server: RunningServer,
  collector: ScenarioPatch['collector'],
) {
  const response = await qaFetch(server, '/__qa/scenario', { body: { collector } });
  if (!response.ok) throw new Error(`Collector faults not set: ${await response.text()}`);
}

/** Opens the storefront with the support tools on and waits for its debug API. */
export async function openWithDebug(page: Page, path = '/m/home') {
  await page.goto(`${path}?debug=1`);
  await page.waitForFunction(() => (window as DebugWindow).storefrontDebug !== undefined);
}

export interface EmitOptions {
  name?: string;
  /** Pause this long after every `burst` events, as a player's taps come in bursts. */
  pauseMs?: number;
  burst?: number;
  /** The first value (default 0), to continue a series across calls. */
  from?: number;
}

/**
 * Records `count` events (viewContent unless named), one after another, tagged with `series`
 * (customerName) and numbered 0… (value). `window.emitted` counts those recorded.
 */
export function emit(page: Page, series: string, count: number, options: EmitOptions = {}) {
  const { name = 'viewContent', pauseMs = 0, burst = count, from = 0 } = options;
  return page.evaluate(
    async ({ series, count, name, pauseMs, burst, from }) => {
      const debugWindow = window as DebugWindow;
      debugWindow.emitted = 0;
      for (let index = 0; index < count; index++) {
        await debugWindow.storefrontDebug!.track(name, {
          customerName: series,
          value: from + index,
        });
        debugWindow.emitted = index + 1;
        if (pauseMs && (index + 1) % burst === 0) {
          await new Promise((resolve) => setTimeout(resolve, pauseMs));
        }
      }
    },
    { series, count, name, pauseMs, burst, from },
  );
}

/** Records the named events in order, one each, tagged with `series`. */
export function emitJourney(page: Page, series: string, names: string[]) {
  return page.evaluate(
    async ({ series, names }) => {
      const debug = (window as DebugWindow).storefrontDebug!;
      for (const [value, name] of names.entries()) {
        await debug.track(name, { customerName: series, value });
      }
    },
    { series, names },
  );
}

export function outboxSnapshot(page: Page) {
  return page.evaluate(() => (window as DebugWindow).storefrontDebug!.snapshot());
}

export function queuedEvents(page: Page) {
  return page.evaluate(() => (window as DebugWindow).storefrontDebug!.queued());
}

/**
 * Opens the debug home page in `page` signed in as `account`, with the session a login leaves in
 * the tab (spec §3) but without the login page; returns the member id.
 */
export async function openSignedIn(page: Page, server: RunningServer, account: string) {
  const answer = await login(server, account, DEMO_PASSWORD);
  if (!answer.success) throw new Error(`Login of ${account} failed`);
  await page.addInitScript((session) => {
    sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(session));
  }, answer.value);
  await openWithDebug(page);
  return String(answer.value.id);
}

/** The page's drain now, the Send now button's: resolves when this page's passes are done. */
export function drainFromPage(page: Page) {
  return page.evaluate(() => (window as DebugWindow).storefrontDebug!.drainNow());
}

export function emittedSoFar(page: Page) {
  return page.evaluate(() => (window as DebugWindow).emitted ?? 0);
}

export function eventsOf(book: Ledger, series: string) {
  return book.events.filter((event) => event.payload.customerName === series);
}

/** Polls the ledger until `done` holds; returns it and how long that took. */
export async function waitForLedger(
  server: RunningServer,
  done: (book: Ledger) => boolean,
  timeoutMs: number,
): Promise<{ book: Ledger; elapsedMs: number }> {
  const started = Date.now();
  for (;;) {
    const book = await ledger(server);
    if (done(book)) return { book, elapsedMs: Date.now() - started };
    if (Date.now() - started > timeoutMs) {
      throw new Error(`Ledger not complete after ${timeoutMs} ms: ${book.processed} processed`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Why the series' events were not each processed exactly once (values 0…count-1, no gap, no
 * repeat, distinct ids), or null when they were.
 */
export function exactlyOnceProblem(book: Ledger, series: string, count: number): string | null {
  const events = eventsOf(book, series);
  const seen = new Map<number, number>();
  for (const { payload } of events)
    seen.set(payload.value ?? -1, (seen.get(payload.value ?? -1) ?? 0) + 1);
  const missing = [...Array(count).keys()].filter((value) => !seen.has(value));
  const repeated = [...seen].filter(([, times]) => times > 1).map(([value]) => value);
  const unexpected = [...seen.keys()].filter((value) => value < 0 || value >= count);
  const ids = new Set(events.map((event) => event.eventId)).size;
  const problems = [
    missing.length ? `${missing.length} lost (first ${missing.slice(0, 5).join(', ')})` : '',
    repeated.length
      ? `${repeated.length} processed twice (${repeated.slice(0, 5).join(', ')})`
      : '',
    unexpected.length ? `${unexpected.length} unexpected values` : '',
    ids !== events.length ? 'an event id appears twice' : '',
  ].filter(Boolean);
  return problems.length ? `${series}: ${problems.join('; ')}` : null;
}

/** Redeliveries the collector saw: every arrival of an id after its first. */
export function redeliveries(book: Ledger) {
  return book.events.reduce((sum, event) => sum + event.deliveries - 1, 0);
}

/** How many queued events wait more than `ms` for their next attempt. */
export async function outboxRowsPutOff(page: Page, ms: number) {
  const dueLater = Date.now() + ms;
  return (await queuedEvents(page)).filter((event) => event.nextAttemptAt > dueLater).length;
}

/**
 * Makes every queued event due now, whatever its backoff. Raw IndexedDB: the app's Dexie instance
 * is not reachable from a test, and the debug API only reads.
 */
export function makeOutboxDue(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const opening = indexedDB.open('storefront-tracking');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const database = opening.result;
          const transaction = database.transaction('outbox', 'readwrite');
          const store = transaction.objectStore('outbox');
          const all = store.getAll();
          all.onsuccess = () => {
            for (const row of all.result as object[]) store.put({ ...row, nextAttemptAt: 0 });
          };
          transaction.oncomplete = () => {
            database.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
  );
}
