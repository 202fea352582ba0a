import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as registry from '../../src/common/storageKeys';

const ROOT = join(import.meta.dirname, '..', '..');
const REGISTRY_FILE = 'src/common/storageKeys.ts';
const STORAGE_MODULE = 'src/lib/storage.ts';

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** The file's code with its comments blanked out, so prose may name keys and storage. */
function codeOf(file: string) {
  return readFileSync(join(ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

const names = Object.entries(registry).flatMap(([constant, value]: [string, unknown]) =>
  typeof value === 'string' ? [[constant, value] as const] : [],
);

describe('the browser storage registry (src/common/storageKeys.ts)', () => {
  it('names every key once, in one style, each with its area', () => {
    const areas: Record<string, unknown> = registry.STORAGE_AREAS;
    for (const [constant, name] of names) {
      expect(areas[name], `${constant} has no area`).toBeDefined();
      if (constant.endsWith('_COOKIE')) continue; // Meta's own names
      expect(name, constant).toMatch(/^MC_[A-Z0-9]+(?:_[A-Z0-9]+)*$/);
      expect(constant, name).toBe(`${name.slice('MC_'.length)}_KEY`);
    }
    expect(new Set(names.map(([, name]) => name)).size).toBe(names.length);
    expect(Object.keys(areas).sort()).toEqual(names.map(([, name]) => name).sort());
  });

  it('is the only place page code and tests spell a key', () => {
    const spelled = [...sourceFiles('src'), ...sourceFiles('tests')].filter(
      (file) => file !== REGISTRY_FILE && /['"`]MC_[A-Z]/.test(codeOf(file)),
    );
    expect(spelled).toEqual([]);
  });

  it('leaves localStorage, sessionStorage and document.cookie to src/lib/storage.ts', () => {
    const direct = sourceFiles('src').filter(
      (file) =>
        file !== STORAGE_MODULE &&
        !/\.test\.tsx?$/.test(file) &&
        /\b(?:localStorage|sessionStorage)\b|document\.cookie/.test(codeOf(file)),
    );
    expect(direct).toEqual([]);
  });
});
