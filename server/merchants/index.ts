// The demo merchants this backend knows, by merchant code.
import { DEMOBR } from './DEMOBR.ts';
import { DEMOVN } from './DEMOVN.ts';
import type { MerchantFixture } from './types.ts';

export const MERCHANTS: ReadonlyMap<string, MerchantFixture> = new Map([
  [DEMOVN.merchantCode, DEMOVN],
  [DEMOBR.merchantCode, DEMOBR],
]);

/** Looks a merchant up by code, case-insensitively; undefined when unknown. */
export function findMerchant(code: string | null | undefined): MerchantFixture | undefined {
  if (!code) return undefined;
  return MERCHANTS.get(code.trim().toUpperCase());
}

/**
 * The merchant a /wps call is for: the `Merchant` header when it names a known merchant, else a
 * `merchantCode` or `merchant` query, else the deployment's merchant.
 */
export function resolveMerchant(
  header: string | string[] | undefined,
  query: URLSearchParams,
  fallback: MerchantFixture,
): MerchantFixture {
  const fromHeader = typeof header === 'string' ? findMerchant(header) : undefined;
  return (
    fromHeader ??
    findMerchant(query.get('merchantCode')) ??
    findMerchant(query.get('merchant')) ??
    fallback
  );
}
