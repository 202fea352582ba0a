/** The Background Sync tag under which the page asks the service worker to drain the outbox. */
export const TRACKING_SYNC_TAG = 'storefront-tracking-outbox';
