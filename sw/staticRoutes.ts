/// <reference lib="webworker" />
import { PAGE_PATHS } from '../src/common/pages/pageApi';
import { WEB_MANIFEST_PATH } from './routes';

declare const self: ServiceWorkerGlobalScope;

/** The backend calls this worker answers itself: the web manifest, queued feedback, images. */
const ANSWERED_HERE: RouterCondition[] = [
  { urlPattern: { pathname: WEB_MANIFEST_PATH } },
  { urlPattern: { pathname: PAGE_PATHS.submitFeedback } },
  { requestDestination: 'image' },
];

/**
 * The first rule a request matches decides: what this worker answers reaches its fetch handler,
 * and every other backend call (`/wps/`) goes straight to the network.
 */
const STATIC_ROUTES: RouterRule[] = [
  ...ANSWERED_HERE.map((condition): RouterRule => ({ condition, source: 'fetch-event' })),
  { condition: { urlPattern: { pathname: '/wps/*' } }, source: 'network' },
];

/**
 * The pages' backend calls go past this worker (the static routing API). It has nothing to add
 * to them, and each would otherwise start it when stopped: a cost on every call, and, in the
 * moment an old version stops for a new one, a restart that holds back the player's Refresh
 * (docs/architecture.md "Backend calls skip the service worker"). Browsers without the API send
 * them through the fetch handler, which passes them on untouched.
 */
export function installStaticRoutes() {
  self.addEventListener('install', (event: InstallEvent) => {
    if (!event.addRoutes) return;
    event.waitUntil(
      event
        .addRoutes(STATIC_ROUTES)
        .catch((error: unknown) => console.warn('[sw] static routes not added', error)),
    );
  });
}
