// What the service worker precaches (docs/performance.md "Precache"): the files an offline start
// needs, not every chunk of the build. The rest (route pages, Firebase, the cashier, the game,
// the install guides, the crypto worker) is cached at run time the first time it is used
// (sw/assetCache.ts), so a page needs one online visit before it opens offline.
import { resolve } from 'node:path';
import { AFTER_PAINT } from './home-chunks.ts';

const src = (path: string) => resolve(import.meta.dirname, '../src', path);

/**
 * The lazy modules an offline start may need besides the home route, each with its static
 * imports and styles: the after-paint wave; the home page's promotion strip and header controls
 * (drawn with the page); the screens a stored status can open on (maintenance, access denied,
 * the status failure notice, not found); the notices' dialog. Not the announcement sanitizer
 * (10.7 KB, cached when the first popup with a message opens; without it the popup stays shut)
 * nor the memory database (12.3 KB, for a start without IndexedDB, which offline has nothing
 * stored to show anyway and carries on without it).
 */
export const OFFLINE_START_MODULES = [
  ...AFTER_PAINT,
  src('features/promotions/homeViews.ts'),
  src('features/account/HeaderControls.tsx'),
  src('features/status/MaintenancePage.tsx'),
  src('features/status/AccessDeniedPage.tsx'),
  src('features/status/statusFailure.ts'),
  src('features/placeholder/NotFoundPage.tsx'),
  src('ui/NoticeDialog.tsx'),
];

/** One chunk of the bundle as the precache selection sees it. */
export interface BundleChunk {
  fileName: string;
  isEntry: boolean;
  moduleIds: readonly string[];
  imports: readonly string[];
  dynamicImports: readonly string[];
  css: readonly string[];
}

/**
 * The build files (under `assets/`) to precache: the entry chunks with their boot stages, the
 * chunks holding the offline-start modules, each with its static imports and their styles. Throws
 * when a listed module is in no chunk: a renamed file must not silently drop out of the offline
 * start.
 */
export function shellAssets(chunks: readonly BundleChunk[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const keep = new Set<string>();
  const add = (fileName: string) => {
    const chunk = byFile.get(fileName);
    if (!chunk || keep.has(fileName)) return;
    keep.add(fileName);
    chunk.css.forEach((css) => keep.add(css));
    chunk.imports.forEach(add);
  };
  // The entry and the boot stages it imports (src/main.tsx).
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
    add(entry.fileName);
    entry.dynamicImports.forEach(add);
  }
  for (const id of OFFLINE_START_MODULES) {
    const holder = chunks.find((chunk) => chunk.moduleIds.includes(id));
    if (!holder) throw new Error(`scripts/precache-shell.ts: ${id} is in no chunk of the build`);
    add(holder.fileName);
  }
  return keep;
}
