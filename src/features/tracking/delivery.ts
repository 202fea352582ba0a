import { isSwToPageMessage, type TrackingTokenAnswer } from '../../common/sw-messages';
import { COLLECTOR_PATH } from '../../common/tracking/collector';
import { sendBatch } from '../../common/tracking/collectorClient';
import { drainOutbox, type DrainDeps } from '../../data/tracking/drain';
import { readBackoffScale } from '../../data/tracking/backoffScale';
import { trackingDb } from '../../data/tracking/outboxDb';
import { sendAsPageLeaves } from '../../data/tracking/sendAsPageLeaves';
import { createDrainScheduler, type DrainScheduler } from '../../common/tracking/scheduler';
import { TRACKING_SYNC_TAG } from '../../common/tracking/syncTag';
import { onPageVisible } from '../../lib/debounce';
import { memberKeyOf } from '../../data/memberKey';
import { currentMerchant } from '../../lib/merchant';
import { readSession } from '../../lib/session';

/**
 * With a service worker in control, the page leaves a new event to it (Background Sync) and only
 * checks after this long, in case the worker was stopped before it could send.
 */
const CONTROLLED_FALLBACK_MS = 5_000;

let scheduler: DrainScheduler | null = null;
let fallbackPending = false;

const collectorUrl = () => new URL(COLLECTOR_PATH, window.location.origin).href;

function pageDeps(): DrainDeps {
  return {
    db: trackingDb(),
    send: (events, { token, merchant }) =>
      sendBatch(events, {
        endpoint: collectorUrl(),
        merchant: merchant ?? currentMerchant(),
        token,
      }),
    // Read at send time, from the session itself: the queue never holds a token.
    tokenFor: (owner) => Promise.resolve(sessionTokenFor(owner)),
    // Without Web Locks (old Safari) drains may overlap; the collector still counts each id once.
    withLock: (name, task) => (navigator.locks ? navigator.locks.request(name, task) : task()),
    now: Date.now,
    random: Math.random,
    readBackoffScale: () => readBackoffScale(trackingDb(), window.location.hostname),
  };
}

/** This tab's token, if its player is `owner`. */
function sessionTokenFor(owner: string): string | null {
  const session = readSession();
  return session && memberKeyOf(session) === owner ? session.token : null;
}

function pageScheduler(): DrainScheduler {
  scheduler ??= createDrainScheduler({
    drain: (options) => drainOutbox(pageDeps(), options),
    now: Date.now,
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    onError: (error) =>
      console.warn('Tracking drain failed; it runs again on the next trigger', error),
  });
  return scheduler;
}

/**
 * The page's half of delivery (docs/tracking.md): drains on load, when the connection returns, when
 * the page becomes visible, and answers the service worker's request for the session token.
 */
export function startTrackingDelivery() {
  const drainer = pageScheduler();
  void drainer.request();
  window.addEventListener('online', () => void drainer.request({ expedite: true }));
  onPageVisible(() => void drainer.request());
  navigator.serviceWorker?.addEventListener('message', (event) => {
    if (event.origin !== window.location.origin) return;
    if (!isSwToPageMessage(event.data) || event.data.type !== 'TRACKING_TOKEN_REQUEST') return;
    const session = readSession();
    const answer: TrackingTokenAnswer = {
      type: 'TRACKING_TOKEN',
      token: session?.token ?? null,
      owner: memberKeyOf(session),
    };
    event.ports[0]?.postMessage(answer);
  });
}

/**
 * After an event is recorded: a controlling service worker drains it by Background Sync (it also
 * runs when this tab closes); otherwise, and as a fallback, this page drains.
 */
export async function deliverSoon() {
  const drainer = pageScheduler();
  const registration = navigator.serviceWorker?.controller
    ? await navigator.serviceWorker.getRegistration()
    : undefined;
  if (registration?.sync) {
    try {
      await registration.sync.register(TRACKING_SYNC_TAG);
      if (!fallbackPending) {
        fallbackPending = true;
        setTimeout(() => {
          fallbackPending = false;
          void drainer.request();
        }, CONTROLLED_FALLBACK_MS);
      }
      return;
    } catch (error) {
      console.warn('Background Sync refused; the page sends tracking events itself', error);
    }
  }
  await drainer.request();
}

/**
 * The page leaves right after recording `eventId` (docs/tracking.md "Leaving the page"): sends it
 * with the events queued before it in a keepalive request now. Resolves once the request has
 * started; never throws.
 */
export async function sendBeforeLeaving(eventId: string): Promise<void> {
  try {
    await sendAsPageLeaves(
      {
        db: trackingDb(),
        sendKeepalive: (events, { token, merchant }) =>
          sendBatch(events, {
            endpoint: collectorUrl(),
            merchant: merchant ?? currentMerchant(),
            token,
            keepalive: true,
          }),
        tokenFor: (owner) => Promise.resolve(sessionTokenFor(owner)),
        now: Date.now,
      },
      eventId,
    );
  } catch (error) {
    console.warn('Tracking events not sent before leaving; they wait in the outbox', error);
  }
}

/** Drains now (the support page's Send now button, and tests through it). */
export function drainNow(): Promise<void> {
  return pageScheduler().request({ expedite: true });
}
