// The `ledger` fixture: the tracking ledger of the test's backend, with the waits and the
// exactly-once check a scenario ends with.
import { expect, type Page } from '@playwright/test';
import { named, readLedger, type Ledger, type LedgerEntry } from './ledger-book.ts';
import { qaCall } from './qa-api.ts';
import { outboxSize } from './storage.ts';

/** The `ledger` fixture: the ledger of the test's backend. */
export interface LedgerClient {
  get(): Promise<Ledger>;
  /** Empties the ledger (its file too) and the request counters. */
  reset(): Promise<Ledger>;
  /** Waits until the collector has processed at least `count` events in all. */
  waitForProcessed(count: number, options?: { timeout?: number }): Promise<Ledger>;
  /**
   * Waits until `count` events named `eventName` arrived and the origin's outbox is empty (nothing
   * more on its way), then expects exactly `count` of them, each id once. Returns them.
   */
  expectExactlyOnce(
    eventName: string,
    count: number,
    options?: { timeout?: number },
  ): Promise<LedgerEntry[]>;
}

/** `page`: a page of the storefront's origin, whose outbox tells when sending is over. */
export function ledgerClient(server: { url: string }, page: Page): LedgerClient {
  return {
    get: () => readLedger(server),
    reset: () => qaCall<Ledger>(server, '/__qa/tracking', { method: 'DELETE' }),
    async waitForProcessed(count, { timeout = 30_000 } = {}) {
      await expect
        .poll(async () => (await readLedger(server)).processed, {
          message: `the collector processed ${count} events`,
          timeout,
        })
        .toBeGreaterThanOrEqual(count);
      return readLedger(server);
    },
    async expectExactlyOnce(eventName, count, { timeout = 30_000 } = {}) {
      await expect
        .poll(async () => named(await readLedger(server), eventName).length, {
          message: `${count} ${eventName} events reached the collector`,
          timeout,
        })
        .toBeGreaterThanOrEqual(count);
      await expect
        .poll(async () => (await outboxSize(page)) ?? 0, {
          message: 'the outbox is empty',
          timeout,
        })
        .toBe(0);
      const events = named(await readLedger(server), eventName);
      expect(events, `${eventName} events in the ledger`).toHaveLength(count);
      expect(new Set(events.map((event) => event.eventId)).size).toBe(count);
      return events;
    },
  };
}
