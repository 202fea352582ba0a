import Dexie, { type EntityTable } from 'dexie';
import type { TrackingEvent } from '../../common/tracking/events';

/**
 * Who an event is sent as: the player signed in when it was recorded and the merchant it belongs
 * to. Kept beside the event, never sent in it: the drain sends an event only with its own
 * player's token (never another tab's player's, nor one from after a logout) and its own merchant.
 * Both may be absent on rows written before they existed: then anonymous, the current merchant.
 */
export interface EventSender {
  /** The player's id as a string; null for a visitor. Never a token. */
  owner?: string | null;
  merchant?: string | null;
}

/** An event waiting for the collector's acknowledgement. */
export interface OutboxRow extends TrackingEvent, EventSender {
  /** Commit order across every tab and the service worker: the order events are sent in. */
  seq?: number;
  /** Failed sends so far; the backoff grows with it. */
  attempts: number;
  /** Not sent before this time (backoff or the collector's Retry-After). */
  nextAttemptAt: number;
  /** The collector's Retry-After alone: even an expedited drain (back online) waits for it. */
  notBefore: number;
  /** Set while a drainer has it in a request; cleared by the next drainer to take the lock. */
  inFlightSince: number | null;
  lastError: string | null;
  /**
   * When the collector last refused this event's batch with a 4xx that is not about one event
   * (403, 404, 405...); null after any other outcome. Absent on rows written before it existed.
   */
  refusedAt?: number | null;
  /**
   * When this event was set aside: it kept failing when sent alone while the events behind it
   * went on. It is retried alone on the long backoff; null (or absent) for every other event.
   */
  setAsideAt?: number | null;
}

/** An event the collector will never accept; kept, counted and shown, never dropped silently. */
export interface DeadLetterRow extends TrackingEvent, EventSender {
  attempts: number;
  deadAt: number;
  reason: string;
}

/** Once-per-device events (firstOpen, a2hsFirstOpen) are recorded with their flag atomically. */
export interface FlagRow {
  name: string;
  at: number;
}

export const STAT_NAMES = [
  'recorded',
  'acknowledged',
  'duplicates',
  'deadLettered',
  'requests',
  'quotaErrors',
  /** Dead-lettered because they were still refused (or failing alone) 7 days after recording. */
  'expired',
] as const;
export type StatName = (typeof STAT_NAMES)[number];

export interface StatRow {
  name: StatName;
  count: number;
}

/** A setting every drainer of this browser reads (the page's and the service worker's). */
export interface SettingRow {
  name: 'backoffScale';
  value: number;
}

/**
 * The durable tracking queue, in a database of its own: the service worker opens it without the
 * page's merchant tables, and a merchant change (which clears those) never touches it. Raise the
 * version and add a `.version(n).stores()` line for every schema change; never edit an old one.
 */
export class TrackingDb extends Dexie {
  outbox!: EntityTable<OutboxRow, 'seq'>;
  deadLetters!: EntityTable<DeadLetterRow, 'eventId'>;
  flags!: EntityTable<FlagRow, 'name'>;
  stats!: EntityTable<StatRow, 'name'>;
  settings!: EntityTable<SettingRow, 'name'>;

  constructor(name = 'storefront-tracking') {
    super(name);
    this.version(1).stores({
      outbox: '++seq, &eventId',
      deadLetters: 'eventId, deadAt',
      flags: 'name',
      stats: 'name',
    });
    // In-flight marks by index: IndexedDB leaves null out of an index, so only marked rows are in it.
    this.version(2).stores({ outbox: '++seq, &eventId, inFlightSince' });
    // The same for refused and set-aside rows: the support page counts them by index.
    this.version(3).stores({ outbox: '++seq, &eventId, inFlightSince, refusedAt, setAsideAt' });
    // The end-to-end tests' backoff scale (backoffScale.ts), shared with the service worker.
    this.version(4).stores({ settings: 'name' });
  }
}

let shared: TrackingDb | undefined;

/** The one database of this context, opened on first use. */
export function trackingDb(): TrackingDb {
  shared ??= new TrackingDb();
  return shared;
}

/** Adds to counters inside the caller's transaction (which must include `stats`). */
export async function bumpStats(db: TrackingDb, changes: Partial<Record<StatName, number>>) {
  for (const [name, by] of Object.entries(changes) as [StatName, number][]) {
    if (!by) continue;
    const row = await db.stats.get(name);
    await db.stats.put({ name, count: (row?.count ?? 0) + by });
  }
}

export type RecordOutcome = 'queued' | 'already-recorded';

/**
 * Writes the event to the outbox before anything is sent, so a crash a moment later loses nothing.
 * With `onceKey`, the event is recorded only if that flag is unset, and the flag is set in the same
 * transaction: two tabs opening at once still record one firstOpen.
 */
export async function recordEvent(
  db: TrackingDb,
  event: TrackingEvent,
  sender: EventSender,
  onceKey?: string,
): Promise<RecordOutcome> {
  return db.transaction('rw', db.outbox, db.flags, db.stats, async () => {
    if (onceKey) {
      if (await db.flags.get(onceKey)) return 'already-recorded';
      await db.flags.add({ name: onceKey, at: event.createdAt });
    }
    await db.outbox.add({
      ...event,
      owner: sender.owner ?? null,
      merchant: sender.merchant ?? null,
      attempts: 0,
      nextAttemptAt: event.createdAt,
      notBefore: 0,
      inFlightSince: null,
      lastError: null,
      refusedAt: null,
      setAsideAt: null,
    });
    await bumpStats(db, { recorded: 1 });
    return 'queued';
  });
}

/** What the support page shows. */
export interface OutboxSnapshot {
  queued: number;
  inFlight: number;
  /** Queued events whose last attempt the collector refused (4xx): waiting on the long backoff. */
  refused: number;
  /** Queued events set aside: each fails alone while the others go on. */
  setAside: number;
  deadLettered: number;
  stats: Record<StatName, number>;
  oldestQueuedAt: number | null;
}

export async function outboxSnapshot(db: TrackingDb): Promise<OutboxSnapshot> {
  return db.transaction('r', db.outbox, db.deadLetters, db.stats, async () => {
    // Sent oldest first, so the lowest seq is the oldest queued event.
    const oldest = await db.outbox.orderBy('seq').first();
    const stats = Object.fromEntries(STAT_NAMES.map((name) => [name, 0])) as Record<
      StatName,
      number
    >;
    for (const row of await db.stats.toArray()) stats[row.name] = row.count;
    return {
      queued: await db.outbox.count(),
      inFlight: await db.outbox.where('inFlightSince').aboveOrEqual(0).count(),
      refused: await db.outbox.where('refusedAt').aboveOrEqual(0).count(),
      setAside: await db.outbox.where('setAsideAt').aboveOrEqual(0).count(),
      deadLettered: await db.deadLetters.count(),
      stats,
      oldestQueuedAt: oldest?.createdAt ?? null,
    };
  });
}

/**
 * Support's "send again" after a collector fix: dead letters go back to the end of the outbox
 * with their original ids, so a collector that did record them answers `duplicate`.
 */
export async function requeueDeadLetters(db: TrackingDb, now: number): Promise<number> {
  return db.transaction('rw', db.outbox, db.deadLetters, async () => {
    const dead = await db.deadLetters.orderBy('deadAt').toArray();
    await db.outbox.bulkAdd(
      dead.map(({ eventId, name, createdAt, payload, context, owner, merchant }) => ({
        eventId,
        name,
        createdAt,
        payload,
        ...(context ? { context } : {}),
        owner: owner ?? null,
        merchant: merchant ?? null,
        attempts: 0,
        nextAttemptAt: now,
        notBefore: 0,
        inFlightSince: null,
        lastError: null,
        refusedAt: null,
        setAsideAt: null,
      })),
    );
    await db.deadLetters.clear();
    return dead.length;
  });
}
