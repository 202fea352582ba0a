import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The tests drive the production build (`$STOREFRONT_DIST_DIR`, else `dist/`, as the server
 * does); build `dist/` once if `npx playwright test` runs alone.
 */
export default function globalSetup() {
  const root = join(import.meta.dirname, '..', '..');
  const dist = process.env['STOREFRONT_DIST_DIR'];
  if (dist) {
    if (!existsSync(join(dist, 'index.html'))) throw new Error(`No build in ${dist}`);
    return;
  }
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  }
}
