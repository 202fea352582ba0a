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

/** What `tokenDestination` needs to know about where the page is. */
export interface TokenRule {
  /** The merchant's own hosts (`merchantHostsOf`), as the server names them. */
  merchantHosts: readonly string[];
  /** This page's origin: its own addresses may carry the token the page already holds. */
  pageOrigin: string;
}

export function tokenRuleOf(
  status: SiteStatusRow | null | undefined,
  page: Pick<Location, 'hostname' | 'origin'> = window.location,
): TokenRule {
  return { merchantHosts: merchantHostsOf(status, page.hostname), pageOrigin: page.origin };
}

/**
 * A host as the server names it (`www.Merchant.example`, `bücher.example`), in the form URL
 * parsing gives (lower case, punycode); null for anything that is not a bare host name.
 */
function bareHost(name: string): string | null {
  try {
    const url = new URL(`https://${name}`);
    const bare = !url.username && !url.password && !url.port && url.pathname === '/';
    return bare && !url.search && !url.hash ? url.hostname : null;
  } catch {
    return null;
  }
}

/**
 * The one rule for every link that gets the session token appended (spec §2 redirectUrl, §5
 * banner links): the address, parsed (relative ones against the page), when it may carry the
 * token, else null. It may when it is on this page's own origin (which holds the token already),
 * or when it is `https:` on the default port, without credentials, on one of the merchant's hosts,
 * compared as URL parsing normalises them. Plain http, another port, a look-alike host
 * (`merchant.example.evil.example`) or `user@host` all get no token.
 */
export function tokenDestination(href: string, rule: TokenRule): URL | null {
  let url: URL;
  try {
    url = new URL(href, rule.pageOrigin);
  } catch {
    return null;
  }
  if (url.username || url.password || !/^https?:$/.test(url.protocol)) return null;
  if (url.origin === rule.pageOrigin) return url;
  if (url.protocol !== 'https:' || url.port !== '') return null;
  return rule.merchantHosts.some((host) => bareHost(host) === url.hostname) ? url : null;
}
