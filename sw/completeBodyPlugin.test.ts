import { describe, expect, it } from 'vitest';
import type { WorkboxPlugin } from 'workbox-core';
import { completeBodyPlugin } from './completeBodyPlugin';

type UpdateParams = Parameters<NonNullable<WorkboxPlugin['cacheWillUpdate']>>[0];

const STRINGS = JSON.stringify({ network: { offline: 'You are offline.' } });

function update(response: Response) {
  const cacheWillUpdate = completeBodyPlugin.cacheWillUpdate!;
  return cacheWillUpdate({
    request: new Request('http://localhost/m/locales/en.json'),
    response,
    event: new Event('fetch') as UpdateParams['event'],
    state: {},
  });
}

/** A 200 answer whose connection drops after the first half of the body. */
function cutResponse() {
  const bytes = new TextEncoder().encode(STRINGS);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes.slice(0, bytes.length / 2));
      controller.error(new TypeError('network error'));
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
}

describe('completeBodyPlugin', () => {
  it('stores a complete 200 answer with its headers and body', async () => {
    const stored = await update(
      new Response(STRINGS, {
        status: 200,
        headers: { 'Content-Type': 'application/json', Date: 'Tue, 24 Nov 2026 10:00:00 GMT' },
      }),
    );
    expect(stored?.status).toBe(200);
    expect(stored?.headers.get('Date')).toBe('Tue, 24 Nov 2026 10:00:00 GMT');
    expect(await stored?.json()).toEqual(JSON.parse(STRINGS));
  });

  it('keeps the cached copy when the connection drops in the middle of the body', async () => {
    expect(await update(cutResponse())).toBeNull();
  });

  it.each([404, 500, 206])('keeps the cached copy on HTTP %i', async (status) => {
    expect(await update(new Response('nope', { status }))).toBeNull();
  });

  it('keeps the cached copy on an opaque answer', async () => {
    expect(await update(Response.error())).toBeNull();
  });
});
