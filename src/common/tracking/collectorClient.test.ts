import { describe, expect, it } from 'vitest';
import { sendBatch, type SendOptions } from './collectorClient';
import type { TrackingEvent } from './events';

const event: TrackingEvent = {
  eventId: '0b8a3c0e-6f1d-4c5e-9f3a-2d7b1e4c8a90',
  name: 'gameLaunch',
  createdAt: 1_795_400_000_000,
  payload: {},
};

function recordingFetch(answer: () => Promise<Response>) {
  const calls: RequestInit[] = [];
  const fetch = (_url: RequestInfo | URL, init?: RequestInit) => {
    calls.push(init ?? {});
    return answer();
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

const options = (
  fetch: typeof globalThis.fetch,
  extra: Partial<SendOptions> = {},
): SendOptions => ({
  endpoint: 'https://shop.example/wps/tracking/events',
  merchant: 'DEMOVN',
  token: null,
  fetch,
  ...extra,
});

describe('sendBatch', () => {
  it('refuses to follow a redirect: the POST never becomes a GET', async () => {
    const { calls, fetch } = recordingFetch(() =>
      Promise.reject(new TypeError('Failed to fetch: redirect mode is "error"')),
    );
    const outcome = await sendBatch([event], options(fetch));
    expect(calls[0]).toMatchObject({ method: 'POST', redirect: 'error', keepalive: false });
    // A redirect counts as no answer: retried like a dropped connection, never dead-lettered.
    expect(outcome).toMatchObject({ kind: 'failed', status: null });
  });

  it('marks a request sent as the page leaves as keepalive', async () => {
    const { calls, fetch } = recordingFetch(() =>
      Promise.resolve(
        Response.json({
          success: true,
          value: { results: [{ eventId: event.eventId, status: 'processed' }] },
        }),
      ),
    );
    const outcome = await sendBatch([event], options(fetch, { keepalive: true }));
    expect(calls[0]).toMatchObject({ keepalive: true, redirect: 'error' });
    expect(outcome.kind).toBe('answered');
  });
});
