// The collector's ledger: which event ids it has recorded, kept in `<dataDir>/tracking-ledger.jsonl`
// so a restart loses nothing (docs/tracking.md: ids must be kept for as long as a device may
// retry). Append-only JSON lines, one per arrival, written and flushed before the collector
// answers, and replayed on start-up. A server killed mid-write leaves at most a damaged last line,
// which is cut off with a warning; damage anywhere else is an error, never silently dropped.
import {
  closeSync,
  fdatasyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { isJsonObject, type EventCheck, type TrackingEvent } from './events.ts';

export const LEDGER_FILE = 'tracking-ledger.jsonl';

export interface RecordedEvent extends TrackingEvent {
  merchant: string;
  /** The member id of the verified bearer token, as a string; null when none was sent. */
  customerId: string | null;
  receivedAt: number;
}

export interface LedgerEvent extends RecordedEvent {
  /** Arrivals of this id: the first, plus every duplicate. */
  deliveries: number;
}

export type LedgerRecord =
  | { type: 'processed'; event: RecordedEvent }
  | { type: 'duplicate'; eventId: string; receivedAt: number }
  | { type: 'rejected'; eventId: string | null; reason: string; receivedAt: number };

export type EventStatus = 'processed' | 'duplicate' | 'rejected';

export interface EventResult {
  eventId: string | null;
  status: EventStatus;
  reason?: string;
}

/** What the arrivals of one batch share: who sent them and when. */
export interface Stamp {
  merchant: string;
  customerId: string | null;
  receivedAt: number;
}

export interface LedgerSnapshot {
  received: number;
  processed: number;
  duplicatesDropped: number;
  rejected: number;
  /** In processing (first-arrival) order. */
  events: LedgerEvent[];
}

const NEWLINE = 0x0a;

/** UUIDs compare case-insensitively; the id is stored and echoed as first sent. */
const idKey = (eventId: string) => eventId.toLowerCase();

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isStringOrNull = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

function isRecordedEvent(value: unknown): value is RecordedEvent {
  if (!isJsonObject(value)) return false;
  const { eventId, name, createdAt, payload, context, merchant, customerId, receivedAt } = value;
  return (
    typeof eventId === 'string' &&
    typeof name === 'string' &&
    isNumber(createdAt) &&
    isJsonObject(payload) &&
    (context === null || isJsonObject(context)) &&
    typeof merchant === 'string' &&
    isStringOrNull(customerId) &&
    isNumber(receivedAt)
  );
}

/** One line of the file, or null when it is not a record this ledger wrote. */
function parseRecord(line: string): LedgerRecord | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (!isJsonObject(value)) return null;
  const { type, event, eventId, reason, receivedAt } = value;
  if (type === 'processed') return isRecordedEvent(event) ? { type, event } : null;
  if (!isNumber(receivedAt)) return null;
  if (type === 'duplicate' && typeof eventId === 'string') return { type, eventId, receivedAt };
  if (type === 'rejected' && isStringOrNull(eventId) && typeof reason === 'string') {
    return { type, eventId, reason, receivedAt };
  }
  return null;
}

/** Appends and flushes to disk: the answer that follows promises the records are kept. */
function appendDurably(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const bytes = Buffer.from(text, 'utf8');
  const fd = openSync(file, 'a');
  try {
    let written = 0;
    while (written < bytes.length) written += writeSync(fd, bytes, written);
    fdatasyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export class TrackingLedger {
  readonly file: string;
  readonly #events = new Map<string, LedgerEvent>();
  #duplicates = 0;
  #rejected = 0;

  constructor(dataDir: string, warn: (message: string) => void = console.warn) {
    this.file = join(dataDir, LEDGER_FILE);
    this.#replay(warn);
  }

  /**
   * Records one batch's arrivals in order: the first arrival of an id is processed, later ones
   * (in an earlier batch or this one) are duplicates. The file is written before anything
   * changes in memory, so a failed write leaves the ledger as it was and the batch unanswered.
   */
  record(checks: EventCheck[], stamp: Stamp): EventResult[] {
    const records: LedgerRecord[] = [];
    const results: EventResult[] = [];
    const firstInBatch = new Set<string>();
    const { receivedAt } = stamp;
    for (const check of checks) {
      if (!check.ok) {
        const { eventId, reason } = check;
        records.push({ type: 'rejected', eventId, reason, receivedAt });
        results.push({ eventId, status: 'rejected', reason });
        continue;
      }
      const { eventId } = check.event;
      const key = idKey(eventId);
      if (this.#events.has(key) || firstInBatch.has(key)) {
        records.push({ type: 'duplicate', eventId, receivedAt });
        results.push({ eventId, status: 'duplicate' });
      } else {
        firstInBatch.add(key);
        records.push({ type: 'processed', event: { ...check.event, ...stamp } });
        results.push({ eventId, status: 'processed' });
      }
    }
    if (records.length) {
      appendDurably(this.file, records.map((record) => `${JSON.stringify(record)}\n`).join(''));
    }
    for (const record of records) this.#apply(record);
    return results;
  }

  snapshot(): LedgerSnapshot {
    const processed = this.#events.size;
    return {
      received: processed + this.#duplicates + this.#rejected,
      processed,
      duplicatesDropped: this.#duplicates,
      rejected: this.#rejected,
      events: [...this.#events.values()].map((event) => ({
        ...event,
        payload: { ...event.payload },
        context: event.context && { ...event.context },
      })),
    };
  }

  /** Forgets everything, on disk too: ids recorded before are processed again. */
  reset(): void {
    rmSync(this.file, { force: true });
    this.#events.clear();
    this.#duplicates = 0;
    this.#rejected = 0;
  }

  #apply(record: LedgerRecord): void {
    if (record.type === 'rejected') {
      this.#rejected += 1;
      return;
    }
    const eventId = record.type === 'processed' ? record.event.eventId : record.eventId;
    const known = this.#events.get(idKey(eventId));
    if (known) {
      // A processed line for a known id can only come from a hand-edited file: count it as what
      // it would have been answered.
      known.deliveries += 1;
      this.#duplicates += 1;
    } else if (record.type === 'processed') {
      this.#events.set(idKey(eventId), { ...record.event, deliveries: 1 });
    } else {
      this.#duplicates += 1;
    }
  }

  #replay(warn: (message: string) => void): void {
    let data: Buffer;
    try {
      data = readFileSync(this.file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    let start = 0;
    let lineNumber = 0;
    while (start < data.length) {
      lineNumber += 1;
      const newline = data.indexOf(NEWLINE, start);
      const end = newline === -1 ? data.length : newline + 1;
      const line = data.subarray(start, end).toString('utf8').trim();
      const record = line === '' ? 'blank' : parseRecord(line);
      if (record === null) {
        const rest = data.subarray(end).toString('utf8').trim();
        if (rest !== '') {
          throw new Error(
            `${this.file} line ${lineNumber} is not a ledger record; ` +
              'the ledger is damaged (move it away to start with an empty one)',
          );
        }
        // A server killed mid-write leaves half a line: cut it, so the next append starts clean.
        warn(`${this.file}: skipped a damaged last line (${lineNumber}); the rest is kept`);
        truncateSync(this.file, start);
        return;
      }
      if (record !== 'blank') this.#apply(record);
      start = end;
    }
    // A last record whose newline never reached the disk is whole: finish its line.
    if (data.length && data[data.length - 1] !== NEWLINE) appendDurably(this.file, '\n');
  }
}
