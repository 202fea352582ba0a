/**
 * `npm run size`: gzip bytes of the JavaScript the home route loads before it is interactive: the
 * entry chunk and its static imports, followed through the build manifest. Dynamic imports (feature
 * pages, the crypto worker) are left out on purpose. Fails over budget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const HOME_JS_BUDGET_BYTES = 150 * 1024;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = process.env.STOREFRONT_DIST_DIR ?? join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, 'asset-manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

const entry = manifest['index.html'];
if (!entry?.isEntry)
  throw new Error('dist/asset-manifest.json has no index.html entry: run npm run build');

const loaded = new Set<string>();
const visit = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || loaded.has(key)) return;
  loaded.add(key);
  chunk.imports?.forEach(visit);
};
visit('index.html');

let total = 0;
const rows = [...loaded].map((key) => {
  const file = manifest[key]!.file;
  const bytes = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += bytes;
  return { file, gzipBytes: bytes };
});
rows.sort((a, b) => b.gzipBytes - a.gzipBytes);
for (const row of rows) console.log(`${String(row.gzipBytes).padStart(8)}  ${row.file}`);
const percent = ((total / HOME_JS_BUDGET_BYTES) * 100).toFixed(1);
console.log(`${String(total).padStart(8)}  total gzip bytes of home-route JavaScript`);
console.log(`budget ${HOME_JS_BUDGET_BYTES} bytes: ${percent} % used`);
if (total > HOME_JS_BUDGET_BYTES) {
  console.error(`Over budget by ${total - HOME_JS_BUDGET_BYTES} bytes.`);
  process.exit(1);
}
