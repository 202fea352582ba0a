/** Spec §2: navigation keeps these query parameters. */
export const KEPT_QUERY_PARAMS = [
  'affiliateCode',
  'referralCode',
  'r',
  'inApp',
  'fbclid',
  'gclid',
  'ttclid',
  'kwaiclid',
  'bbg',
  'isBgeTest',
  'cid',
  'kw',
] as const;

/**
 * The target path with the kept parameters of the current address added, then the stored
 * registration info (affiliate and referral codes captured on landing) for those still missing.
 * Parameters already in the target win.
 */
export function withKeptQuery(
  target: string,
  currentSearch: string,
  stored: Partial<Record<(typeof KEPT_QUERY_PARAMS)[number], string>> = {},
): string {
  const url = new URL(target, 'http://placeholder');
  const current = new URLSearchParams(currentSearch);
  // `r` is the short form of referralCode (spec §3): an address carrying it needs no stored copy.
  const carriesReferral = url.searchParams.has('r') || current.has('r');
  for (const name of KEPT_QUERY_PARAMS) {
    if (url.searchParams.has(name)) continue;
    const fromStorage = name === 'referralCode' && carriesReferral ? undefined : stored[name];
    const value = current.get(name) ?? fromStorage;
    if (value) url.searchParams.set(name, value);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
