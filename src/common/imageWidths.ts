/**
 * The image widths the storefront asks a resizing image host for (docs/performance.md "Images").
 * The page (src/ui/imageSources.ts), the reference server's variants (server/images/variants.ts)
 * and index.html's banner preload read them here, so they ask for and make the same few files.
 */

/** The query parameter a resizing host reads the wanted width from (`/cdn/M/banner.png?w=720`). */
export const WIDTH_PARAM = 'w';

/** Phone screens at 1× to 3×, up to the 640 px layout at 2×, in device pixels. */
export const BANNER_WIDTHS = [360, 540, 720, 1080, 1440] as const;

/** A banner is drawn across the page less its 1 rem margins, up to the 640 px layout. */
export const BANNER_SIZES = '(min-width: 640px) 608px, calc(100vw - 32px)';

/** A game icon in the lanes is a 104 px square... */
export const GAME_ICON_PX = 104;
/** ...drawn on screens of these pixel densities. */
export const ICON_DENSITIES = [1, 2, 3] as const;

/** Every width the storefront asks for, smallest first: the only ones a host needs to make. */
export const RESIZE_WIDTHS: readonly number[] = [
  ...new Set([...BANNER_WIDTHS, ...ICON_DENSITIES.map((density) => GAME_ICON_PX * density)]),
].sort((a, b) => a - b);

/** Raster files a host can resize; SVG is already sharp at any width. */
export const RESIZABLE_PATH = /\.(?:png|jpe?g|webp)$/i;

/**
 * The address prefixes whose hosts understand `WIDTH_PARAM`: this origin's `/cdn/` (the reference
 * server's) and those the build names (`VITE_RESIZING_IMAGE_HOSTS`, separated by spaces or
 * commas, each an absolute `https://host/path/` prefix). An entry that is not an http(s) address
 * is left out: a host that does not resize would answer every width with the same file, or an
 * error.
 */
export function resizingPrefixes(configured: string | undefined, pageOrigin: string): string[] {
  const named = (configured ?? '').split(/[\s,]+/).filter(Boolean);
  const prefixes = [`${pageOrigin}/cdn/`];
  for (const entry of named) {
    try {
      const url = new URL(entry);
      if (url.protocol === 'https:' || url.protocol === 'http:') prefixes.push(url.href);
    } catch {
      // Not an address: ignored (see above).
    }
  }
  return prefixes;
}
