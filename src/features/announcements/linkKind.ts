// Apart from the sanitizer: the popup asks it on a tap, without loading DOMPurify for that.
import { APP_BASE } from '../../common/app-base';

export type LinkKind = 'external' | 'internal' | 'blocked';

/** Where a link in an announcement may lead: under the app's base it routes inside (spec §5). */
export function linkKind(href: string): LinkKind {
  if (href.startsWith(APP_BASE)) return 'internal';
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? 'external' : 'blocked';
  } catch {
    return 'blocked';
  }
}
