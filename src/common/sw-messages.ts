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
  | { type: 'UPDATE_AVAILABLE' }
  /**
   * The worker is about to send tracking events and asks for the session's token (session storage
   * is the page's alone). The answer goes back on the transferred port, never into storage.
   */
  | { type: 'TRACKING_TOKEN_REQUEST' };

/** The page's answer on the port of a TRACKING_TOKEN_REQUEST. */
export interface TrackingTokenAnswer {
  type: 'TRACKING_TOKEN';
  token: string | null;
  /** The player the token belongs to (the outbox's `owner`); null without a session. */
  owner: string | null;
}

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
  return (
    hasType(data) && (data.type === 'UPDATE_AVAILABLE' || data.type === 'TRACKING_TOKEN_REQUEST')
  );
}

export function isTrackingTokenAnswer(data: unknown): data is TrackingTokenAnswer {
  if (!hasType(data) || data.type !== 'TRACKING_TOKEN' || !('token' in data)) return false;
  if (!('owner' in data) || (data.owner !== null && typeof data.owner !== 'string')) return false;
  return data.token === null || (typeof data.token === 'string' && data.token !== '');
}
