/**
 * Every message that crosses the page / service worker boundary. Both sides import these types,
 * so a message that is not listed here cannot be sent or handled.
 */
export type PageToSwMessage =
  /** Compare the asset-manifest hash with the stored one now (spec §4 asset-hash check). */
  | { type: 'CHECK_ASSETS' }
  /** The player pressed Refresh on the update notice: activate the waiting worker. */
  | { type: 'SKIP_WAITING' }
  /** Cache what the page loaded before the service worker controlled it (same shape as workbox-window). */
  | { type: 'CACHE_URLS'; payload: { urlsToCache: string[] } };

export type SwToPageMessage =
  /** A newer build is available; the page shows the update notice and never reloads by itself. */
  { type: 'UPDATE_AVAILABLE' };

function hasType(data: unknown): data is { type: unknown } {
  return typeof data === 'object' && data !== null && 'type' in data;
}

export function isPageToSwMessage(data: unknown): data is PageToSwMessage {
  if (!hasType(data)) return false;
  if (data.type === 'CHECK_ASSETS' || data.type === 'SKIP_WAITING') return true;
  if (data.type !== 'CACHE_URLS' || !('payload' in data)) return false;
  const payload = data.payload as { urlsToCache?: unknown } | null;
  return (
    Array.isArray(payload?.urlsToCache) &&
    payload.urlsToCache.every((url): url is string => typeof url === 'string')
  );
}

export function isSwToPageMessage(data: unknown): data is SwToPageMessage {
  return hasType(data) && data.type === 'UPDATE_AVAILABLE';
}
