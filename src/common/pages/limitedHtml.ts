/**
 * The limited HTML of help answers and news (docs/pages.md "Help", "News"): paragraphs, lists,
 * emphasis, small headings and links. The storefront still sanitises it with DOMPurify, using
 * these lists as its allow-list; the reference backend's tests check its own content against them.
 */

export const LIMITED_HTML_TAGS = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h3', 'a'] as const;
export const LIMITED_HTML_ATTRIBUTES = ['href'] as const;

/** A link inside the storefront (`/m/...`) or to an https page. */
export function isAllowedHref(href: string): boolean {
  return /^\/m(\/|$|\?)/.test(href) || /^https:\/\/[^/\s]/.test(href);
}

const TAG = /<\s*(\/?)\s*([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g;
const ATTRIBUTE = /([^\s=]+)\s*=\s*"([^"]*)"/g;

/** What in `html` falls outside the limited set; an empty list when all of it is allowed. */
export function limitedHtmlProblems(html: string): string[] {
  const problems: string[] = [];
  if (/<!--|<!\[CDATA\[|<\?/.test(html)) problems.push('comment or processing instruction');
  for (const [, closing, name, rest] of html.matchAll(TAG)) {
    const tag = name!.toLowerCase();
    if (!(LIMITED_HTML_TAGS as readonly string[]).includes(tag)) {
      problems.push(`tag <${tag}>`);
      continue;
    }
    const attributes = [...rest!.matchAll(ATTRIBUTE)];
    const leftover = rest!
      .replace(ATTRIBUTE, '')
      .replace(/\/\s*$/, '')
      .trim();
    if (leftover) problems.push(`<${tag}> has "${leftover}"`);
    for (const [, attribute, value] of attributes) {
      if (closing || tag !== 'a' || attribute !== 'href') {
        problems.push(`<${tag}> has ${attribute}`);
      } else if (!isAllowedHref(value!)) problems.push(`link ${value}`);
    }
  }
  return problems;
}
