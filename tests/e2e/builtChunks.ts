import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The build the tests drive: `$STOREFRONT_DIST_DIR`, else `dist/`, as the server reads it. */
export function builtDir(): string {
  return process.env.STOREFRONT_DIST_DIR ?? join(import.meta.dirname, '..', '..', 'dist');
}

/**
 * A route glob for the build's chunk named `name` (`assets/<name>-<hash>.js`). Checked against
 * the build when the test runs: a chunk renamed or merged away fails here, by name, instead of
 * leaving the test waiting for a request that never comes.
 */
export function builtChunk(name: string): string {
  const pattern = new RegExp(`^${name.replace(/[.]/g, '\\.')}-[\\w-]+\\.js$`);
  const files = readdirSync(join(builtDir(), 'assets'));
  if (!files.some((file) => pattern.test(file))) {
    throw new Error(
      `The build has no chunk named ${name} (assets/${name}-<hash>.js): ` +
        'it was renamed or merged into another; name the chunk the test means to hold.',
    );
  }
  return `**/m/assets/${name}-*.js`;
}
