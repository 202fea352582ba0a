import { ExpirationPlugin } from 'workbox-expiration';
import type { RouteHandler, RouteMatchCallback } from 'workbox-core';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { completeBodyPlugin } from './completeBodyPlugin';
import { imageHandler } from './imageCache';

const DAY_SECONDS = 24 * 60 * 60;

/** One runtime route per kind of asset; the app shell itself is precached. */
export interface RuntimeRoute {
  kind: string;
  match: (url: URL, request: Request) => boolean;
  handler: RouteHandler;
}

/** The web manifest, kept for offline starts; the only backend call this worker caches. */
export const WEB_MANIFEST_PATH = '/wps/system/manifest.json';

const IMAGE_PATH = /\.(?:png|jpe?g|gif|webp|avif|svg|ico)$/i;

export const runtimeRoutes: RuntimeRoute[] = [
  {
    // Logos and banners from the merchant's CDN, same-origin or not (./imageCache.ts).
    kind: 'images',
    match: (url, request) =>
      request.destination === 'image' ||
      (IMAGE_PATH.test(url.pathname) && !url.pathname.startsWith('/m/assets/')),
    handler: imageHandler,
  },
  {
    // Strings change between builds without a new hash: show the cached ones, refresh behind.
    // No expiry: there are only as many files as languages, and an age limit would turn a player
    // who stays offline for a month back to English.
    kind: 'locales',
    match: (url) => url.origin === self.location.origin && url.pathname.startsWith('/m/locales/'),
    handler: new StaleWhileRevalidate({ cacheName: 'locales', plugins: [completeBodyPlugin] }),
  },
  {
    kind: 'web-manifest',
    match: (url) => url.origin === self.location.origin && url.pathname === WEB_MANIFEST_PATH,
    handler: new StaleWhileRevalidate({
      cacheName: 'web-manifest',
      plugins: [
        completeBodyPlugin,
        new ExpirationPlugin({ maxEntries: 4, maxAgeSeconds: 7 * DAY_SECONDS }),
      ],
    }),
  },
];

export function matcherFor(route: RuntimeRoute): RouteMatchCallback {
  return ({ url, request }) => route.match(url, request);
}
