import type { Page } from '@playwright/test';
import type { RunningServer } from '../../server/app.ts';
import { readLedger, type Ledger } from '../qa-kit/ledger-book.ts';
import { signInOutside, storeSessionBeforeLoad } from '../qa-kit/member.ts';
import { scenarioClient } from '../qa-kit/qa-api.ts';
import type { ScenarioPatch } from '../qa-kit/server-types.ts';
import type { QueuedEventView } from '../../src/features/tracking/debugFlag.ts';
import { patchStoredRows, TRACKING_DATABASE } from '../qa-kit/storage.ts';

// Shared by tests/e2e/tracking.spec.ts and scripts/bench-tracking.ts, so nothing here needs the
// Playwright test runner. The ledger itself is the QA kit's.
export {
  eventsOf,
  exactlyOnceProblem,
  named,
  redeliveries,
  waitForLedger,
  type Ledger,
} from '../qa-kit/ledger-book.ts';

export { shortenTrackingBackoff } from '../qa-kit/backoff.ts';

export type CollectorFaults = NonNullable<ScenarioPatch['collector']>;

interface DebugApi {
  track(name: string, payload?: Record<string, unknown>): Promise<void>;
  drainNow(): Promise<void>;
  snapshot(): Promise<{
    queued: number;
    inFlight: number;
    deadLettered: number;
    refused: number;
    setAside: number;
  }>;
  queued(): Promise<QueuedEventView[]>;
}
type DebugWindow = Window & { storefrontDebug?: DebugApi; emitted?: number };

export function ledger(server: RunningServer): Promise<Ledger> {
  return readLedger(server);
}

export async function setCollectorFaults(server: RunningServer, collector: CollectorFaults | null) {
  await scenarioClient(server).set({ collector });
}

/** Opens the storefront with the support tools on and waits for its debug API. */
export async function openWithDebug(page: Page, path = '/m/home') {
  await page.goto(`${path}?debug=1`);
  await debugApi(page);
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

/**
 * Records `count` events as `emit` does and returns how long, in the page's clock, from just
 * before the first `track` until the outbox is empty again (every event acknowledged).
 */
export function timeUntilAcknowledged(page: Page, series: string, count: number) {
  return page.evaluate(
    async ({ series, count }) => {
      const debug = (window as DebugWindow).storefrontDebug!;
      const started = performance.now();
      for (let index = 0; index < count; index++) {
        await debug.track('viewContent', { customerName: series, value: index });
      }
      for (;;) {
        const { queued } = await debug.snapshot();
        if (queued === 0) return performance.now() - started;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    { series, count },
  );
}

/** The debug API arrives with tracking's start, in the after-paint wave: it may come late. */
async function debugApi(page: Page) {
  await page.waitForFunction(() => (window as DebugWindow).storefrontDebug !== undefined);
}

export async function outboxSnapshot(page: Page) {
  await debugApi(page);
  return page.evaluate(() => (window as DebugWindow).storefrontDebug!.snapshot());
}

export async function queuedEvents(page: Page) {
  await debugApi(page);
  return page.evaluate(() => (window as DebugWindow).storefrontDebug!.queued());
}

/**
 * Opens the debug home page in `page` signed in as `account`, with the session a login leaves in
 * the tab (spec §3) but without the login page; returns the member id.
 */
export async function openSignedIn(page: Page, server: RunningServer, account: string) {
  const session = await signInOutside(server, account);
  await storeSessionBeforeLoad(page, session);
  await openWithDebug(page);
  return String(session.id);
}

/** The page's drain now, the Send now button's: resolves when this page's passes are done. */
export async function drainFromPage(page: Page) {
  await debugApi(page);
  return page.evaluate(() => (window as DebugWindow).storefrontDebug!.drainNow());
}

export function emittedSoFar(page: Page) {
  return page.evaluate(() => (window as DebugWindow).emitted ?? 0);
}

/** How many queued events wait more than `ms` for their next attempt. */
export async function outboxRowsPutOff(page: Page, ms: number) {
  const dueLater = Date.now() + ms;
  return (await queuedEvents(page)).filter((event) => event.nextAttemptAt > dueLater).length;
}

/**
 * Makes every queued event due now, whatever its backoff: the app's Dexie instance is not
 * reachable from a test, and the debug API only reads.
 */
export function makeOutboxDue(page: Page) {
  return patchStoredRows(page, TRACKING_DATABASE, 'outbox', { nextAttemptAt: 0 });
}
