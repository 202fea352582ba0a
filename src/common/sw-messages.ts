/**
 * Every message that crosses the page / service worker boundary. Both sides import these types,
 * so a message that is not listed here cannot be sent or handled.
 */
export type PageToSwMessage =
  /** Compare the asset-manifest hash with the stored one now (spec §4 asset-hash check). */
  | { type: 'CHECK_ASSETS' }
  /** The player pressed Refresh on the update notice: activate the waiting worker. */
  | { type: 'SKIP_WAITING' }
  /** The connection is back or the feedback page opened: send the queued feedback now. */
  | { type: 'REPLAY_FEEDBACK' }
  /**
   * The page has no controller though a worker is active: it was loading while the first worker
   * activated, too early for activation's claim. Take it, or this visit is not cached as it is used.
   */
  | { type: 'CLAIM_PAGE' };

/**
 * Puts what the page loaded before the service worker controlled it through the worker's routes,
 * into their caches. workbox-routing's router answers this message itself (workbox-window's
 * protocol); the worker's own listener must not, or every file is fetched and stored twice.
 */
export interface CacheUrlsMessage {
  type: 'CACHE_URLS';
  /** A URL, or a URL with the request's options (`no-cors` for another origin's images). */
  payload: { urlsToCache: (string | [string, RequestInit])[] };
}

export type SwToPageMessage =
  /** A newer build is available; the page shows the update notice and never reloads by itself. */
  | { type: 'UPDATE_AVAILABLE' }
  /**
   * The worker is about to send tracking events and asks for the session's token (session storage
   * is the page's alone). The answer goes back on the transferred port, never into storage.
   */
  | { type: 'TRACKING_TOKEN_REQUEST' }
  /**
   * The worker delivered (or gave up on) a queued feedback message. It marks the outbox row
   * itself; an open feedback page writes the same through Dexie, whose live queries do not see
   * another context's writes.
   */
  | { type: 'FEEDBACK_CHANGED'; feedbackId: string; state: 'sent' | 'failed'; failure?: string };

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

/** The messages the worker's own listener handles (CACHE_URLS is workbox-routing's). */
export function isPageToSwMessage(data: unknown): data is PageToSwMessage {
  return (
    hasType(data) &&
    (data.type === 'CHECK_ASSETS' ||
      data.type === 'SKIP_WAITING' ||
      data.type === 'REPLAY_FEEDBACK' ||
      data.type === 'CLAIM_PAGE')
  );
}

export function isSwToPageMessage(data: unknown): data is SwToPageMessage {
  return (
    hasType(data) &&
    (data.type === 'UPDATE_AVAILABLE' ||
      data.type === 'TRACKING_TOKEN_REQUEST' ||
      data.type === 'FEEDBACK_CHANGED')
  );
}

export function isTrackingTokenAnswer(data: unknown): data is TrackingTokenAnswer {
  if (!hasType(data) || data.type !== 'TRACKING_TOKEN' || !('token' in data)) return false;
  if (!('owner' in data) || (data.owner !== null && typeof data.owner !== 'string')) return false;
  return data.token === null || (typeof data.token === 'string' && data.token !== '');
}
