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

/** Files worth keeping for offline use: strings, CDN images, and the build's chunks. */
const KEPT_FOR_OFFLINE = /\/locales\/|\/cdn\/|\/assets\/|\.(png|jpe?g|webp|gif|svg)(\?|$)/;

/**
 * Hands the worker, as they arrive, the files this page fetched that no worker saw (`workerStart`
 * 0): those of a first visit before the worker took the page, including any still on their way
 * when it did, which a list taken once would miss. The build's chunks too: those not precached are
 * cached as they are used. Another origin's images are asked for as the page's <img> did
 * (no-cors), not as a CORS request; without Timing-Allow-Origin their `workerStart` reads 0 even
 * when the worker fetched them, and the image route answers those again from its cache.
 */
function handOverUnseenFiles(registration: ServiceWorkerRegistration) {
  new PerformanceObserver((list) => {
    const urlsToCache = list
      .getEntries()
      .filter(
        (entry) =>
          entry instanceof PerformanceResourceTiming &&
          entry.workerStart === 0 &&
          KEPT_FOR_OFFLINE.test(entry.name),
      )
      .map(({ name }): string | [string, RequestInit] =>
        new URL(name).origin === window.location.origin ? name : [name, { mode: 'no-cors' }],
      );
    if (urlsToCache.length > 0)
      post(registration, { type: 'CACHE_URLS', payload: { urlsToCache } });
  }).observe({ type: 'resource', buffered: true });
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
      handOverUnseenFiles(registration);
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
