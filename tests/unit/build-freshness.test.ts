import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIsStale } from '../../scripts/build-freshness.ts';

let root: string;

/** A file at `path` under the fake repository, last changed `secondsAgo`. */
function file(path: string, secondsAgo: number) {
  const full = join(root, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, 'x');
  const time = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(full, time, time);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'freshness-'));
  file('src/features/home/HomePage.tsx', 300);
  file('index.html', 300);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('whether dist/ must be built again', () => {
  it('without a build, yes', () => {
    expect(buildIsStale(root)).toBe(true);
  });

  it('built after every source, no', () => {
    file('dist/index.html', 100);
    expect(buildIsStale(root)).toBe(false);
  });

  it.each([
    'src/features/home/HomePage.tsx',
    'sw/sw.ts',
    'workers/crypto.worker.ts',
    'public/locales/vi.json',
    'index.html',
    'vite.config.ts',
  ])('yes once %s changed after the build', (source) => {
    file('dist/index.html', 100);
    file(source, 10);
    expect(buildIsStale(root)).toBe(true);
  });

  it('not for a unit test beside the code, which is not built', () => {
    file('dist/index.html', 100);
    file('src/features/home/homeRules.test.ts', 10);
    expect(buildIsStale(root)).toBe(false);
  });
});
