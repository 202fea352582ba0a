import {
  BANNER_SIZES,
  BANNER_WIDTHS,
  GAME_ICON_PX,
  ICON_DENSITIES,
  RESIZABLE_PATH,
  resizingPrefixes,
  WIDTH_PARAM,
} from '../common/imageWidths';

/** The attributes an `<img>` spreads: a plain `src`, or with the widths a resizing host makes. */
export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** How the image is drawn: a banner across the page, or a 104 px game icon. */
export type ImageLayout = 'banner' | 'icon';

export interface ResizeRule {
  /** Absolute address prefixes of hosts that understand the width parameter. */
  prefixes: readonly string[];
  /** The page's address, for relative image addresses. */
  base: string;
}

function pageRule(): ResizeRule {
  return {
    prefixes: resizingPrefixes(import.meta.env.VITE_RESIZING_IMAGE_HOSTS, window.location.origin),
    base: window.location.href,
  };
}

/** The address at `width`, or null when the image is not a raster file on a resizing host. */
function widthVariant(url: string, rule: ResizeRule): ((width: number) => string) | null {
  let parsed: URL;
  try {
    parsed = new URL(url, rule.base);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (!RESIZABLE_PATH.test(parsed.pathname) || parsed.searchParams.has(WIDTH_PARAM)) return null;
  // `href` prefixes compare the whole origin, so `cdn.example.evil.test` is not `cdn.example`.
  if (!rule.prefixes.some((prefix) => parsed.href.startsWith(prefix))) return null;
  return (width) => {
    const variant = new URL(parsed);
    variant.searchParams.set(WIDTH_PARAM, String(width));
    return variant.href;
  };
}

/**
 * `src`, and for a raster image on a resizing host (docs/performance.md "Images") the widths a
 * phone needs: `srcSet` and `sizes` for a banner, 1×/2×/3× for an icon. Anything else (SVG,
 * `data:`, another host, which would not understand the parameter) keeps its plain `src`.
 */
export function imageSources(
  url: string,
  layout: ImageLayout,
  rule: ResizeRule = pageRule(),
): ImageSources {
  const at = widthVariant(url, rule);
  if (!at) return { src: url };
  if (layout === 'icon') {
    const srcSet = ICON_DENSITIES.map((density) => `${at(GAME_ICON_PX * density)} ${density}x`);
    return { src: url, srcSet: srcSet.join(', ') };
  }
  const srcSet = BANNER_WIDTHS.map((width) => `${at(width)} ${width}w`);
  return { src: url, srcSet: srcSet.join(', '), sizes: BANNER_SIZES };
}
