// Shared by the tracking tests: events, batches posted to the collector, the QA view of the ledger.
import { randomUUID } from 'node:crypto';
import { COLLECTOR_PATH } from '../../src/common/tracking/collector.ts';
import { call, qaCall, type RawResponse } from '../test-helpers.ts';
import type { EventResult } from './ledger.ts';
import type { TrackingReport } from './state.ts';

type Server = { port: number };

export function makeEvent(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    eventId: randomUUID(),
    name: 'register',
    createdAt: 1_795_400_000_000,
    payload: { customerId: '10001', customerName: 'player01' },
    context: { page: '/m/register', attribution: { fbclid: 'abc', utm_source: 'fb' } },
    ...overrides,
  };
}

/** Posts a body as JSON (anything, so tests can send bodies that are not batches). */
export function postBatch(
  server: Server,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  return call(server, COLLECTOR_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Merchant: 'DEMOVN', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export async function sendEvents(
  server: Server,
  events: unknown[],
  headers: Record<string, string> = {},
): Promise<EventResult[]> {
  const res = await postBatch(server, { events }, headers);
  if (res.status !== 200) throw new Error(`The collector answered ${res.status}: ${res.text}`);
  return res.json<{ value: { results: EventResult[] } }>().value.results;
}

export async function trackingReport(server: Server): Promise<TrackingReport> {
  return (await qaCall(server, '/__qa/tracking')).json<TrackingReport>();
}
