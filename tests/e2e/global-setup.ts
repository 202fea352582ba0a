import { join } from 'node:path';
import { ensureFreshBuild } from '../../scripts/build-freshness.ts';

/**
 * The tests drive the production build (`$STOREFRONT_DIST_DIR`, else `dist/`, as the server
 * does); `dist/` is built again when a source is newer than it.
 */
export default function globalSetup() {
  ensureFreshBuild(join(import.meta.dirname, '..', '..'));
}
