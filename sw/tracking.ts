/// <reference lib="webworker" />
import {
  isTrackingTokenAnswer,
  type SwToPageMessage,
  type TrackingTokenAnswer,
} from '../src/common/sw-messages';
import { COLLECTOR_PATH } from '../src/common/tracking/collector';
import { sendBatch } from '../src/common/tracking/collectorClient';
import { drainOutbox, type DrainDeps } from '../src/data/tracking/drain';
import { trackingDb } from '../src/data/tracking/outboxDb';
import { readBackoffScale } from '../src/data/tracking/backoffScale';
import { TRACKING_SYNC_TAG } from '../src/common/tracking/syncTag';

declare const self: ServiceWorkerGlobalScope;

/** How long an open page has to answer with the session's token. */
const TOKEN_ANSWER_MS = 1_000;

/**
 * The service worker's half of tracking delivery (docs/tracking.md): it drains on Background Sync,
 * on its own start-up and when a new version activates. The events live in IndexedDB, not in this
 * worker, so a worker stopped mid-drain or replaced by a new version loses nothing.
 *
 * Not workbox-background-sync's Queue: it stores whole requests, headers included, and a token
 * must never sit in a queue; it also replays without the per-event acknowledgement we need.
 */
export function installTrackingDrain(merchant: string) {
  const deps: DrainDeps = {
    db: trackingDb(),
    send: (events, sender) =>
      sendBatch(events, {
        endpoint: new URL(COLLECTOR_PATH, self.location.origin).href,
        merchant: sender.merchant ?? (merchant || undefined),
        token: sender.token,
      }),
    tokenFor: tokenFromOpenPages,
    withLock: (name, task) => self.navigator.locks.request(name, task),
    now: Date.now,
    random: Math.random,
    readBackoffScale: () => readBackoffScale(trackingDb(), self.location.hostname),
  };

  let wakeTimer: ReturnType<typeof setTimeout> | undefined;

  /**
   * Events that must wait (backoff, Retry-After) get a timer here, outside any event: an event
   * kept open holds back a new version's activation, and the player's Refresh with it. So each
   * event waits for its own pass only, never for passes this timer starts. The browser may stop
   * an idle worker before the timer fires; the open pages' timers and the next sync cover that.
   */
  function wakeAt(time: number | null) {
    clearTimeout(wakeTimer);
    if (time === null) return;
    wakeTimer = setTimeout(
      () => {
        drainOutbox(deps)
          .then((report) => wakeAt(report.nextWakeAt))
          .catch((error: unknown) => console.warn('[sw] tracking: timed drain failed', error));
      },
      Math.max(0, time - Date.now()),
    );
  }

  /**
   * Sends what is due now. With events left waiting and no page open, it rejects, so the browser
   * runs the sync again later.
   */
  async function drainDue() {
    const { nextWakeAt } = await drainOutbox(deps);
    wakeAt(nextWakeAt);
    if (nextWakeAt === null) return;
    if ((await appPages()).length === 0) throw new Error('Tracking events are waiting to be sent');
  }

  /** Hands what is left to Background Sync: the browser wakes this worker again later. */
  async function retryLater() {
    try {
      // Without Background Sync the open pages drain on their own triggers.
      await self.registration.sync?.register(TRACKING_SYNC_TAG);
    } catch (error) {
      console.warn('[sw] tracking: Background Sync unavailable', error);
    }
  }

  self.addEventListener('sync', (event) => {
    if (event.tag !== TRACKING_SYNC_TAG) return;
    // A rejection makes the browser retry this sync later, with its own backoff.
    event.waitUntil(drainDue());
  });

  // A new version takes over with whatever the old one left in the outbox. Not inside waitUntil:
  // fetches wait for activation to finish.
  self.addEventListener('activate', () => {
    drainDue().catch(retryLater);
  });

  // Start-up: this worker may have been stopped in the middle of a drain.
  drainDue().catch(retryLater);
}

/**
 * The token of an open page signed in as `owner`, asked for at send time; null when no page is
 * (each tab has its own session, and only that player's events go under its token).
 */
export async function tokenFromOpenPages(owner: string): Promise<string | null> {
  for (const page of await appPages()) {
    const answer = await askPage(page);
    if (answer?.token && answer.owner === owner) return answer.token;
  }
  return null;
}

/**
 * The app's open pages, controlled by this worker or not: a new version drains on start-up and
 * on activation, before it controls any page, and must still find the signed-in player's token.
 */
async function appPages(): Promise<Client[]> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return pages.filter((page) => page.url.startsWith(self.registration.scope));
}

function askPage(page: Client): Promise<TrackingTokenAnswer | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), TOKEN_ANSWER_MS);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(isTrackingTokenAnswer(event.data) ? event.data : null);
    };
    const request: SwToPageMessage = { type: 'TRACKING_TOKEN_REQUEST' };
    page.postMessage(request, [channel.port2]);
  });
}
