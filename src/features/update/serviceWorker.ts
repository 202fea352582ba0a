import { ASSET_CHECK_INTERVAL_MS, FIRST_ASSET_CHECK_DELAY_MS } from '../../common/asset-manifests';
import {
  isSwToPageMessage,
  type CacheUrlsMessage,
  type PageToSwMessage,
} from '../../common/sw-messages';
import { onPageVisible } from '../../lib/debounce';
import { inAppBrowser, inNativeApp } from '../../lib/environment';
import { markUpdateAvailable } from './updateState';
import { watchForWaitingWorker } from './waitingWorker';

const SCOPE = import.meta.env.BASE_URL;

/** Spec §4: inside the app or LINE's browser, service workers are removed, not used. */
function mustRunWithoutServiceWorker() {
  return inNativeApp() || inAppBrowser() === 'LINE';
}

function post(
  registration: ServiceWorkerRegistration,
  message: PageToSwMessage | CacheUrlsMessage,
) {
  (navigator.serviceWorker.controller ?? registration.active)?.postMessage(message);
}

/**
 * What the page fetched before a service worker controlled it, for the worker to keep. Another
 * origin's images are asked for as the page's <img> did (no-cors), not as a CORS request.
 */
function loadedResources(): CacheUrlsMessage['payload']['urlsToCache'] {
  return (
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      // The build's chunks too: those not precached are cached as they are used, and this visit's
      // arrived before the worker could see them.
      .filter((url) => /\/locales\/|\/cdn\/|\/assets\/|\.(png|jpe?g|webp|gif|svg)(\?|$)/.test(url))
      .map((url) =>
        new URL(url).origin === window.location.origin ? url : [url, { mode: 'no-cors' }],
      )
  );
}

let started = false;

/**
 * Registers /m/sw.js (with the `env` and `merchant` query), has it take the page if nothing
 * controls it yet, hands it the first visit's files, shows the update notice for a newer worker
 * waiting now or later, and runs the asset-hash check 1.5 s after load, whenever the page becomes
 * visible, and hourly.
 */
export function startServiceWorker(merchant: string) {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  if (mustRunWithoutServiceWorker()) {
    void removeServiceWorkers();
    return;
  }
  navigator.serviceWorker.addEventListener('message', (event) => {
    if (isSwToPageMessage(event.data) && event.data.type === 'UPDATE_AVAILABLE') {
      markUpdateAvailable();
    }
  });
  const query = new URLSearchParams({ env: import.meta.env.MODE, merchant });
  navigator.serviceWorker
    .register(`${SCOPE}sw.js?${query}`, { scope: SCOPE })
    .then(async () => {
      const registration = await navigator.serviceWorker.ready;
      // A page loaded while the first worker was activating is past activation's claim.
      if (!navigator.serviceWorker.controller) post(registration, { type: 'CLAIM_PAGE' });
      watchForWaitingWorker(registration, markUpdateAvailable);
      post(registration, { type: 'CACHE_URLS', payload: { urlsToCache: loadedResources() } });
      const check = () => post(registration, { type: 'CHECK_ASSETS' });
      setTimeout(check, FIRST_ASSET_CHECK_DELAY_MS);
      setInterval(check, ASSET_CHECK_INTERVAL_MS);
      onPageVisible(check);
    })
    .catch((error: unknown) => console.warn('Service worker not registered', error));
}

async function removeServiceWorkers() {
  const registrations = await navigator.serviceWorker.getRegistrations();
  if (registrations.length === 0) return;
  await Promise.all(registrations.map((registration) => registration.unregister()));
  markUpdateAvailable();
}

/**
 * The Refresh button: activate a waiting worker if there is one, then reload once it controls the
 * page. Only ever called by the player's tap, never on its own.
 */
export async function applyUpdate() {
  const registration = await navigator.serviceWorker?.getRegistration(SCOPE);
  const waiting = registration?.waiting ?? (await installed(registration?.installing));
  if (!waiting) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  const message: PageToSwMessage = { type: 'SKIP_WAITING' };
  waiting.postMessage(message);
}

function installed(worker: ServiceWorker | null | undefined): Promise<ServiceWorker | null> {
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') resolve(worker);
      if (worker.state === 'redundant') resolve(null);
    });
  });
}
