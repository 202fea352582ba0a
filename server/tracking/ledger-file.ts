// The ledger's file, `<dataDir>/tracking-ledger.jsonl`: one JSON record per line, appended and
// flushed to disk (fdatasync) before the answer that depends on it, and read back on start-up in
// chunks, so neither a long file nor a damaged line can exhaust memory or stop the server.
import { closeSync, fdatasyncSync, openSync, readSync, writeSync } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import { dirname } from 'node:path';
import { isJsonObject, type CheckedEvent } from './events.ts';

export const LEDGER_FILE = 'tracking-ledger.jsonl';

export interface RecordedEvent extends CheckedEvent {
  merchant: string;
  /** The member id of the verified bearer token, as a string; null when none was sent. */
  customerId: string | null;
  receivedAt: number;
}

export type LedgerRecord =
  | { type: 'processed'; event: RecordedEvent }
  | { type: 'duplicate'; eventId: string; receivedAt: number }
  | { type: 'rejected'; eventId: string | null; reason: string; receivedAt: number };

const NEWLINE = 0x0a;
const CHUNK_BYTES = 1 << 20;
/** Far above any record a 256 KiB batch can produce; a longer "line" is damage. */
const MAX_LINE_BYTES = 4 << 20;

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
export function parseRecord(line: string): LedgerRecord | null {
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

export const recordLines = (records: LedgerRecord[]) =>
  records.map((record) => `${JSON.stringify(record)}\n`).join('');

/** Appends and flushes to disk without blocking the event loop; resolves once it is durable. */
export async function appendDurably(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const handle = await open(file, 'a');
  try {
    await handle.writeFile(text, 'utf8');
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

export interface ReplayResult {
  /** Line numbers (1-based) skipped because they were not whole records. */
  damaged: number[];
}

/**
 * Calls `apply` with every record of the file in order, skipping damaged lines. A last line
 * without its newline (a server killed mid-write) gets one, so the next append starts clean.
 * A missing file is an empty ledger.
 */
export function replayFile(file: string, apply: (record: LedgerRecord) => void): ReplayResult {
  let fd: number;
  try {
    fd = openSync(file, 'r+');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { damaged: [] };
    throw error;
  }
  const damaged: number[] = [];
  let lineNumber = 0;
  const take = (line: Buffer | null) => {
    lineNumber += 1;
    const text = line?.toString('utf8').trim();
    if (text === '') return;
    const record = text === undefined ? null : parseRecord(text);
    if (record) apply(record);
    else damaged.push(lineNumber);
  };
  try {
    const chunk = Buffer.alloc(CHUNK_BYTES);
    let carry: Buffer[] = [];
    let carried = 0;
    /** Inside a line already too long: the rest of it is skipped unread. */
    let overlong = false;
    let size = 0;
    let read: number;
    while ((read = readSync(fd, chunk, 0, CHUNK_BYTES, size)) > 0) {
      size += read;
      let start = 0;
      let newline: number;
      while ((newline = chunk.indexOf(NEWLINE, start)) !== -1 && newline < read) {
        const piece = chunk.subarray(start, newline);
        take(overlong ? null : Buffer.concat([...carry, piece]));
        carry = [];
        carried = 0;
        overlong = false;
        start = newline + 1;
      }
      if (!overlong && start < read) {
        carry.push(Buffer.from(chunk.subarray(start, read)));
        carried += read - start;
        if (carried > MAX_LINE_BYTES) [carry, carried, overlong] = [[], 0, true];
      }
    }
    const unfinished = overlong || carried > 0;
    if (unfinished) {
      take(overlong ? null : Buffer.concat(carry));
      writeSync(fd, '\n', size);
      fdatasyncSync(fd);
    }
  } finally {
    closeSync(fd);
  }
  return { damaged };
}
