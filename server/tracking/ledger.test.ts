import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer } from '../test-helpers.ts';
import { checkEvent } from './events.ts';
import { appendDurably } from './ledger-file.ts';
import { LEDGER_FILE, LEDGER_LIMITS, TrackingLedger, type Stamp } from './ledger.ts';
import { makeEvent, sendEvents, trackingReport } from './test-client.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tracking-ledger-'));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dataDir, { recursive: true, force: true });
});

const stamp: Stamp = { merchant: 'DEMOVN', customerId: null, receivedAt: Date.now() };
const ledgerFile = () => join(dataDir, LEDGER_FILE);

describe('the ledger across restarts', () => {
  it('keeps events, duplicate counts and rejects when the server restarts', async () => {
    const first = makeEvent();
    const second = makeEvent({ name: 'firstDeposit', payload: { amount: 100, currency: 'VND' } });
    const before = await startTestServer({ dataDir });
    let report;
    try {
      await sendEvents(before, [first, second, makeEvent({ name: 'nope' })]);
      await sendEvents(before, [first]);
      report = await trackingReport(before);
    } finally {
      await before.stop();
    }
    expect(report).toMatchObject({ received: 4, processed: 2, duplicatesDropped: 1, rejected: 1 });

    const after = await startTestServer({ dataDir });
    try {
      const replayed = await trackingReport(after);
      const { requests, ...kept } = report;
      expect(replayed).toEqual({ ...kept, requests: { ...requests, total: 0, maxConcurrent: 0 } });
      expect(await sendEvents(after, [second, first])).toEqual([
        { eventId: second['eventId'], status: 'duplicate' },
        { eventId: first['eventId'], status: 'duplicate' },
      ]);
      const again = await trackingReport(after);
      expect(again).toMatchObject({ received: 6, processed: 2, duplicatesDropped: 3 });
      expect(again.events.map((event) => event.deliveries)).toEqual([3, 2]);
    } finally {
      await after.stop();
    }
  });

  it('skips a damaged last line with a warning, counts it and goes on appending', async () => {
    const kept = makeEvent();
    const server = await startTestServer({ dataDir });
    await sendEvents(server, [kept]);
    await server.stop();
    // What a server killed in the middle of a write leaves behind.
    appendFileSync(ledgerFile(), '{"type":"processed","event":{"eventId":"0b8a3c0e-');

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const restarted = await startTestServer({ dataDir });
    try {
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/skipped 1 damaged line\(s\) \(2\)/));
      const report = await trackingReport(restarted);
      expect(report.events.map((event) => event.eventId)).toEqual([kept['eventId']]);
      expect(report.damagedLines).toBe(1);
      const added = makeEvent();
      await sendEvents(restarted, [added]);
    } finally {
      await restarted.stop();
    }
    // The damaged line stays for whoever looks into it; the next record starts on a line of its own.
    const lines = readFileSync(ledgerFile(), 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^\{"type":"processed","event":\{"eventId":"0b8a3c0e-$/);
    expect((JSON.parse(lines[2] ?? '') as { type: string }).type).toBe('processed');
  });

  it('starts despite damage in the middle of the file, skipping only the damaged lines', async () => {
    const first = makeEvent();
    const second = makeEvent();
    const before = await startTestServer({ dataDir });
    await sendEvents(before, [first]);
    await sendEvents(before, [second]);
    await before.stop();
    const [one, two] = readFileSync(ledgerFile(), 'utf8').trimEnd().split('\n');
    writeFileSync(ledgerFile(), `${one}\n{"type":"processed"}\n\u0000\u0000garbage\n${two}\n`);

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const after = await startTestServer({ dataDir });
    try {
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/skipped 2 damaged line\(s\) \(2, 3\)/),
      );
      const report = await trackingReport(after);
      expect(report).toMatchObject({ processed: 2, damagedLines: 2 });
      expect(await sendEvents(after, [second, first])).toEqual([
        { eventId: second['eventId'], status: 'duplicate' },
        { eventId: first['eventId'], status: 'duplicate' },
      ]);
    } finally {
      await after.stop();
    }
  });
});

describe('TrackingLedger', () => {
  it('answers only once the batch is on disk, and reset empties the file', async () => {
    const ledger = new TrackingLedger(dataDir);
    const event = makeEvent();
    const results = await ledger.record([checkEvent(event), checkEvent(event)], stamp);
    expect(results.map((result) => result.status)).toEqual(['processed', 'duplicate']);
    const written = readFileSync(ledgerFile(), 'utf8');
    expect(written.split('\n')).toHaveLength(3);
    expect(written.endsWith('\n')).toBe(true);

    await ledger.reset();
    expect(existsSync(ledgerFile())).toBe(false);
    expect(ledger.snapshot()).toEqual({
      received: 0,
      processed: 0,
      duplicatesDropped: 0,
      rejected: 0,
      damagedLines: 0,
      index: { ids: 0, evicted: 0 },
      events: [],
    });
    expect(new TrackingLedger(dataDir).snapshot().received).toBe(0);
  });

  it('keeps a last record whose newline is missing, and finishes its line', async () => {
    const event = makeEvent();
    await new TrackingLedger(dataDir).record([checkEvent(event)], stamp);
    writeFileSync(ledgerFile(), readFileSync(ledgerFile(), 'utf8').trimEnd());
    const ledger = new TrackingLedger(dataDir, {
      warn: () => {
        throw new Error('no warning expected');
      },
    });
    expect(ledger.snapshot()).toMatchObject({ processed: 1, damagedLines: 0 });
    await ledger.record([checkEvent(makeEvent())], stamp);
    expect(new TrackingLedger(dataDir).snapshot().processed).toBe(2);
  });

  it('lets batches that arrive during a write share the next one', async () => {
    const writes: { text: string; done: () => void }[] = [];
    const ledger = new TrackingLedger(dataDir, {
      append: (file, text) =>
        new Promise<void>((resolve) => {
          writes.push({ text, done: () => void appendDurably(file, text).then(resolve) });
        }),
    });
    const shared = makeEvent();
    const first = ledger.record([checkEvent(makeEvent())], stamp);
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    const later = [
      ledger.record([checkEvent(shared)], stamp),
      ledger.record([checkEvent(makeEvent()), checkEvent(shared)], stamp),
      ledger.record([checkEvent(makeEvent())], stamp),
    ];
    let answered = 0;
    for (const batch of [first, ...later]) void batch.then(() => (answered += 1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Nothing is answered before its write is durable; the three waiting batches are one write.
    expect(answered).toBe(0);
    expect(writes).toHaveLength(1);
    writes[0]?.done();
    await first;
    await vi.waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]?.text.trimEnd().split('\n')).toHaveLength(4);
    expect(answered).toBe(1);
    writes[1]?.done();
    const results = await Promise.all(later);
    expect(results.map((batch) => batch.map((result) => result.status))).toEqual([
      ['processed'],
      ['processed', 'duplicate'],
      ['processed'],
    ]);
    expect(new TrackingLedger(dataDir).snapshot()).toMatchObject({ processed: 4, received: 5 });
  });

  it('remembers nothing unwritten when a write fails, so the retry is processed', async () => {
    let failing = true;
    const ledger = new TrackingLedger(dataDir, {
      append: (file, text) =>
        failing ? Promise.reject(new Error('disk full')) : appendDurably(file, text),
    });
    const event = makeEvent();
    const lost = [
      ledger.record([checkEvent(event)], stamp),
      ledger.record([checkEvent(event)], stamp),
    ];
    await expect(Promise.all(lost)).rejects.toThrow('disk full');
    await Promise.allSettled(lost);
    expect(ledger.snapshot().received).toBe(0);
    failing = false;
    expect(await ledger.record([checkEvent(event)], stamp)).toEqual([
      { eventId: event['eventId'], status: 'processed' },
    ]);
  });

  it('keeps ids for the retention time, within a size cap, and counts exactly', async () => {
    let now = stamp.receivedAt;
    const limits = { retentionMs: 8 * 86_400_000, maxIds: 3, recentEvents: 2 };
    const ledger = new TrackingLedger(dataDir, { limits, now: () => now });
    const at = (receivedAt: number) => ({ ...stamp, receivedAt });
    const old = makeEvent();
    await ledger.record([checkEvent(old)], at(now));
    // Seven days on (a device's last retry), the id is still known.
    now += 7 * 86_400_000;
    expect((await ledger.record([checkEvent(old)], at(now)))[0]?.status).toBe('duplicate');
    // Past the retention it is forgotten.
    now += 2 * 86_400_000;
    const events = [makeEvent(), makeEvent(), makeEvent(), makeEvent()];
    await ledger.record(events.map(checkEvent), at(now));
    const snapshot = ledger.snapshot();
    expect(snapshot.index).toEqual({ ids: 3, evicted: 1 });
    expect(snapshot).toMatchObject({ received: 6, processed: 5, duplicatesDropped: 1 });
    expect(snapshot.events.map((event) => event.eventId)).toEqual([
      events[2]?.['eventId'],
      events[3]?.['eventId'],
    ]);
    // The same rules after a restart.
    const replayed = new TrackingLedger(dataDir, { limits, now: () => now });
    expect(replayed.snapshot().index.ids).toBe(3);
    expect(LEDGER_LIMITS.retentionMs).toBeGreaterThan(7 * 86_400_000);
  });
});
