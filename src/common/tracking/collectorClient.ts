import * as v from 'valibot';
import { CollectorAnswerSchema, type EventResult } from './collector';
import type { TrackingEvent } from './events';

/** A request with no answer by then counts as dropped. */
const SEND_TIMEOUT_MS = 15_000;
/**
 * The browser refuses a keepalive request whose body would take the page's keepalive bodies in
 * flight past 64 KiB; the storefront stays well under it, leaving room for anyone else's.
 */
export const KEEPALIVE_BODY_LIMIT = 48 * 1024;

export type BatchOutcome =
  | { kind: 'answered'; results: Map<string, EventResult> }
  /** `status` null: no answer at all (dropped, offline, timed out) or not a valid answer. */
  | { kind: 'failed'; status: number | null; retryAfter: string | null; message: string };

export interface SendOptions {
  /** Absolute collector URL (the page's or service worker's origin + COLLECTOR_PATH). */
  endpoint: string;
  merchant: string | undefined;
  /** Read at send time; never stored with the events. */
  token: string | null;
  /** The page is leaving: the request must outlive it (its body under KEEPALIVE_BODY_LIMIT). */
  keepalive?: boolean;
  fetch?: typeof fetch;
}

/** The request body of a batch, as sent. */
export function batchBody(events: readonly TrackingEvent[]): string {
  return JSON.stringify({ events });
}

/**
 * One POST of a batch; never throws. The request starts before the first `await`, so a caller
 * about to leave the page may navigate as soon as this is called.
 */
export async function sendBatch(
  events: readonly TrackingEvent[],
  options: SendOptions,
): Promise<BatchOutcome> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (options.merchant) headers.Merchant = options.merchant;
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(options.endpoint, {
      method: 'POST',
      headers,
      body: batchBody(events),
      credentials: 'same-origin',
      cache: 'no-store',
      // A redirect in front of the collector (a proxy, a moved path) would turn the POST into a
      // GET that can only be refused: it is a failed attempt to retry, never an answer.
      redirect: 'error',
      keepalive: options.keepalive ?? false,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    return { kind: 'failed', status: null, retryAfter: null, message: describe(error) };
  }
  const retryAfter = response.headers.get('Retry-After');
  if (!response.ok) {
    return {
      kind: 'failed',
      status: response.status,
      retryAfter,
      message: `HTTP ${response.status}`,
    };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    return {
      kind: 'failed',
      status: null,
      retryAfter,
      message: `Unreadable answer: ${describe(error)}`,
    };
  }
  const parsed = v.safeParse(CollectorAnswerSchema, body);
  if (!parsed.success) {
    return {
      kind: 'failed',
      status: null,
      retryAfter,
      message: 'The answer is not a batch result',
    };
  }
  return {
    kind: 'answered',
    results: new Map(parsed.output.value.results.map((result) => [result.eventId, result])),
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
