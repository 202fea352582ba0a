import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every language the storefront ships, by file name under public/locales (en is the source).
const LANGUAGES = [
  'en',
  'cn',
  'es',
  'hi',
  'id',
  'ja',
  'km',
  'ko',
  'my',
  'ta',
  'th',
  'tw',
  'vi',
  'ty',
  'ur',
  'pt',
  'pt-br',
  'ms',
  'bn',
  'tr',
  'fr',
  'ne',
  'ur-la',
] as const;

// Keys whose value is the same text in every language (fixed technical messages of the spec).
const SAME_IN_EVERY_LANGUAGE = new Set(['network.cors_error']);

const LOCALES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../public/locales');

type Flat = Map<string, unknown>;

function localePath(code: string): string {
  return join(LOCALES_DIR, `${code}.json`);
}

function readLocale(code: string): unknown {
  return JSON.parse(readFileSync(localePath(code), 'utf8')) as unknown;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Leaf values by dotted key path, e.g. `status.your_ip`. */
function flatten(value: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...new Set(text.match(/\{\{\s*[^{}]*?\s*\}\}/g) ?? [])].sort();
}

const english = flatten(readLocale('en'));

describe('locale files', () => {
  it('has exactly the expected languages in public/locales', () => {
    const files = readdirSync(LOCALES_DIR)
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .sort();
    const expected: readonly string[] = LANGUAGES;
    const unexpected = files.filter((code) => !expected.includes(code));
    const missing = expected.filter((code) => !files.includes(code));
    expect({ unexpected, missing }).toEqual({ unexpected: [], missing: [] });
  });

  it('en.json has only non-empty string leaves', () => {
    const bad = [...english].filter(([, value]) => typeof value !== 'string' || value === '');
    expect(bad.map(([path]) => path)).toEqual([]);
  });
});

describe.each(LANGUAGES)('locale %s', (code) => {
  const load = (): Flat => flatten(readLocale(code));

  it('exists and is valid JSON', () => {
    expect(existsSync(localePath(code)), `${code}.json is missing`).toBe(true);
    expect(() => readLocale(code)).not.toThrow();
    expect(isObject(readLocale(code))).toBe(true);
  });

  it('has exactly the key paths of en.json', () => {
    const keys = new Set(load().keys());
    const missing = [...english.keys()].filter((path) => !keys.has(path));
    const extra = [...keys].filter((path) => !english.has(path));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('has only non-empty strings', () => {
    const empty = [...load()]
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([path]) => path);
    expect(empty).toEqual([]);
  });

  it('keeps the {{placeholders}} of en.json', () => {
    const mismatches: string[] = [];
    for (const [path, value] of load()) {
      const source = english.get(path);
      if (typeof source !== 'string' || typeof value !== 'string') continue;
      const want = placeholders(source);
      const got = placeholders(value);
      if (want.join(' ') !== got.join(' ')) {
        mismatches.push(`${path}: expected [${want.join(', ')}], got [${got.join(', ')}]`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('keeps the fixed technical messages as in en.json', () => {
    const data = load();
    for (const path of SAME_IN_EVERY_LANGUAGE) {
      expect(data.get(path), path).toBe(english.get(path));
    }
  });
});

describe.each(LANGUAGES.filter((code) => code !== 'en'))('translation %s', (code) => {
  it('translates every value (no English copies)', () => {
    const copies: string[] = [];
    for (const [path, value] of flatten(readLocale(code))) {
      if (SAME_IN_EVERY_LANGUAGE.has(path)) continue;
      if (value === english.get(path)) copies.push(`${path}: ${JSON.stringify(value)}`);
    }
    expect(copies).toEqual([]);
  });
});
