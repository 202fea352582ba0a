import { deviceKind } from '../../lib/deviceKind';
import { exposeDebugApi, isTrackingDebugOn } from './debugFlag';
import { startTrackingDelivery } from './delivery';
import { watchFirstDepositArrival } from './moments';
import { track } from './track';

let started = false;

/**
 * Starts tracking after the first render (main.tsx loads this lazily): delivery triggers, the
 * once-per-device launch events, and the support hooks when the debug flag is on.
 */
export async function startTracking(landingSearch = window.location.search) {
  if (started) return;
  started = true;
  startTrackingDelivery();
  watchFirstDepositArrival();
  void askForPersistentStorage();
  // The query the page was opened with: by now a redirect may have dropped its `debug`.
  if (isTrackingDebugOn(landingSearch)) exposeDebugApi();
  await track('firstOpen', {}, { oncePerDevice: true });
  // Spec: a2hsFirstOpen on the first launch from the home screen (installed PWA or web clip).
  const kind = deviceKind();
  if (kind === 'PWA' || kind === 'WEBCLIP') {
    await track('a2hsFirstOpen', {}, { oncePerDevice: true });
  }
}

/** Queued events should survive the browser's storage pressure; the browser may say no. */
async function askForPersistentStorage() {
  try {
    if (navigator.storage?.persist && !(await navigator.storage.persisted())) {
      const granted = await navigator.storage.persist();
      if (!granted) console.warn('Persistent storage not granted; the outbox may be evicted');
    }
  } catch (error) {
    console.warn('Persistent storage not requested', error);
  }
}
