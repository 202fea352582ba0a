import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import type { RouteMatchCallback } from 'workbox-core';
import { CacheFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { completeBodyPlugin } from './completeBodyPlugin';

const DAY_SECONDS = 24 * 60 * 60;

/** One runtime route per kind of asset; the app shell itself is precached. */
export interface RuntimeRoute {
  kind: string;
  match: (url: URL, request: Request) => boolean;
  strategy: Strategy;
}

const IMAGE_PATH = /\.(?:png|jpe?g|gif|webp|avif|svg|ico)$/i;

export const runtimeRoutes: RuntimeRoute[] = [
  {
    // Logos and banners from the merchant's CDN, same-origin or not (opaque answers included).
    kind: 'images',
    match: (url, request) =>
      request.destination === 'image' ||
      (IMAGE_PATH.test(url.pathname) && !url.pathname.startsWith('/m/assets/')),
    strategy: new CacheFirst({
      cacheName: 'images',
      plugins: [
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({
          maxEntries: 150,
          maxAgeSeconds: 30 * DAY_SECONDS,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  },
  {
    // Strings change between builds without a new hash: show the cached ones, refresh behind.
    // No expiry: there are only as many files as languages, and an age limit would turn a player
    // who stays offline for a month back to English.
    kind: 'locales',
    match: (url) => url.origin === self.location.origin && url.pathname.startsWith('/m/locales/'),
    strategy: new StaleWhileRevalidate({ cacheName: 'locales', plugins: [completeBodyPlugin] }),
  },
  {
    kind: 'web-manifest',
    match: (url) =>
      url.origin === self.location.origin && url.pathname === '/wps/system/manifest.json',
    strategy: new StaleWhileRevalidate({
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
