import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_BASE } from './src/common/app-base.ts';
import { writeEarlyCallsScript } from './scripts/early-calls-script.ts';
import { bootStagesInHtml } from './scripts/boot-stages-html.ts';
import { afterPaintChunkName, bootChunkName, BOOT_STAGES } from './scripts/home-chunks.ts';
import { shellAssets, type BundleChunk } from './scripts/precache-shell.ts';

/** Each chunk's static imports in the bundle being written, for `modulePreload` below. */
const staticImports = new Map<string, readonly string[]>();

/** The app's chunks, for the precache selection (scripts/precache-shell.ts). */
const bundleChunks: BundleChunk[] = [];

/** Runs before Vite writes the preload lists (its own plugin for that comes after ours). */
const chunkGraph: Plugin = {
  name: 'storefront:chunk-graph',
  generateBundle(_options, bundle) {
    staticImports.clear();
    entryChunks.clear();
    routeTableChunks.clear();
    bundleChunks.length = 0;
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      staticImports.set(output.fileName, output.imports);
      if (output.isEntry) entryChunks.add(output.fileName);
      if (output.moduleIds.some((id) => id.endsWith('/src/app/AppRoutes.tsx')))
        routeTableChunks.add(output.fileName);
      bundleChunks.push({
        fileName: output.fileName,
        isEntry: output.isEntry,
        moduleIds: output.moduleIds,
        imports: output.imports,
        dynamicImports: output.dynamicImports,
        css: [...(output.viteMetadata?.importedCss ?? [])],
      });
    }
  },
};

/** The entry chunks (index.html's script, which imports the boot stages). */
const entryChunks = new Set<string>();
/** The chunks holding the route table (src/app/AppRoutes.tsx, in the `home` stage). */
const routeTableChunks = new Set<string>();

/** A chunk and everything it imports statically: what is loaded once it runs. */
function loadedWith(fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  staticImports.get(fileName)?.forEach((imported) => loadedWith(imported, into));
  return into;
}

/** The build's resizing image hosts (`.env` files included), for index.html's banner preload. */
let resizingImageHosts: string | undefined;

/**
 * index.html's inline script with its language table and banner widths, minified
 * (scripts/early-calls-script.ts).
 */
const earlyCallsScript: Plugin = {
  name: 'storefront:early-calls-script',
  configResolved(config) {
    resizingImageHosts = config.env.VITE_RESIZING_IMAGE_HOSTS as string | undefined;
  },
  transformIndexHtml: {
    order: 'pre',
    handler: (html) => writeEarlyCallsScript(html, resizingImageHosts),
  },
};

// One build serves every merchant; the merchant comes from the host's status answer at run time.
export default defineConfig({
  base: APP_BASE,
  plugins: [
    chunkGraph,
    bootStagesInHtml(APP_BASE),
    earlyCallsScript,
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The app shell, with the fallback language's strings (i18next's `fallbackLng`, English):
        // whatever happens to the run-time caches, an installed app never shows bare string keys.
        // The other locale files and images are cached at run time with expiry.
        globPatterns: ['**/*.{js,css,html,svg,woff2}', 'locales/en.json'],
        globIgnores: ['asset-manifest.json'],
        // Of the build's chunks, only what an offline start needs (scripts/precache-shell.ts);
        // the others are cached when first used (sw/assetCache.ts).
        manifestTransforms: [
          (entries) => {
            const shell = shellAssets(bundleChunks);
            return {
              manifest: entries.filter(
                (entry) => !entry.url.startsWith('assets/') || shell.has(entry.url),
              ),
            };
          },
        ],
      },
    }),
  ],
  worker: { format: 'es' },
  build: {
    modulePreload: {
      // A lazy page's preload list leaves out the chunks its importer has already loaded (the
      // home route's): preloading them does nothing, and every route listed them all in the
      // home route's own chunk.
      // The route table's pages (imported from the `home` stage's chunk) preload their styles only
      // (Vite adds those itself, after this list): their script's own imports follow as it loads.
      // Thirty file names for each of twenty-five routes cost the home route's script more than a
      // kilobyte, for a saving that the service worker's precache makes moot after the first visit.
      resolveDependencies: (_file, deps, { hostId, hostType }) => {
        const loaded = loadedWith(hostId);
        const wanted = deps.filter((dep) => !loaded.has(dep));
        if (hostType !== 'js') return wanted;
        // The boot stages are in index.html already (scripts/boot-stages-html.ts).
        if (entryChunks.has(hostId)) return [];
        return routeTableChunks.has(hostId) ? [] : wanted;
      },
    },
    rolldownOptions: {
      treeshake: {
        // A feature's index.ts only re-exports (a lint rule holds it to that). Said so, the
        // bundler follows each name to its own module: the home page taking one name from a
        // feature does not pull the feature's other modules (and their dependencies) into the
        // home route's chunks. Measured: 5.5 KB gzip more on the home route without it.
        moduleSideEffects: [{ test: /\/src\/features\/[^/]+\/index\.ts$/, sideEffects: false }],
      },
      // The home route's code in one file per boot stage (scripts/home-chunks.ts), not some
      // thirty-five; what every page loads once its main content is drawn in one more.
      output: {
        codeSplitting: {
          groups: [
            // One group per stage, in the stages' order: a stage's chunk holds its own modules
            // only, not the earlier stages' nor the bundler's helpers the entry shares with it.
            ...BOOT_STAGES.map(({ name }, index) => ({
              name: (id: string, ctx: ChunkingContext) =>
                bootChunkName(id, ctx) === name ? name : null,
              priority: BOOT_STAGES.length - index + 1,
              includeDependenciesRecursively: false,
            })),
            {
              name: afterPaintChunkName,
              debugName: 'afterPaint',
              // Its modules the pages use too stay out of it (scripts/home-chunks.ts): a page
              // opened by a link must not wait for the whole wave.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
      // Constants are inlined where they are used: the registry's key names
      // (src/common/storageKeys.ts) then weigh on a route only through the keys it uses.
      optimization: { inlineConst: true },
    },
    manifest: 'asset-manifest.json',
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    // `npm run dev` talks to the reference backend started by `npm run serve`.
    proxy: {
      '/wps': 'http://localhost:8080',
      '/cdn': 'http://localhost:8080',
      '/mobile': 'http://localhost:8080',
      '/captcha': 'http://localhost:8080',
      '/dev-idp': 'http://localhost:8080',
      '/cs': 'http://localhost:8080',
    },
  },
});
