// index.html's inline script (the early calls, docs/performance.md "Data starts with the HTML")
// as the build writes it: with the language table of src/common/languages.ts, so that it asks in
// the language the app will ask in and the two cannot drift, and minified (Vite leaves inline
// scripts as they are written).
import { minifySync } from 'vite';
import { BROWSER_ALIASES, SUPPORTED_LANGUAGES } from '../src/common/languages.ts';

const EARLY_LANGUAGES_PLACEHOLDER = '__EARLY_LANGUAGES__';
/** The one inline script of index.html (the module script has a `src`). */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/;

export function writeEarlyCallsScript(html: string): string {
  const table = JSON.stringify({ supported: SUPPORTED_LANGUAGES, aliases: BROWSER_ALIASES });
  return html.replace(INLINE_SCRIPT, (_script, text: string) => {
    const source = text.replace(EARLY_LANGUAGES_PLACEHOLDER, table);
    const { code, errors } = minifySync('early-calls.js', source, { compress: true, mangle: true });
    if (errors.length > 0) throw new Error(`index.html's inline script: ${errors[0]?.message}`);
    return `<script>${code.trim()}</script>`;
  });
}
