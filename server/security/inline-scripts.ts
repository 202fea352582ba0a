// CSP hash sources for the inline scripts of an HTML document, so a build's index.html can carry
// an inline boot script without 'unsafe-inline'. Computed from the file as served, never written
// down: a rebuilt index.html gets its own hashes.
import { createHash } from 'node:crypto';

/** `<script ...>text</script>`; HTML ends a script's text at the first `</script`. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;

/** A `'sha256-…'` source for a script or style text, as the browser hashes it. */
export function hashSource(text: string): string {
  // The HTML parser turns CR LF and lone CR into LF before the script sees its text.
  const normalised = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

/** The hash sources of every inline script (one with no `src`) in `html`, in order, once each. */
export function inlineScriptHashes(html: string | Buffer): string[] {
  const text = typeof html === 'string' ? html : html.toString('utf8');
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of text.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes)) continue;
    hashes.add(hashSource(body));
  }
  return [...hashes];
}
