import * as v from 'valibot';
import { DEBUG_KEY } from '../../common/storageKeys';
import type { TrackingEventName, TrackingPayload } from '../../common/tracking/events';
import { writeBackoffScale } from '../../data/tracking/backoffScale';
import { outboxSnapshot, trackingDb } from '../../data/tracking/outboxDb';
import { read, remove, storageEntry, write } from '../../lib/storage';

/** `?debug=1` turns the support tools on for this browser, `?debug=0` off (docs/tracking.md). */
const debugFlag = storageEntry(DEBUG_KEY, 'local', v.literal('1'));

/** Reads and applies the `debug` query parameter; true when the support tools are on. */
export function isTrackingDebugOn(search = window.location.search): boolean {
  const asked = new URLSearchParams(search).get('debug');
  if (asked === '1') write(debugFlag, '1');
  if (asked === '0') remove(debugFlag);
  return asked === '1' || read(debugFlag) === '1';
}

/** What QA's console (and the end-to-end tests) can call while the debug flag is on. */
export interface StorefrontDebugApi {
  track(name: TrackingEventName, payload?: TrackingPayload): Promise<void>;
  drainNow(): Promise<void>;
  snapshot(): ReturnType<typeof outboxSnapshot>;
  /** The queued events, oldest first: which id is in flight right now, and when each is due. */
  queued(): Promise<QueuedEventView[]>;
  /**
   * Multiplies every backoff wait from the next drain pass on, for this browser's page and service
   * worker (0.001 to 1). Tests only: it throws, and nothing changes, off a loopback origin.
   */
  setBackoffScale(scale: number): Promise<void>;
}

/** What support sees of a queued event: never its payload or who it belongs to. */
export interface QueuedEventView {
  eventId: string;
  name: string;
  inFlightSince: number | null;
  nextAttemptAt: number;
  attempts: number;
  /** Why the last attempt failed (`HTTP 403`, `TypeError: Failed to fetch`), or null. */
  lastError: string | null;
  refused: boolean;
  setAside: boolean;
}

declare global {
  interface Window {
    storefrontDebug?: StorefrontDebugApi;
  }
}

export function exposeDebugApi() {
  window.storefrontDebug = {
    track: async (name, payload) => (await import('./track')).track(name, payload),
    drainNow: async () => (await import('./delivery')).drainNow(),
    snapshot: () => outboxSnapshot(trackingDb()),
    queued: async () =>
      (await trackingDb().outbox.orderBy('seq').toArray()).map((row): QueuedEventView => ({
        eventId: row.eventId,
        name: row.name,
        inFlightSince: row.inFlightSince,
        nextAttemptAt: row.nextAttemptAt,
        attempts: row.attempts,
        lastError: row.lastError,
        refused: row.refusedAt != null,
        setAside: row.setAsideAt != null,
      })),
    setBackoffScale: (scale) => writeBackoffScale(trackingDb(), window.location.hostname, scale),
  };
}
