/// <reference lib="webworker" />
import type { RouteHandlerObject } from 'workbox-core';
import { CacheExpiration } from 'workbox-expiration';
import {
  cacheForImage,
  IMAGE_CACHE,
  OPAQUE_IMAGE_CACHE,
  type ImageCacheName,
} from '../src/common/imageCaches';
import { acceptForImages } from './imageAccept';

declare const self: ServiceWorkerGlobalScope;

const DAY_SECONDS = 24 * 60 * 60;
// A CDN may answer `Vary: Origin` (the page's <img> and the worker's CORS request differ there) or
// `Vary: Accept` (the format, docs/performance.md "Images"): one browser always sends the same
// Accept for images, so an entry is the same image for every later request of its address.
const MATCH: CacheQueryOptions = { ignoreVary: true };

const expirations: Record<ImageCacheName, CacheExpiration> = {
  [IMAGE_CACHE]: new CacheExpiration(IMAGE_CACHE, {
    maxEntries: 150,
    maxAgeSeconds: 30 * DAY_SECONDS,
    matchOptions: MATCH,
  }),
  // An answer whose status cannot be read is kept only a day, and few of them: it may be an error.
  [OPAQUE_IMAGE_CACHE]: new CacheExpiration(OPAQUE_IMAGE_CACHE, {
    maxEntries: 40,
    maxAgeSeconds: DAY_SECONDS,
    matchOptions: MATCH,
  }),
};

/** Origins that refused a CORS request while this worker runs: asked as the page asks from then on. */
const corsRefused = new Set<string>();

/**
 * Logos and banners, the merchant's CDN's included: cache first. Another origin's image is asked
 * for with CORS where its CDN allows it, so the answer can be checked and only a 200 is kept for
 * 30 days; a CDN that does not allow it gets the page's own no-cors request, whose opaque answer
 * is kept for a day.
 */
export const imageHandler: RouteHandlerObject = {
  async handle({ request, event }) {
    const cached = await fromCache(request);
    if (cached) return cached;
    const response = await fetchImage(request);
    event.waitUntil(keep(request.url, response.clone()));
    return response;
  },
};

async function fromCache(request: Request): Promise<Response | null> {
  for (const name of [IMAGE_CACHE, OPAQUE_IMAGE_CACHE] as const) {
    const cache = await caches.open(name);
    const hit = await cache.match(request, MATCH);
    if (!hit) continue;
    // An opaque answer in the long-lived cache was put there by an older version: not trusted.
    if (name === IMAGE_CACHE && hit.type === 'opaque') {
      await cache.delete(request, MATCH);
      continue;
    }
    if (await expirations[name].isURLExpired(request.url)) continue;
    void expirations[name].updateTimestamp(request.url);
    return hit;
  }
  return null;
}

async function fetchImage(pageRequest: Request): Promise<Response> {
  // The page's own image requests carry the browser's Accept; the CACHE_URLS copies do not.
  const request =
    pageRequest.destination === 'image'
      ? pageRequest
      : new Request(pageRequest, { headers: { Accept: await acceptForImages() } });
  const { origin } = new URL(request.url);
  if (origin === self.location.origin || request.mode !== 'no-cors' || corsRefused.has(origin)) {
    return fetch(request);
  }
  // The page's Accept goes along: a CDN that negotiates the format (WebP for browsers that name
  // it, `Vary: Accept`) answers the worker as it would the page. It is a CORS-safelisted header.
  const accept = request.headers.get('Accept');
  try {
    return await fetch(request.url, {
      mode: 'cors',
      credentials: 'omit',
      referrerPolicy: request.referrerPolicy,
      ...(accept ? { headers: { Accept: accept } } : {}),
    });
  } catch (corsError) {
    const response = await fetch(request);
    // The network works, so CORS itself was refused: not asked again while this worker runs.
    corsRefused.add(origin);
    console.warn(`[sw] images: ${origin} does not allow CORS; kept for a day only`, corsError);
    return response;
  }
}

async function keep(url: string, response: Response) {
  const name = cacheForImage(response);
  if (!name) return;
  try {
    await (await caches.open(name)).put(url, response);
    await expirations[name].updateTimestamp(url);
    await expirations[name].expireEntries();
  } catch (error) {
    // Storage full: the image still showed; the tracking outbox gets what room there is.
    console.warn('[sw] images: not kept', error);
  }
}
