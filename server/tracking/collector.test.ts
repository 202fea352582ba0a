import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { login, plainCall } from '../auth/test-client.ts';
import { DEMO_PASSWORD } from '../auth/seed.ts';
import { call, qaCall, setScenario, startTestServer, type TestServer } from '../test-helpers.ts';
import { MALFORMED_COLLECTOR_ANSWER } from './collector.ts';
import { COLLECTOR_PATH as COLLECTOR } from '../../src/common/tracking/collector.ts';
import { makeEvent, postBatch, sendEvents, trackingReport } from './test-client.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.stop());

const DROPPED = /socket hang up|ECONNRESET|EPIPE/;

describe('POST /wps/tracking/events', () => {
  it('processes an id once and acknowledges its redeliveries as duplicates', async () => {
    const first = makeEvent();
    const second = makeEvent({ name: 'deposit', payload: { amount: 50_000, currency: 'VND' } });
    const res = await postBatch(server, { events: [first, second, first] });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      success: true,
      value: {
        results: [
          { eventId: first['eventId'], status: 'processed' },
          { eventId: second['eventId'], status: 'processed' },
          { eventId: first['eventId'], status: 'duplicate' },
        ],
      },
    });
    // The same id in another case is the same UUID.
    const upper = { ...second, eventId: String(second['eventId']).toUpperCase() };
    expect(await sendEvents(server, [second, upper])).toEqual([
      { eventId: second['eventId'], status: 'duplicate' },
      { eventId: upper.eventId, status: 'duplicate' },
    ]);

    const report = await trackingReport(server);
    expect(report).toMatchObject({
      received: 5,
      processed: 2,
      duplicatesDropped: 3,
      rejected: 0,
      requests: { total: 2, dropped: 0, droppedAfterCommit: 0 },
    });
    expect(report.events).toEqual([
      {
        ...first,
        merchant: 'DEMOVN',
        customerId: null,
        receivedAt: expect.any(Number),
        deliveries: 2,
      },
      {
        ...second,
        merchant: 'DEMOVN',
        customerId: null,
        receivedAt: expect.any(Number),
        deliveries: 3,
      },
    ]);
  });

  it('rejects bad events one by one and processes the rest of the batch', async () => {
    const good = makeEvent({ context: undefined });
    const bad: [unknown, string][] = [
      [makeEvent({ name: 'purchase' }), 'unknown event name'],
      [makeEvent({ eventId: 'not-a-uuid' }), 'eventId must be a UUID'],
      [makeEvent({ eventId: 42 }), 'eventId must be a UUID'],
      [makeEvent({ createdAt: '2026-01-01' }), 'createdAt must be a finite number of milliseconds'],
      [makeEvent({ payload: undefined }), 'payload must be an object'],
      [makeEvent({ payload: [] }), 'payload must be an object'],
      [makeEvent({ payload: { revenue: '10' } }), 'payload.revenue must be a finite number'],
      [
        makeEvent({ payload: { customerId: true } }),
        'payload.customerId must be a string or a finite number',
      ],
      [makeEvent({ payload: { currency: 1 } }), 'payload.currency must be a string'],
      [makeEvent({ context: 'home' }), 'context must be an object'],
      [makeEvent({ context: { page: 7 } }), 'context.page must be a string'],
      [makeEvent({ context: { attribution: 'fb' } }), 'context.attribution must be an object'],
      [
        makeEvent({ context: { install: 'sheet' } }),
        'context.install must be an object with a surface',
      ],
      [
        makeEvent({ context: { install: { surface: 'sheet', trigger: 3 } } }),
        'context.install.trigger must be a string',
      ],
      ['register', 'event must be an object'],
    ];
    const results = await sendEvents(server, [...bad.map(([event]) => event), good]);
    expect(results).toEqual([
      ...bad.map(([event, reason]) => {
        const id = (event as { eventId?: unknown }).eventId;
        return { eventId: typeof id === 'string' ? id : null, status: 'rejected', reason };
      }),
      { eventId: good['eventId'], status: 'processed' },
    ]);
    // Infinity cannot be written in JSON, but JSON.parse makes it of 1e999.
    const huge = `{"events":[${JSON.stringify(makeEvent()).replace('1795400000000', '1e999')}]}`;
    const [infinite] = (await postBatch(server, huge)).json<{
      value: { results: { status: string }[] };
    }>().value.results;
    expect(infinite).toMatchObject({
      status: 'rejected',
      reason: expect.stringMatching(/createdAt/),
    });

    const report = await trackingReport(server);
    expect(report).toMatchObject({
      received: 17,
      processed: 1,
      rejected: 16,
      duplicatesDropped: 0,
    });
    expect(report.events[0]).toMatchObject({ eventId: good['eventId'], context: null });
  });

  it('answers 400 for a body that is not a batch, and records nothing', async () => {
    const bodies = [
      '{"events":',
      '[]',
      'null',
      { events: {} },
      { event: [makeEvent()] },
      { events: Array.from({ length: 101 }, () => makeEvent()) },
    ];
    for (const body of bodies) {
      const res = await postBatch(server, body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({
        success: false,
        errorCode: 'invalid_batch',
        message: expect.any(String),
        value: null,
      });
    }
    expect(await sendEvents(server, [])).toEqual([]);
    expect(
      await sendEvents(
        server,
        Array.from({ length: 100 }, () => makeEvent()),
      ),
    ).toHaveLength(100);
    expect((await trackingReport(server)).received).toBe(100);
  });

  it('answers 413 for a body over the limit and 405 for other methods', async () => {
    const big = await postBatch(server, {
      events: [makeEvent({ payload: { x: 'x'.repeat(300_000) } })],
    });
    expect(big.status).toBe(413);
    expect(big.json()).toMatchObject({ success: false, errorCode: 'payload_too_large' });
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await call(server, COLLECTOR, { method });
      expect(res.status).toBe(405);
      expect(res.headers['allow']).toBe('POST');
    }
    expect(await trackingReport(server)).toMatchObject({ received: 0, requests: { total: 4 } });
  });

  it('refuses a token that is not a live session, and records the verified customer', async () => {
    const refused = [
      { Authorization: `Bearer ${'A'.repeat(43)}` },
      { Authorization: 'Bearer short' },
      { Authorization: 'Basic cGxheWVyMDE6eA==' },
    ];
    for (const headers of refused) {
      const res = await postBatch(server, { events: [makeEvent()] }, headers);
      expect(res.status).toBe(401);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'user.or.token.invalid' });
    }

    const { value } = await login(server, 'player01', DEMO_PASSWORD);
    const bearer = { Authorization: `Bearer ${value.token}` };
    const signedIn = makeEvent({ name: 'login', payload: {} });
    expect(await sendEvents(server, [signedIn], bearer)).toEqual([
      { eventId: signedIn['eventId'], status: 'processed' },
    ]);
    // Without a Merchant header the session's merchant is the one; another one is refused.
    const noMerchant = makeEvent({ name: 'viewContent', payload: {} });
    const res = await call(server, COLLECTOR, {
      method: 'POST',
      headers: bearer,
      body: JSON.stringify({ events: [noMerchant] }),
    });
    expect(res.status).toBe(200);
    const otherMerchant = await postBatch(
      server,
      { events: [makeEvent()] },
      {
        ...bearer,
        Merchant: 'DEMOBR',
      },
    );
    expect(otherMerchant.status).toBe(401);

    await plainCall(server, 'POST', '/wps/session/logout', {}, { token: value.token });
    expect((await postBatch(server, { events: [makeEvent()] }, bearer)).status).toBe(401);

    const report = await trackingReport(server);
    expect(report).toMatchObject({ received: 2, requests: { total: 7, unauthorized: 5 } });
    expect(report.events.map(({ customerId, merchant }) => ({ customerId, merchant }))).toEqual([
      { customerId: String(value.id), merchant: 'DEMOVN' },
      { customerId: String(value.id), merchant: 'DEMOVN' },
    ]);
  });

  it('records the merchant of the Merchant header, else the server default', async () => {
    await sendEvents(server, [makeEvent()], { Merchant: 'DEMOBR' });
    await call(server, COLLECTOR, {
      method: 'POST',
      body: JSON.stringify({ events: [makeEvent()] }),
    });
    const merchants = (await trackingReport(server)).events.map((event) => event.merchant);
    expect(merchants).toEqual(['DEMOBR', 'DEMOVN']);
  });
});

describe('faults', () => {
  const batch = () => ({ events: [makeEvent(), makeEvent()] });

  it('is reached by the general delivery faults and malformed', async () => {
    await setScenario(server, { paths: ['/wps/tracking/'], errorRate: 1 });
    expect((await postBatch(server, batch())).status).toBe(503);
    await setScenario(server, { errorRate: 0, failRate: 1 });
    await expect(postBatch(server, batch())).rejects.toThrow(DROPPED);
    await setScenario(server, { failRate: 0, malformed: true });
    expect((await postBatch(server, batch())).json()).toEqual(MALFORMED_COLLECTOR_ANSWER);
    // Counted on arrival, whatever answered them; none was recorded.
    expect(await trackingReport(server)).toMatchObject({
      received: 0,
      requests: { total: 3, dropped: 0, serverErrors: 0 },
    });
  });

  it('counts requests in progress at once, from their arrival', async () => {
    await setScenario(server, { paths: ['/wps/tracking/'], latencyMs: 200 });
    await Promise.all([postBatch(server, batch()), postBatch(server, batch())]);
    expect((await trackingReport(server)).requests.maxConcurrent).toBe(2);
    await qaCall(server, '/__qa/tracking', { method: 'DELETE' });
    await postBatch(server, batch());
    await postBatch(server, batch());
    expect(await trackingReport(server)).toMatchObject({
      received: 4,
      requests: { total: 2, maxConcurrent: 1 },
    });
  });

  it('drops the connection at dropRate 1, recording nothing', async () => {
    await setScenario(server, { collector: { dropRate: 1, throttleRate: 1 } });
    await expect(postBatch(server, batch())).rejects.toThrow(DROPPED);
    expect(await trackingReport(server)).toMatchObject({
      received: 0,
      requests: { total: 1, dropped: 1, throttled: 0 },
    });
  });

  it('answers 500 or 503 at serverErrorRate 1, recording nothing', async () => {
    await setScenario(server, { collector: { serverErrorRate: 1, throttleRate: 1 } });
    for (let i = 0; i < 4; i++) {
      const res = await postBatch(server, batch());
      expect([500, 503]).toContain(res.status);
      expect(res.json()).toMatchObject({ success: false, value: null });
    }
    expect(await trackingReport(server)).toMatchObject({
      received: 0,
      requests: { total: 4, serverErrors: 4, throttled: 0 },
    });
  });

  it('answers 429 with Retry-After at throttleRate 1, recording nothing', async () => {
    await setScenario(server, { collector: { throttleRate: 1, retryAfterSeconds: 7 } });
    const res = await postBatch(server, batch());
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('7');
    expect(res.json()).toMatchObject({ success: false, errorCode: 'too_many_requests' });
    expect(await trackingReport(server)).toMatchObject({
      received: 0,
      requests: { total: 1, throttled: 1 },
    });
  });

  it('records a batch whose answer it then drops; the redelivery is all duplicates', async () => {
    await setScenario(server, { collector: { dropAfterCommitRate: 1 } });
    const lost = { events: [makeEvent(), makeEvent(), makeEvent({ name: 'nope' })] };
    await expect(postBatch(server, lost)).rejects.toThrow(DROPPED);
    const committed = await trackingReport(server);
    expect(committed).toMatchObject({
      received: 3,
      processed: 2,
      rejected: 1,
      requests: { total: 1, droppedAfterCommit: 1, eventsInLostAnswers: 3 },
    });

    await setScenario(server, { collector: { dropAfterCommitRate: 0 } });
    const redelivered = await sendEvents(server, lost.events.slice(0, 2));
    expect(redelivered.map((result) => result.status)).toEqual(['duplicate', 'duplicate']);
    const after = await trackingReport(server);
    expect(after).toMatchObject({ received: 5, processed: 2, duplicatesDropped: 2 });
    expect(after.events.map((event) => event.deliveries)).toEqual([2, 2]);
  });
});

describe('a redirect in front of the collector (redirectRate)', () => {
  it('answers 301 or 302 back to the collector, recording nothing; followed, it is a 405 GET', async () => {
    await setScenario(server, { collector: { redirectRate: 1 } });
    const res = await postBatch(server, { events: [makeEvent()] });
    expect([301, 302]).toContain(res.status);
    expect(res.headers['location']).toBe(COLLECTOR);
    expect(await trackingReport(server)).toMatchObject({ received: 0, processed: 0 });
    // What a client that follows the redirect sends next: a GET, which can only be refused.
    const followed = await call(server, COLLECTOR);
    expect(followed.status).toBe(405);
  });
});

describe('/__qa/tracking', () => {
  it('resets the ledger and the counters with DELETE', async () => {
    const event = makeEvent();
    await sendEvents(server, [event, event]);
    await setScenario(server, { collector: { throttleRate: 1 } });
    await postBatch(server, { events: [event] });

    const reset = await qaCall(server, '/__qa/tracking', { method: 'DELETE' });
    expect(reset.status).toBe(200);
    expect(reset.headers['cache-control']).toBe('no-store');
    const empty = {
      received: 0,
      processed: 0,
      duplicatesDropped: 0,
      rejected: 0,
      damagedLines: 0,
      index: { ids: 0, evicted: 0 },
      requests: {
        total: 0,
        dropped: 0,
        serverErrors: 0,
        throttled: 0,
        droppedAfterCommit: 0,
        eventsInLostAnswers: 0,
        unauthorized: 0,
        maxConcurrent: 0,
      },
      events: [],
    };
    expect(reset.json()).toEqual(empty);
    expect(await trackingReport(server)).toEqual(empty);

    // Forgotten: the same id is processed again.
    await setScenario(server, { collector: null });
    expect(await sendEvents(server, [event])).toEqual([
      { eventId: event['eventId'], status: 'processed' },
    ]);
    const post = await qaCall(server, '/__qa/tracking', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(post.status).toBe(405);
    expect(post.headers['allow']).toBe('GET, DELETE');
  });
});
