// The collector's ledger: which event ids it has recorded (docs/tracking.md: ids must be kept for
// as long as a device may retry). Every arrival is appended to the file (ledger-file.ts) before
// the collector answers; batches that arrive while a write is under way share the next one (group
// commit), so the event loop never waits on the disk. In memory, a bounded index of ids (the
// retention and size rules of LEDGER_LIMITS) and the most recent events for QA.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { EventResultStatus } from '../../src/common/tracking/collector.ts';
import type { EventCheck } from './events.ts';
import {
  appendDurably,
  LEDGER_FILE,
  recordLines,
  replayFile,
  type LedgerRecord,
  type RecordedEvent,
} from './ledger-file.ts';

export { LEDGER_FILE, type LedgerRecord, type RecordedEvent };

export interface LedgerEvent extends RecordedEvent {
  /** Arrivals of this id: the first, plus every duplicate. */
  deliveries: number;
}

/** A rejected event that had no string id is answered with a null `eventId`. */
export interface EventResult {
  eventId: string | null;
  status: EventResultStatus;
  reason?: string;
}

/** What the arrivals of one batch share: who sent them and when. */
export interface Stamp {
  merchant: string;
  customerId: string | null;
  receivedAt: number;
}

export interface LedgerLimits {
  /**
   * How long an id is remembered after its first arrival. Devices give up on an event 7 days
   * after creating it (docs/tracking.md), which is never before it first arrived here.
   */
  retentionMs: number;
  /** Most ids remembered; past it the oldest are forgotten first (counted as `evicted`). */
  maxIds: number;
  /** How many of the latest processed events QA's view lists. */
  recentEvents: number;
}

const DAY = 86_400_000;
export const LEDGER_LIMITS: LedgerLimits = {
  retentionMs: 8 * DAY,
  maxIds: 500_000,
  recentEvents: 10_000,
};

export interface LedgerSnapshot {
  received: number;
  processed: number;
  duplicatesDropped: number;
  rejected: number;
  /** Lines of the file skipped at start-up because they were not whole records. */
  damagedLines: number;
  /** The ids remembered for duplicate detection, and how many the size cap made it forget. */
  index: { ids: number; evicted: number };
  /** The latest `recentEvents` processed, in processing (first-arrival) order. */
  events: LedgerEvent[];
}

interface PendingBatch {
  records: LedgerRecord[];
  results: EventResult[];
  resolve: (results: EventResult[]) => void;
  reject: (error: unknown) => void;
}

/** UUIDs compare case-insensitively; the id is stored and echoed as first sent. */
const idKey = (eventId: string) => eventId.toLowerCase();

export interface LedgerOptions {
  limits?: LedgerLimits;
  now?: () => number;
  warn?: (message: string) => void;
  /** Appends durably to the file (tests watch or fail the writes). */
  append?: (file: string, text: string) => Promise<void>;
}

export class TrackingLedger {
  readonly file: string;
  readonly #limits: LedgerLimits;
  readonly #now: () => number;
  readonly #append: (file: string, text: string) => Promise<void>;
  /** First arrival time per id, in first-arrival order. */
  readonly #ids = new Map<string, number>();
  readonly #recent = new Map<string, LedgerEvent>();
  /** Ids processed by records not yet on disk: a second arrival meanwhile is a duplicate. */
  readonly #pending = new Set<string>();
  #queue: PendingBatch[] = [];
  #writing: Promise<void> | null = null;
  #processed = 0;
  #duplicates = 0;
  #rejected = 0;
  #evicted = 0;
  #damagedLines = 0;

  constructor(dataDir: string, options: LedgerOptions = {}) {
    this.file = join(dataDir, LEDGER_FILE);
    this.#limits = options.limits ?? LEDGER_LIMITS;
    this.#now = options.now ?? (() => Date.now());
    this.#append = options.append ?? appendDurably;
    const { damaged } = replayFile(this.file, (record) => this.#apply(record));
    this.#damagedLines = damaged.length;
    this.#forgetOld();
    if (damaged.length) {
      const lines = damaged.slice(0, 10).join(', ') + (damaged.length > 10 ? ', …' : '');
      (options.warn ?? console.warn)(
        `${this.file}: skipped ${damaged.length} damaged line(s) (${lines}); the rest is kept`,
      );
    }
  }

  /**
   * Records one batch's arrivals in order: the first arrival of an id is processed, later ones
   * (in an earlier batch or this one) are duplicates. Resolves once the records are on disk;
   * nothing changes in memory before that, and a failed write rejects (the batch goes
   * unanswered and its sender retries).
   */
  record(checks: EventCheck[], stamp: Stamp): Promise<EventResult[]> {
    const records: LedgerRecord[] = [];
    const results: EventResult[] = [];
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
      if (this.#ids.has(key) || this.#pending.has(key)) {
        records.push({ type: 'duplicate', eventId, receivedAt });
        results.push({ eventId, status: 'duplicate' });
      } else {
        this.#pending.add(key);
        records.push({ type: 'processed', event: { ...check.event, ...stamp } });
        results.push({ eventId, status: 'processed' });
      }
    }
    if (!records.length) return Promise.resolve(results);
    return new Promise((resolve, reject) => {
      this.#queue.push({ records, results, resolve, reject });
      this.#writing ??= this.#drain();
    });
  }

  snapshot(): LedgerSnapshot {
    return {
      received: this.#processed + this.#duplicates + this.#rejected,
      processed: this.#processed,
      duplicatesDropped: this.#duplicates,
      rejected: this.#rejected,
      damagedLines: this.#damagedLines,
      index: { ids: this.#ids.size, evicted: this.#evicted },
      events: [...this.#recent.values()].map((event) => ({
        ...event,
        payload: { ...event.payload },
        context: event.context && { ...event.context },
      })),
    };
  }

  /** Resolves once no write is under way (the server's close waits for it). */
  async flush(): Promise<void> {
    while (this.#writing) await this.#writing;
  }

  /** Forgets everything, on disk too, once the writes under way are done. */
  async reset(): Promise<void> {
    await this.flush();
    await rm(this.file, { force: true });
    this.#ids.clear();
    this.#recent.clear();
    this.#processed = this.#duplicates = this.#rejected = this.#evicted = 0;
    this.#damagedLines = 0;
  }

  /**
   * Writes what is queued, one append per round, until nothing is left. Between the last answer
   * and marking itself done nothing awaits, so a batch queued by an answer's continuation always
   * finds either this loop still going or no loop at all, and starts one.
   */
  async #drain(): Promise<void> {
    try {
      // Batches whose bodies finish in this turn of the event loop join the first write.
      await new Promise((resolve) => setImmediate(resolve));
      while (this.#queue.length) {
        const group = this.#queue.splice(0);
        try {
          await this.#append(this.file, recordLines(group.flatMap((batch) => batch.records)));
        } catch (error) {
          // Nothing unwritten is answered or remembered: this group fails, and so do the
          // batches queued behind it, whose duplicates may count on its ids.
          const failed = [...group, ...this.#queue.splice(0)];
          this.#pending.clear();
          for (const batch of failed) batch.reject(error);
          return;
        }
        for (const batch of group) {
          for (const record of batch.records) {
            this.#apply(record);
            if (record.type === 'processed') this.#pending.delete(idKey(record.event.eventId));
          }
        }
        this.#forgetOld();
        for (const batch of group) batch.resolve(batch.results);
      }
    } finally {
      this.#writing = null;
    }
  }

  #apply(record: LedgerRecord): void {
    if (record.type === 'rejected') {
      this.#rejected += 1;
      return;
    }
    const eventId = record.type === 'processed' ? record.event.eventId : record.eventId;
    const key = idKey(eventId);
    if (record.type === 'processed' && !this.#ids.has(key)) {
      this.#processed += 1;
      this.#ids.set(key, record.event.receivedAt);
      this.#recent.set(key, { ...record.event, deliveries: 1 });
      const oldest = this.#recent.keys().next().value;
      if (this.#recent.size > this.#limits.recentEvents && oldest !== undefined) {
        this.#recent.delete(oldest);
      }
      return;
    }
    // A duplicate, or a processed line for a known id (only a hand-edited file has one): counted
    // as what it would have been answered.
    this.#duplicates += 1;
    const recent = this.#recent.get(key);
    if (recent) recent.deliveries += 1;
  }

  /** Ids past their retention go, oldest first; then, past the cap, the oldest of the rest. */
  #forgetOld(): void {
    const horizon = this.#now() - this.#limits.retentionMs;
    for (const [key, firstArrival] of this.#ids) {
      if (firstArrival >= horizon) break;
      this.#ids.delete(key);
    }
    for (const key of this.#ids.keys()) {
      if (this.#ids.size <= this.#limits.maxIds) break;
      this.#ids.delete(key);
      this.#evicted += 1;
    }
  }
}
