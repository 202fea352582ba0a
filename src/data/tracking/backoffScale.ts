import type { TrackingDb } from './outboxDb';

/**
 * The end-to-end fault tests shorten the tracking backoff (docs/testing.md) so they do not wait
 * through it in real time. The scale is honoured only on a loopback origin, where the reference
 * backend runs for tests and no player ever is: a storefront served to players backs off at 1,
 * whatever a console wrote, and refuses to store another scale.
 */
const SETTING = 'backoffScale';
/** Shorter than this, a failing collector would be asked again in a busy loop. */
export const MIN_BACKOFF_SCALE = 0.001;

export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

export async function readBackoffScale(db: TrackingDb, hostname: string): Promise<number> {
  if (!isLoopbackHost(hostname)) return 1;
  const row = await db.settings.get(SETTING);
  return row ? Math.min(1, Math.max(MIN_BACKOFF_SCALE, row.value)) : 1;
}

export async function writeBackoffScale(db: TrackingDb, hostname: string, scale: number) {
  if (!isLoopbackHost(hostname)) {
    throw new Error('The backoff scale is for tests on a loopback origin; here it stays 1');
  }
  if (!(scale >= MIN_BACKOFF_SCALE && scale <= 1)) {
    throw new RangeError(`The backoff scale is between ${MIN_BACKOFF_SCALE} and 1, got ${scale}`);
  }
  await db.settings.put({ name: SETTING, value: scale });
}
