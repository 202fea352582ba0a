import type { SiteStatusRow } from '../data/db';

/**
 * The hosts that are the merchant's own: this page's, the main domain and every line of the domain
 * route. Only these may receive a session token in a link (DESIGN.md security stance).
 */
export function merchantHostsOf(
  status: SiteStatusRow | null | undefined,
  currentHost: string,
): string[] {
  const info = status?.status.info;
  return [
    currentHost,
    info?.mainDomain,
    ...(info?.domainRoute ?? []).map((route) => route.domainName),
  ]
    .filter((host): host is string => Boolean(host))
    .map((host) => host.toLowerCase());
}
