import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer } from '../test-helpers.ts';
import { checkEvent } from './events.ts';
import { LEDGER_FILE, TrackingLedger, type Stamp } from './ledger.ts';
import { makeEvent, sendEvents, trackingReport } from './test-client.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tracking-ledger-'));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dataDir, { recursive: true, force: true });
});

const stamp: Stamp = { merchant: 'DEMOVN', customerId: null, receivedAt: 1_795_400_000_500 };
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

  it('skips a damaged last line with a warning and goes on appending', async () => {
    const kept = makeEvent();
    const server = await startTestServer({ dataDir });
    await sendEvents(server, [kept]);
    await server.stop();
    // What a server killed in the middle of a write leaves behind.
    appendFileSync(ledgerFile(), '{"type":"processed","event":{"eventId":"0b8a3c0e-');

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const restarted = await startTestServer({ dataDir });
    try {
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/damaged last line/));
      expect((await trackingReport(restarted)).events.map((event) => event.eventId)).toEqual([
        kept['eventId'],
      ]);
      const added = makeEvent();
      await sendEvents(restarted, [added]);
    } finally {
      await restarted.stop();
    }
    const lines = readFileSync(ledgerFile(), 'utf8').trimEnd().split('\n');
    expect(lines.map((line) => JSON.parse(line) as { type: string }).map((r) => r.type)).toEqual([
      'processed',
      'processed',
    ]);
  });
});

describe('TrackingLedger', () => {
  it('writes each arrival before answering, and reset empties the file', () => {
    const ledger = new TrackingLedger(dataDir);
    const event = makeEvent();
    const results = ledger.record([checkEvent(event), checkEvent(event)], stamp);
    expect(results.map((result) => result.status)).toEqual(['processed', 'duplicate']);
    const written = readFileSync(ledgerFile(), 'utf8');
    expect(written.split('\n')).toHaveLength(3);
    expect(written.endsWith('\n')).toBe(true);

    ledger.reset();
    expect(existsSync(ledgerFile())).toBe(false);
    expect(ledger.snapshot()).toEqual({
      received: 0,
      processed: 0,
      duplicatesDropped: 0,
      rejected: 0,
      events: [],
    });
    expect(new TrackingLedger(dataDir).snapshot().received).toBe(0);
  });

  it('keeps a last record whose newline is missing, and finishes its line', () => {
    const event = makeEvent();
    new TrackingLedger(dataDir).record([checkEvent(event)], stamp);
    writeFileSync(ledgerFile(), readFileSync(ledgerFile(), 'utf8').trimEnd());
    const ledger = new TrackingLedger(dataDir, () => {
      throw new Error('no warning expected');
    });
    expect(ledger.snapshot().processed).toBe(1);
    ledger.record([checkEvent(makeEvent())], stamp);
    expect(new TrackingLedger(dataDir).snapshot().processed).toBe(2);
  });

  it('refuses to start on damage before the last line', () => {
    new TrackingLedger(dataDir).record([checkEvent(makeEvent())], stamp);
    const good = readFileSync(ledgerFile(), 'utf8');
    writeFileSync(ledgerFile(), `{"type":"processed"}\n${good}`);
    expect(() => new TrackingLedger(dataDir)).toThrow(/line 1 is not a ledger record/);
    // An unreadable ledger is never replaced: the file is still there as it was.
    expect(readFileSync(ledgerFile(), 'utf8')).toBe(`{"type":"processed"}\n${good}`);
  });

  it('changes nothing in memory when the write fails', () => {
    const ledger = new TrackingLedger(join(dataDir, 'sub'));
    // A file where the ledger's directory should be makes the append fail.
    writeFileSync(join(dataDir, 'sub'), '');
    expect(() => ledger.record([checkEvent(makeEvent())], stamp)).toThrow();
    expect(ledger.snapshot().received).toBe(0);
  });
});
