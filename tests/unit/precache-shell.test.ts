// The precache holds the offline start (scripts/precache-shell.ts), not every chunk of the build.
import { describe, expect, it } from 'vitest';
import {
  OFFLINE_START_MODULES,
  shellAssets,
  type BundleChunk,
} from '../../scripts/precache-shell.ts';

const chunk = (fileName: string, parts: Partial<BundleChunk> = {}): BundleChunk => ({
  fileName,
  isEntry: false,
  moduleIds: [],
  imports: [],
  dynamicImports: [],
  css: [],
  ...parts,
});

/** A build holding every offline-start module in one chunk, plus the given chunks. */
function build(...others: BundleChunk[]): BundleChunk[] {
  return [
    chunk('assets/index-1.js', {
      isEntry: true,
      imports: ['assets/preload-1.js'],
      dynamicImports: ['assets/start-1.js'],
    }),
    chunk('assets/preload-1.js'),
    chunk('assets/start-1.js', { imports: ['assets/home-1.js'] }),
    chunk('assets/home-1.js', { css: ['assets/home-1.css'] }),
    chunk('assets/afterPaint-1.js', {
      moduleIds: OFFLINE_START_MODULES,
      imports: ['assets/home-1.js', 'assets/shared-1.js'],
      css: ['assets/afterPaint-1.css'],
    }),
    chunk('assets/shared-1.js'),
    ...others,
  ];
}

describe('shellAssets', () => {
  it('keeps the entry, its boot stages and the offline start with their imports and styles', () => {
    expect([...shellAssets(build())].sort()).toEqual([
      'assets/afterPaint-1.css',
      'assets/afterPaint-1.js',
      'assets/home-1.css',
      'assets/home-1.js',
      'assets/index-1.js',
      'assets/preload-1.js',
      'assets/shared-1.js',
      'assets/start-1.js',
    ]);
  });

  it('leaves out the chunks only other pages load, and what only they import', () => {
    const shell = shellAssets(
      build(
        chunk('assets/DepositPage-1.js', {
          moduleIds: ['/src/features/cashier/DepositPage.tsx'],
          imports: ['assets/home-1.js', 'assets/firebase-1.js'],
        }),
        chunk('assets/firebase-1.js'),
      ),
    );
    expect(shell.has('assets/DepositPage-1.js')).toBe(false);
    expect(shell.has('assets/firebase-1.js')).toBe(false);
  });

  it('fails the build when an offline-start module is in no chunk (a renamed file)', () => {
    const missing = build().map((each) => ({ ...each, moduleIds: each.moduleIds.slice(1) }));
    expect(() => shellAssets(missing)).toThrow(/is in no chunk of the build/);
  });
});
