/// <reference lib="webworker" />
import { cacheNames, type RouteHandlerObject } from 'workbox-core';
import type { PrecacheEntry } from 'workbox-precaching';
import { APP_BASE } from '../src/common/app-base';

declare const self: ServiceWorkerGlobalScope;

/**
 * The build's chunks that are not precached (route pages, Firebase, the cashier, the game, the
 * install guides, the crypto worker: docs/performance.md "Precache") are cached the first time
 * they are used, one cache per build. Their names carry a content hash, so a cached file never
 * goes stale: cache first, and only a whole 200 is kept. When a new version activates, the
 * previous build's cache is kept for the tabs still running that version, and older ones are
 * deleted: at most two builds' files, however many deploys.
 */
const PREFIX = 'assets-';

/** A short name for this build: a hash of its precache list (hashed names, index.html's revision). */
export function buildName(manifest: readonly (PrecacheEntry | string)[]): string {
  const text = JSON.stringify(manifest);
  let hash = 5381;
  for (let index = 0; index < text.length; index++) {
    hash = (Math.imul(hash, 33) ^ text.charCodeAt(index)) >>> 0;
  }
  return hash.toString(36);
}

export function isBuildAsset(url: URL): boolean {
  return url.origin === self.location.origin && url.pathname.startsWith(`${APP_BASE}assets/`);
}

/** Listens for this version's install and activation; answers with the route's handler. */
export function installAssetCache(manifest: readonly (PrecacheEntry | string)[]) {
  const current = `${PREFIX}${buildName(manifest)}`;
  const own = new Set(
    manifest.map((entry) => {
      const url = new URL(typeof entry === 'string' ? entry : entry.url, self.location.href);
      return `${url.origin}${url.pathname}`;
    }),
  );

  /** The caches of earlier builds, oldest first (CacheStorage lists names in creation order). */
  const earlier = async () =>
    (await caches.keys()).filter((name) => name.startsWith(PREFIX) && name !== current);

  self.addEventListener('install', (event) => {
    event.waitUntil(
      (async () => {
        // The running version's precached chunks leave the precache when this one activates; its
        // tabs may still ask for them: they move to that version's asset cache first.
        const previous = (await earlier()).at(-1);
        if (!previous) return;
        const [from, to] = await Promise.all([
          caches.open(cacheNames.precache),
          caches.open(previous),
        ]);
        for (const request of await from.keys()) {
          const url = new URL(request.url);
          if (!isBuildAsset(url) || own.has(`${url.origin}${url.pathname}`)) continue;
          const response = await from.match(request);
          if (response) await to.put(`${url.origin}${url.pathname}`, response);
        }
      })(),
    );
  });

  self.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        const others = await earlier();
        // Created now, so that it is the newest name when the next version installs.
        await caches.open(current);
        await Promise.all(others.slice(0, -1).map((name) => caches.delete(name)));
      })(),
    );
  });

  const handler: RouteHandlerObject = {
    async handle({ request, event }) {
      // Any build's copy will do: a hashed name never changes content.
      const cached = await caches.match(request, { ignoreSearch: true });
      if (cached) return cached;
      const response = await fetch(request);
      if (response.status === 200 && response.type === 'basic') {
        const copy = response.clone();
        event.waitUntil(
          copy
            .arrayBuffer()
            .then(async (body) =>
              (await caches.open(current)).put(
                request.url,
                new Response(body, { status: 200, headers: copy.headers }),
              ),
            )
            .catch((error: unknown) => console.warn('Chunk not cached', request.url, error)),
        );
      }
      return response;
    },
  };
  return handler;
}
