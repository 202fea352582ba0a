import { tokenDestination, type TokenRule } from '../../app/merchantHosts';
import { pathOf } from '../../app/paths';
import type { Banner } from '../../common/siteSchemas';

export type BannerTarget =
  | { kind: 'internal'; path: string }
  /** `url` as shown; `sessionUrl` (when signed in and the host is the merchant's) is what opens. */
  | { kind: 'external'; url: string; sessionUrl: string; sameWindow: boolean }
  | { kind: 'none' };

/** The session, and where it may go (app/merchantHosts.ts). */
export interface BannerContext extends TokenRule {
  session: { token: string; userName?: string | undefined } | null;
}

/**
 * Where a banner leads (spec §3, §5): P opens the promotion page; G launches its game; URL links
 * beginning with /m route inside; other http(s) links open outside, in a new window unless the
 * banner says `target: '_self'`, with the token and username appended, but only where
 * `tokenDestination` allows: a session never goes to a third party.
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
    return { kind: 'internal', path: pathOf('activity', { id: linkage }) };
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
  const { session } = context;
  const withSession = session ? tokenDestination(url.href, context) : null;
  if (session && withSession) {
    withSession.searchParams.set('token', session.token);
    if (session.userName) withSession.searchParams.set('username', session.userName);
  }
  return {
    kind: 'external',
    url: url.href,
    sessionUrl: (withSession ?? url).href,
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
  return { kind: 'internal', path: pathOf('launchGame', query) };
}
