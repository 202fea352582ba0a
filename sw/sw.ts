/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { APP_BASE } from '../src/common/app-base';
import { isPageToSwMessage } from '../src/common/sw-messages';
import { installAssetCache, isBuildAsset } from './assetCache';
import { checkAssets, rememberInstalledHash } from './assetCheck';
import { installFeedbackQueue } from './feedbackQueue';
import { installTrackingDrain } from './tracking';
import { matcherFor, runtimeRoutes } from './routes';
import { installStaticRoutes } from './staticRoutes';

declare const self: ServiceWorkerGlobalScope & {
  /** Replaced at build time by the app shell's file list (vite-plugin-pwa, injectManifest). */
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

/** `/m/sw.js?env=...&merchant=...`: the deployment's settings for this worker. */
const config = new URL(self.location.href).searchParams;
const verbose = config.get('env') === 'development';
const merchant = config.get('merchant') ?? '';

const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest);
cleanupOutdatedCaches();
// The build's other chunks, cached when first used (after the precache's route, which wins).
registerRoute(({ url }) => isBuildAsset(url), installAssetCache(manifest));

// Every page of the app is the same shell; offline it comes from the precache.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(`${APP_BASE}index.html`), {
    allowlist: [/^\/m(\/|$)/],
    denylist: [/^\/m\/(assets|locales)\//, /^\/m\/sw\.js/],
  }),
);

const feedback = installFeedbackQueue();

// The router registerRoute uses also answers the page's CACHE_URLS message, through these routes.
for (const route of runtimeRoutes) registerRoute(matcherFor(route), route.handler);
installStaticRoutes();

self.addEventListener('install', (event) => {
  event.waitUntil(rememberInstalledHash(merchant));
});

// The first install takes the open page at once; later versions wait for the player's Refresh.
// A page still loading when this runs is not taken: it asks with CLAIM_PAGE once it has loaded.
clientsClaim();

self.addEventListener('message', (event) => {
  const message: unknown = event.data;
  if (!isPageToSwMessage(message)) return;
  switch (message.type) {
    case 'SKIP_WAITING':
      void self.skipWaiting();
      break;
    case 'CHECK_ASSETS':
      event.waitUntil(
        checkAssets(merchant).then((changed) => {
          if (verbose) console.warn(`[sw] asset check: ${changed ? 'update found' : 'no change'}`);
        }),
      );
      break;
    case 'REPLAY_FEEDBACK':
      event.waitUntil(feedback.replay());
      break;
    case 'CLAIM_PAGE':
      // Takes only pages nothing controls: an older version's tabs moved to this one as it activated.
      event.waitUntil(self.clients.claim());
      break;
  }
});

installTrackingDrain(merchant);
