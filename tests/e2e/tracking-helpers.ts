import type { Page } from '@playwright/test';
import type { RunningServer } from '../../server/app.ts';
import { expect, qaGet } from './fixtures.ts';

/** `GET /__qa/tracking` (docs/qa.md): the reference collector's ledger. */
export interface Ledger {
  received: number;
  processed: number;
  duplicatesDropped: number;
  rejected: number;
  requests: {
    total: number;
    dropped: number;
    serverErrors: number;
    throttled: number;
    droppedAfterCommit: number;
    unauthorized: number;
    maxConcurrent: number;
  };
  events: {
    eventId: string;
    name: string;
    createdAt: number;
    payload: { value?: number; customerName?: string; customerId?: string | number };
    merchant: string;
    customerId: string | number | null;
    deliveries: number;
  }[];
}

export interface CollectorFaults {
  dropRate?: number;
  serverErrorRate?: number;
  throttleRate?: number;
  retryAfterSeconds?: number;
  dropAfterCommitRate?: number;
}

interface DebugApi {
  track(name: string, payload?: Record<string, unknown>): Promise<void>;
  drainNow(): Promise<void>;
  snapshot(): Promise<{ queued: number; inFlight: number; deadLettered: number }>;
  queued(): Promise<{ eventId: string; name: string; inFlightSince: number | null }[]>;
}
type DebugWindow = Window & { storefrontDebug?: DebugApi; emitted?: number };

export function ledger(server: RunningServer): Promise<Ledger> {
  return qaGet<Ledger>(server, '/__qa/tracking');
}

export async function setCollectorFaults(server: RunningServer, collector: CollectorFaults | null) {
  const response = await fetch(`${server.url}/__qa/scenario`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ collector }),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
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
}

/**
 * Records `count` events (viewContent unless named), one after another, tagged with `series`
 * (customerName) and numbered 0… (value). `window.emitted` counts those recorded.
 */
export function emit(page: Page, series: string, count: number, options: EmitOptions = {}) {
  const { name = 'viewContent', pauseMs = 0, burst = count } = options;
  return page.evaluate(
    async ({ series, count, name, pauseMs, burst }) => {
      const debugWindow = window as DebugWindow;
      debugWindow.emitted = 0;
      for (let value = 0; value < count; value++) {
        await debugWindow.storefrontDebug!.track(name, { customerName: series, value });
        debugWindow.emitted = value + 1;
        if (pauseMs && (value + 1) % burst === 0) {
          await new Promise((resolve) => setTimeout(resolve, pauseMs));
        }
      }
    },
    { series, count, name, pauseMs, burst },
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

/** The series' events were processed exactly once each: values 0…count-1, no gap, no repeat. */
export function expectExactlyOnce(book: Ledger, series: string, count: number) {
  const events = eventsOf(book, series);
  const values = events.map((event) => event.payload.value).sort((a, b) => a! - b!);
  expect(values, `${series}: every event once`).toEqual([...Array(count).keys()]);
  expect(new Set(events.map((event) => event.eventId)).size).toBe(count);
}

/** Redeliveries the collector saw: every arrival of an id after its first. */
export function redeliveries(book: Ledger) {
  return book.events.reduce((sum, event) => sum + event.deliveries - 1, 0);
}
