import type { Banner } from '../../data/schemas';

export type BannerTarget =
  | { kind: 'internal'; path: string }
  /** `url` as shown; `sessionUrl` (when signed in and the host is the merchant's) is what opens. */
  | { kind: 'external'; url: string; sessionUrl: string; sameWindow: boolean }
  | { kind: 'none' };

export interface BannerContext {
  session: { token: string; userName?: string | undefined } | null;
  /** Lower-case hosts that may receive the session (see app/merchantHosts.ts). */
  merchantHosts: readonly string[];
}

/**
 * Where a banner leads (spec §3, §5): P opens the promotion page; G launches its game; URL links
 * beginning with /m route inside; other http(s) links open outside, in a new window unless the
 * banner says `target: '_self'`, with the token and username appended, but only for the merchant's
 * own hosts: a session never goes to a third party.
 */
export function bannerTarget(
  banner: Pick<
    Banner,
    'linkageType' | 'linkage' | 'gameType' | 'vendor' | 'roomId' | 'nodeId' | 'target'
  >,
  context: BannerContext,
): BannerTarget {
  const linkage = banner.linkage?.trim();
  if (banner.linkageType === 'G') return gameTarget(banner, linkage);
  if (!linkage) return { kind: 'none' };
  if (banner.linkageType === 'P') {
    return { kind: 'internal', path: `/m/activity?id=${encodeURIComponent(linkage)}` };
  }
  if (banner.linkageType !== 'URL') return { kind: 'none' };
  if (linkage.startsWith('/m')) return { kind: 'internal', path: linkage };
  let url: URL;
  try {
    url = new URL(linkage);
  } catch {
    return { kind: 'none' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'none' };
  const shown = url.href;
  const { session } = context;
  if (session && context.merchantHosts.includes(url.hostname.toLowerCase())) {
    url.searchParams.set('token', session.token);
    if (session.userName) url.searchParams.set('username', session.userName);
  }
  return {
    kind: 'external',
    url: shown,
    sessionUrl: url.href,
    sameWindow: banner.target === '_self',
  };
}

/**
 * A game banner opens the launch route (spec §2) with whatever identifies the game: the linkage is
 * the game's `code`, as on the lanes' cards; `nodeId` also serves a trial game.
 */
function gameTarget(
  banner: Pick<Banner, 'gameType' | 'vendor' | 'roomId' | 'nodeId'>,
  code: string | undefined,
): BannerTarget {
  const query = new URLSearchParams();
  const fields = {
    gameType: banner.gameType,
    vendor: banner.vendor,
    roomId: banner.roomId,
    nodeId: banner.nodeId,
    code,
  };
  for (const [name, value] of Object.entries(fields)) {
    if (value !== null && value !== undefined && String(value) !== '') {
      query.set(name, String(value));
    }
  }
  if ([...query.keys()].length === 0) return { kind: 'none' };
  return { kind: 'internal', path: `/m/launchGame?${query}` };
}
