import DOMPurify from 'dompurify';
import {
  isAllowedHref,
  LIMITED_HTML_ATTRIBUTES,
  LIMITED_HTML_TAGS,
} from '../../common/pages/limitedHtml';
import { linkKind } from './linkKind';

/**
 * Announcement HTML comes from the operator's back office and is untrusted (DESIGN.md, security
 * stance). Only text formatting, lists, tables, images and links survive: nothing that runs
 * (script, on* handlers, javascript: or data: links), loads a document (iframe, object, embed) or
 * could cover the page (style, class, forms, svg).
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'span',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'hr',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'a',
  'img',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan'];

/** Absolute http(s) URLs, or paths on this site (not `//host`, which leaves it). */
const ALLOWED_URI = /^(?:https?:\/\/|\/(?![/\\]))/i;
const RASTER_DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp);/i;

function imageAllowed(src: string) {
  return ALLOWED_URI.test(src) || RASTER_DATA_IMAGE.test(src);
}

let purifier: ReturnType<typeof DOMPurify> | undefined;

function getPurifier() {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const kind = linkKind(node.getAttribute('href') ?? '');
      if (kind === 'blocked') node.removeAttribute('href');
      if (kind === 'external') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    } else if (node.nodeName === 'IMG') {
      if (!imageAllowed(node.getAttribute('src') ?? '')) node.removeAttribute('src');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('referrerpolicy', 'no-referrer');
    }
  });
  purifier = instance;
  return instance;
}

/** The announcement's HTML with everything unsafe removed; its text is kept. */
export function sanitizeAnnouncement(html: string): string {
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

/**
 * Help answers and news (docs/pages.md "Help and news"): only the limited set the server writes
 * (common/pages/limitedHtml.ts) survives, through the same purifier and link rules, and a link
 * outside that set loses its address.
 */
export function sanitizeLimitedHtml(html: string): string {
  const clean = getPurifier().sanitize(html, {
    ALLOWED_TAGS: [...LIMITED_HTML_TAGS],
    ALLOWED_ATTR: [...LIMITED_HTML_ATTRIBUTES],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const link of clean.querySelectorAll('a[href]')) {
    if (!isAllowedHref(link.getAttribute('href') ?? '')) link.removeAttribute('href');
  }
  const holder = document.createElement('div');
  holder.append(clean);
  return holder.innerHTML;
}
