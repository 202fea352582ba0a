// The tracking fault scenarios' speed-up: the outbox's backoff waits, shortened for the origin.
import type { Page } from '@playwright/test';
import type { StorefrontDebugApi } from '../../src/features/tracking/debugFlag.ts';

/** A failed send is tried again after 5–10 ms at first instead of 0.5–1 s, at most 0.3 s apart. */
export const TEST_BACKOFF_SCALE = 0.01;

type DebugWindow = Window & { storefrontDebug?: StorefrontDebugApi };

/**
 * Multiplies every tracking backoff wait by `scale` for the page's origin, the page's drains and
 * the service worker's alike, from their next pass on: a scenario of collector faults then waits
 * for the retries in a fraction of real time. Retry-After is still honoured as sent. `page` must
 * have been opened with `?debug=1` (the support tools, docs/tracking.md); the storefront accepts a
 * scale on a loopback origin only, so it never applies to a storefront served to players.
 */
export async function shortenTrackingBackoff(page: Page, scale = TEST_BACKOFF_SCALE) {
  await page.waitForFunction(() => (window as DebugWindow).storefrontDebug !== undefined);
  await page.evaluate(
    (scale) => (window as DebugWindow).storefrontDebug!.setBackoffScale(scale),
    scale,
  );
}
