// Apart from the sanitizer: the popup asks it on a tap, without loading DOMPurify for that.

/** Internal links stay in the storefront (spec §5: links beginning with /m route inside). */
const INTERNAL_LINK = /^\/m\//;

export type LinkKind = 'external' | 'internal' | 'blocked';

/** Where a link in an announcement may lead. */
export function linkKind(href: string): LinkKind {
  if (INTERNAL_LINK.test(href)) return 'internal';
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? 'external' : 'blocked';
  } catch {
    return 'blocked';
  }
}
