// The boot stages in index.html (docs/performance.md "Boot stages"). The entry imports them one
// after the other (src/main.tsx), but they are fetched at once, with the page, in one wave, at low
// priority: behind the first calls and the first banner, which the boot preview draws before the
// code has arrived. The entry's and the stages' styles are written into the page, since a style
// sheet blocks the first paint for a round trip of its own.
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

const escapeStyle = (css: string) => css.replace(/<\/style/gi, '<\\/style');

export function bootStagesInHtml(base: string): Plugin {
  /** The stages' chunks, in the order the entry evaluates them, and their styles. */
  let stageFiles: string[] = [];
  let stageStyles: string[] = [];

  return {
    name: 'storefront:boot-stages-in-html',
    // Before Vite writes the lazy chunks' preload lists (its plugin for that comes after ours).
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = new Map<string, OutputChunk>();
      for (const output of Object.values(bundle))
        if (output.type === 'chunk') chunks.set(output.fileName, output);
      const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
      const files = new Set<string>();
      const add = (fileName: string, entry: OutputChunk) => {
        // What the entry imports itself, Vite lists; the entry is the page's own script.
        if (files.has(fileName) || fileName === entry.fileName || entry.imports.includes(fileName))
          return;
        files.add(fileName);
        chunks.get(fileName)?.imports.forEach((imported) => add(imported, entry));
      };
      entries.forEach((entry) => entry.dynamicImports.forEach((stage) => add(stage, entry)));
      stageFiles = [...files];
      stageStyles = [];
      for (const fileName of stageFiles) {
        const css = chunks.get(fileName)?.viteMetadata?.importedCss;
        if (!css) continue;
        stageStyles.push(...css);
        // In the page from the start: a lazy chunk importing this one must not add the style
        // sheet again (Vite's preload helper looks for a <link>, not a <style>).
        css.clear();
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const style = (css: string) => {
          const asset = bundle[css];
          if (asset?.type !== 'asset') throw new Error(`boot stages: no ${css} in the build`);
          return `<style>${escapeStyle(String(asset.source))}</style>`;
        };
        const tags = [
          ...stageStyles.map(style),
          ...stageFiles.map(
            (fileName) =>
              `<link rel="modulepreload" crossorigin fetchpriority="low" href="${base}${fileName}">`,
          ),
        ];
        // The entry's own styles (the shared ones, first in the cascade) where Vite linked them.
        const entryStyles = new RegExp(
          `<link rel="stylesheet" crossorigin href="${base}(assets/[^"]+\\.css)">`,
          'g',
        );
        return html
          .replace(entryStyles, (_link, css: string) => style(css))
          .replace('</head>', `${tags.join('\n')}\n</head>`);
      },
    },
  };
}
