import type { Banner } from '../../data/schemas';

export type BannerTarget =
  { kind: 'internal'; path: string } | { kind: 'external'; url: string } | { kind: 'none' };

/**
 * Where a banner leads (spec §3, §5): P opens the promotion page, URL links starting with /m stay
 * inside, other http(s) links open outside. Game links (G) and appending the session to outside
 * links arrive with the home-page issue.
 */
export function bannerTarget(banner: Pick<Banner, 'linkageType' | 'linkage'>): BannerTarget {
  const linkage = banner.linkage?.trim();
  if (!linkage) return { kind: 'none' };
  if (banner.linkageType === 'P') {
    return { kind: 'internal', path: `/m/activity?id=${encodeURIComponent(linkage)}` };
  }
  if (banner.linkageType !== 'URL') return { kind: 'none' };
  if (linkage.startsWith('/m')) return { kind: 'internal', path: linkage };
  try {
    const url = new URL(linkage);
    if (url.protocol === 'https:' || url.protocol === 'http:')
      return { kind: 'external', url: url.href };
  } catch {
    // not a URL: no link
  }
  return { kind: 'none' };
}
