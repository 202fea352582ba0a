// Whether dist/ was built from the sources as they are now: the browser tests' global setup and
// `npm run qa` build first when it was not. A fast mtime walk, no hashing.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the build reads (vite.config.ts, the PWA plugin's sw/, the workers, the static files). */
const SOURCES = ['src', 'sw', 'workers', 'public', 'index.html', 'vite.config.ts'];

/** Unit tests sit beside the code but are not built. */
const isTest = (name: string) => /\.test\.tsx?$/.test(name);

function newestIn(path: string): number {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isFile() && isTest(entry.name)) continue;
    newest = Math.max(newest, newestIn(join(path, entry.name)));
  }
  return newest;
}

/** The newest modification time of any build source under `root`, in ms. */
export function newestSourceTime(root: string): number {
  return Math.max(...SOURCES.map((source) => newestIn(join(root, source))));
}

/** True when `dist/` has no build, or one older than a source. */
export function buildIsStale(root: string): boolean {
  const built = statSync(join(root, 'dist', 'index.html'), { throwIfNoEntry: false });
  return !built || built.mtimeMs < newestSourceTime(root);
}

/**
 * Builds `dist/` when it is stale. With `$STOREFRONT_DIST_DIR` (a build made elsewhere, as the
 * server reads it) nothing is built here: that build must exist.
 */
export function ensureFreshBuild(root: string) {
  const elsewhere = process.env['STOREFRONT_DIST_DIR'];
  if (elsewhere) {
    if (!existsSync(join(elsewhere, 'index.html'))) throw new Error(`No build in ${elsewhere}`);
    return;
  }
  if (buildIsStale(root)) execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
