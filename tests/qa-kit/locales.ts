import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Strings = { [key: string]: string | Strings };

/** A language's strings as shipped, so tests assert the real translation, not a copy of it. */
export function strings(code: string) {
  const file = join(import.meta.dirname, '..', '..', 'public', 'locales', `${code}.json`);
  const tree = JSON.parse(readFileSync(file, 'utf8')) as Strings;
  return (path: string, values: Record<string, string> = {}) => {
    const found = path
      .split('.')
      .reduce<string | Strings | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        tree,
      );
    if (typeof found !== 'string') throw new Error(`No string ${path} in ${code}.json`);
    return found.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
  };
}

/** The demo merchants, each with a browser locale of its own market (docs/qa.md). */
export const DEMO_MERCHANT_LOCALES = [
  ['DEMOVN', 'vi-VN'],
  ['DEMOBR', 'pt-BR'],
] as const;
