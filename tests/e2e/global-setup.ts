import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The tests drive the production build; build it once if `npx playwright test` runs alone. */
export default function globalSetup() {
  const root = join(import.meta.dirname, '..', '..');
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  }
}
