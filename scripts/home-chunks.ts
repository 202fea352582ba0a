// The home route's code in one file instead of some thirty-five, many under 1 KB, each with its
// own request and headers (docs/performance.md "One critical wave"): every module the entry
// imports statically goes into one group. Lazy pages that share some of it import that file,
// which the home page has already loaded.
import { resolve } from 'node:path';
import type { ChunkingContext, ModuleInfo } from 'rolldown';

const ENTRY = resolve(import.meta.dirname, '../src/main.tsx');

/** Per chunking pass (its module infos are reused within it): the entry's static closure. */
const closures = new WeakMap<ModuleInfo, Set<string>>();

function staticClosure(entry: ModuleInfo, ctx: ChunkingContext): Set<string> {
  const known = closures.get(entry);
  if (known) return known;
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    ctx.getModuleInfo(id)?.importedIds.forEach(visit);
  };
  visit(entry.id);
  closures.set(entry, seen);
  return seen;
}

/**
 * `home` for a module the home route loads at once; `null` leaves it to the bundler. The entry
 * module itself stays in the entry chunk: it awaits at top level (storage, language) and, when
 * IndexedDB fails, imports a lazy chunk that imports `home`. In one chunk with it, `home` would
 * still be evaluating, and that import would wait for it forever: a blank page.
 */
export function homeChunkName(id: string, ctx: ChunkingContext): string | null {
  const entry = ctx.getModuleInfo(ENTRY);
  return entry && id !== entry.id && staticClosure(entry, ctx).has(id) ? 'home' : null;
}
