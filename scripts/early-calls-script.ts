// index.html's inline script (the early calls, docs/performance.md "Data starts with the HTML")
// as the build writes it: with the language table of src/common/languages.ts, so that it asks in
// the language the app will ask in, and the banner widths of src/common/imageWidths.ts, so that it
// preloads the file the carousel will ask for; the two cannot drift. Minified (Vite leaves inline
// scripts as they are written).
import { minifySync } from 'vite';
import {
  BANNER_SIZES,
  BANNER_WIDTHS,
  RESIZABLE_PATH,
  resizingPrefixes,
  WIDTH_PARAM,
} from '../src/common/imageWidths.ts';
import { BROWSER_ALIASES, SUPPORTED_LANGUAGES } from '../src/common/languages.ts';

const EARLY_LANGUAGES_PLACEHOLDER = '__EARLY_LANGUAGES__';
const EARLY_IMAGES_PLACEHOLDER = '__EARLY_IMAGES__';
/** The one inline script of index.html (the module script has a `src`). */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/;

/**
 * `resizingHosts`: the build's `VITE_RESIZING_IMAGE_HOSTS` (src/common/imageWidths.ts); this
 * origin's `/cdn/` is written as a path, which the script completes with the page's origin.
 */
export function writeEarlyCallsScript(html: string, resizingHosts?: string): string {
  const table = JSON.stringify({ supported: SUPPORTED_LANGUAGES, aliases: BROWSER_ALIASES });
  const images = JSON.stringify({
    param: WIDTH_PARAM,
    widths: BANNER_WIDTHS,
    sizes: BANNER_SIZES,
    raster: RESIZABLE_PATH.source,
    prefixes: resizingPrefixes(resizingHosts, ''),
  });
  return html.replace(INLINE_SCRIPT, (_script, text: string) => {
    const source = text
      .replace(EARLY_LANGUAGES_PLACEHOLDER, table)
      .replace(EARLY_IMAGES_PLACEHOLDER, images);
    const { code, errors } = minifySync('early-calls.js', source, { compress: true, mangle: true });
    if (errors.length > 0) throw new Error(`index.html's inline script: ${errors[0]?.message}`);
    return `<script>${code.trim()}</script>`;
  });
}
