// The home route's code in a few files instead of some thirty-five, many under 1 KB, each with
// its own request and headers (docs/performance.md "One critical wave"). The entry imports the
// boot stages one after the other (src/main.tsx, "Boot stages"): each stage's static imports that
// an earlier stage has not taken make one chunk, which index.html preloads with the others and
// the page evaluates in a task of its own. Lazy pages that share some of it import those files,
// which the home page has already loaded. A further group, `afterPaint`, holds what every page
// loads once its main content is drawn (src/app/afterFirstContent.ts): one file, not twenty.
import { basename, resolve } from 'node:path';
import type { ChunkingContext, ModuleInfo } from 'rolldown';

const ENTRY = resolve(import.meta.dirname, '../src/main.tsx');

/** The boot stages in the entry's order, each with its chunk's name and its module. */
export const BOOT_STAGES = [
  { name: 'react', module: /\/node_modules\/react-dom\/client\.js$/ },
  { name: 'store', module: /\/src\/data\/db\.ts$/ },
  { name: 'home', module: /\/src\/app\/start\.tsx$/ },
] as const;

/** The modules the after-paint wave loads (through `afterFirstContent`), with their imports. */
export const AFTER_PAINT = [
  'tracking/start.ts',
  'tracking/track.ts',
  'install/InstallLayer.tsx',
  'customer-service/homeButtons.ts',
  'announcements/AnnouncementPopup.tsx',
  'download-image/DownloadImagePopup.tsx',
  'mini-game/MiniGameWidget.tsx',
  'update/serviceWorker.ts',
  'auth/autoLogin.ts',
  'auth/social/oneTap.ts',
].map((path) => resolve(import.meta.dirname, '../src/features', path));

/** A feature's index.ts: it only re-exports, and is side-effect free (vite.config.ts). */
const BARREL = /\/src\/features\/([^/]+)\/index\.ts$/;

/** Per chunking pass (its module infos are reused within it): the static closures. */
const closures = new WeakMap<ModuleInfo, Set<string>>();

/** The names `importer` takes from `feature`'s index (`import { a, b as c } from '../feature'`). */
function namesTaken(importer: ModuleInfo, feature: string): string[] {
  const from = new RegExp(
    `import\\s*\\{([^}]*)\\}\\s*from\\s*['"][./]*(?:[^'"]*/)?${feature}(?:/index(?:\\.ts)?)?['"]`,
    'g',
  );
  return [...(importer.code ?? '').matchAll(from)].flatMap((match) =>
    match[1]!.split(',').map((name) =>
      name
        .trim()
        .split(/\s+as\s+/)[0]!
        .replace(/^type\s+/, ''),
    ),
  );
}

/**
 * The modules of a barrel that an importer really uses: those re-exporting one of the names it
 * takes. Following all of them put code only lazy pages use (the account menu's customer-service
 * hooks, the crypto worker's bridge) into `home`.
 */
function usedThroughBarrel(barrel: ModuleInfo, importer: ModuleInfo, feature: string): string[] {
  const names = new Set(namesTaken(importer, feature));
  // An unknown form (no names read, or `export *`): keep everything, never less.
  if (names.size === 0 || /export\s*\*/.test(barrel.code ?? '')) return barrel.importedIds;
  const wanted = new Set<string>();
  for (const [, list, spec] of (barrel.code ?? '').matchAll(
    /export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g,
  )) {
    const exported = list!.split(',').map((name) =>
      name
        .trim()
        .split(/\s+as\s+/)
        .at(-1)!,
    );
    if (exported.some((name) => names.has(name))) wanted.add(basename(spec!));
  }
  return barrel.importedIds.filter((id) => wanted.has(basename(id).replace(/\.tsx?$/, '')));
}

function staticClosure(entry: ModuleInfo, ctx: ChunkingContext): Set<string> {
  const known = closures.get(entry);
  if (known) return known;
  const seen = new Set<string>();
  const visit = (id: string, importer?: ModuleInfo) => {
    const info = ctx.getModuleInfo(id);
    const feature = BARREL.exec(id)?.[1];
    if (info && feature && importer) {
      // A barrel is followed name by name, for each importer.
      usedThroughBarrel(info, importer, feature).forEach((used) => visit(used));
      return;
    }
    if (seen.has(id)) return;
    seen.add(id);
    info?.importedIds.forEach((imported) => visit(imported, info));
  };
  visit(entry.id);
  closures.set(entry, seen);
  return seen;
}

/**
 * The after-paint wave in two parts: what only the wave uses goes into `afterPaint`; what the pages
 * the home route opens (its other lazy imports) use as well (tracking, the login calls, the dialog)
 * is left to the bundler's small shared chunks, which `afterPaint` imports, so that a page opened
 * by a link does not wait for the whole wave before it draws. (One `common` chunk for those was
 * tried: 17 KB gzip, and six pages over their 25 KB budget.) `home` holds neither.
 */
const waves = new WeakMap<ModuleInfo, Set<string>>();

/** Per chunking pass: each module of a boot stage, with its stage's chunk name. */
const stagesOf = new WeakMap<ModuleInfo, Map<string, string>>();

function bootStages(entry: ModuleInfo, ctx: ChunkingContext): Map<string, string> {
  const known = stagesOf.get(entry);
  if (known) return known;
  const stageOf = new Map<string, string>();
  // What the entry imports itself (its styles, the bundler's preload helper) stays with it: the
  // entry must not wait for a stage's chunk before it runs.
  const withEntry = staticClosure(entry, ctx);
  for (const stage of BOOT_STAGES) {
    const id = entry.dynamicallyImportedIds.find((lazy) => stage.module.test(lazy));
    const info = id && ctx.getModuleInfo(id);
    if (!info)
      throw new Error(`scripts/home-chunks.ts: src/main.tsx imports no ${stage.name} stage`);
    for (const member of staticClosure(info, ctx)) {
      if (!stageOf.has(member) && !withEntry.has(member)) stageOf.set(member, stage.name);
    }
  }
  stagesOf.set(entry, stageOf);
  return stageOf;
}

function waveOnly(entry: ModuleInfo, ctx: ChunkingContext): Set<string> {
  const known = waves.get(entry);
  if (known) return known;
  // The entry's own modules stay with it too (`bootStages`).
  const home = new Set([...bootStages(entry, ctx).keys(), ...staticClosure(entry, ctx)]);
  const closureOf = (ids: Iterable<string>) => {
    const all = new Set<string>();
    for (const id of ids) {
      const info = ctx.getModuleInfo(id);
      if (!info) throw new Error(`scripts/home-chunks.ts: ${id} is not in the build`);
      staticClosure(info, ctx).forEach((member) => all.add(member));
    }
    return all;
  };
  const wave = new Set(AFTER_PAINT);
  const pages = new Set<string>();
  for (const id of home) {
    ctx.getModuleInfo(id)?.dynamicallyImportedIds.forEach((lazy) => {
      if (!wave.has(lazy)) pages.add(lazy);
    });
  }
  const usedByPages = closureOf(pages);
  const own = new Set(
    [...closureOf(AFTER_PAINT)].filter((id) => !home.has(id) && !usedByPages.has(id)),
  );
  waves.set(entry, own);
  return own;
}

/**
 * The boot stage's chunk (`react`, `store`, `home`) for a module the home route loads at once;
 * `null` leaves it to the bundler. The entry module stays in the entry chunk with what it imports
 * itself. It awaits nothing at top level (src/main.tsx), so the stages may import from its chunk:
 * a chunk still evaluating would make such an import wait for it, forever if it awaits the import.
 */
export function bootChunkName(id: string, ctx: ChunkingContext): string | null {
  const entry = ctx.getModuleInfo(ENTRY);
  return (entry && bootStages(entry, ctx).get(id)) ?? null;
}

/** `afterPaint` for a module only the after-paint wave uses (see `waveOnly`). */
export function afterPaintChunkName(id: string, ctx: ChunkingContext): string | null {
  const entry = ctx.getModuleInfo(ENTRY);
  return entry && waveOnly(entry, ctx).has(id) ? 'afterPaint' : null;
}
