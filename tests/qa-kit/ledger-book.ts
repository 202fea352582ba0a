// The tracking collector's ledger (`/__qa/tracking`, docs/qa.md "collector") and what tests
// read from it: which events arrived, how often, whether each was processed exactly once. No
// Playwright here: scripts and unit tests use it too.
import { qaCall } from './qa-api.ts';
import type { LedgerEvent, TrackingReport } from './server-types.ts';

/** The payload fields tests set and read. */
export interface TestPayload {
  value?: number;
  customerName?: string;
  customerId?: string | number;
}

/** `GET /__qa/tracking`: the collector's ledger, as the server types it. */
export type Ledger = Omit<TrackingReport, 'events'> & {
  events: (Omit<LedgerEvent, 'payload'> & { payload: TestPayload })[];
};
export type LedgerEntry = Ledger['events'][number];

export function readLedger(server: { url: string }): Promise<Ledger> {
  return qaCall<Ledger>(server, '/__qa/tracking');
}

/** Polls the ledger until `done` holds; returns it and how long that took. */
export async function waitForLedger(
  server: { url: string },
  done: (book: Ledger) => boolean,
  timeoutMs: number,
): Promise<{ book: Ledger; elapsedMs: number }> {
  const started = Date.now();
  for (;;) {
    const book = await readLedger(server);
    if (done(book)) return { book, elapsedMs: Date.now() - started };
    if (Date.now() - started > timeoutMs) {
      throw new Error(`Ledger not complete after ${timeoutMs} ms: ${book.processed} processed`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export const named = (book: Ledger, name: string) =>
  book.events.filter((event) => event.name === name);

/** The events of a series (payload `customerName`), as tests tag what they record. */
export const eventsOf = (book: Ledger, series: string) =>
  book.events.filter((event) => event.payload.customerName === series);

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
