import { cryptoWorker } from '../../lib/cryptoWorker';
import { currentMerchant } from '../../lib/merchant';
import type { CustomerServiceTarget } from './decryptTargets';

/** One line test per domain list and page: its answer holds until the list changes. */
const lineTests = new Map<string, Promise<string | null>>();

/**
 * The origin of the fastest domain (spec §7 line test, run in the worker), or null when none
 * answered. A null is not kept, so the next call tries again (e.g. back online).
 */
export function fastestDomain(domains: readonly string[]): Promise<string | null> {
  const key = domains.join('\n');
  const known = lineTests.get(key);
  if (known) return known;
  const test = cryptoWorker
    .call((api) => api.fastestOrigin([...domains], currentMerchant() ?? ''))
    .catch((error: unknown) => {
      console.warn('Line test failed', error);
      return null;
    });
  lineTests.set(key, test);
  void test.then((origin) => {
    if (origin === null) lineTests.delete(key);
  });
  return test;
}

/**
 * Relative customer-service paths resolved against the fastest domain, or this page's origin when
 * no domain is listed or none answered. Absolute addresses are kept as they are.
 */
export async function resolveAgainstFastestDomain(
  targets: readonly CustomerServiceTarget[],
  domains: readonly string[],
): Promise<CustomerServiceTarget[]> {
  const needsDomain = targets.some((target) => target.url.startsWith('/'));
  const origin = needsDomain && domains.length > 0 ? await fastestDomain(domains) : null;
  const base = origin ?? window.location.origin;
  return targets.map((target) => ({ ...target, url: new URL(target.url, base).toString() }));
}
