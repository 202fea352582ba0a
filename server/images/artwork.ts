// Merchant images drawn in code: the logo and banners as SVG, the app icons as PNG.
import { escapeHtml } from '../html.ts';
import type { Banner, Brand } from '../merchants/types.ts';
import { encodePng } from './png.ts';

export const ICON_SIZES = [192, 256, 384, 512] as const;
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif";

export function logoSvg(brand: Brand): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="80" viewBox="0 0 320 80">
  <rect width="320" height="80" rx="16" fill="${brand.primary}"/>
  <circle cx="40" cy="40" r="26" fill="${brand.accent}"/>
  <circle cx="40" cy="40" r="15" fill="#ffffff"/>
  <text x="40" y="46" text-anchor="middle" font-family="${FONT}" font-size="17" font-weight="700" fill="${brand.primary}">7</text>
  <text x="80" y="51" font-family="${FONT}" font-size="28" font-weight="800" fill="#ffffff">${escapeHtml(brand.logoText)}</text>
</svg>
`;
}

/** Shrinks the font so a line of text stays inside the banner's 654 px text column. */
function fitFontSize(text: string, largest: number, glyphWidth: number): number {
  // glyphWidth: an average glyph's width as a share of the font size (bold text is wider).
  return Math.min(largest, Math.floor(654 / (text.length * glyphWidth)));
}

/** 750x300: a diagonal gradient in the brand colours, the banner's title and caption. */
export function bannerSvg(brand: Brand, banner: Banner, merchantName: string): string {
  const flip = banner.image % 2 === 0;
  const gradient = `g${banner.id}`;
  const [from, to] = flip ? [brand.secondary, brand.primary] : [brand.primary, brand.secondary];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">
  <defs>
    <linearGradient id="${gradient}" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="750" height="300" fill="url(#${gradient})"/>
  <circle cx="${flip ? 90 : 660}" cy="60" r="150" fill="${brand.accent}" opacity="0.18"/>
  <circle cx="${flip ? 640 : 120}" cy="280" r="90" fill="#ffffff" opacity="0.10"/>
  <text x="48" y="140" font-family="${FONT}" font-size="${fitFontSize(banner.title, 46, 0.64)}" font-weight="800" fill="#ffffff">${escapeHtml(banner.title)}</text>
  <text x="48" y="194" font-family="${FONT}" font-size="${fitFontSize(banner.caption, 27, 0.54)}" fill="${brand.accent}">${escapeHtml(banner.caption)}</text>
  <text x="48" y="262" font-family="${FONT}" font-size="18" fill="#ffffff" opacity="0.8">${escapeHtml(merchantName)}</text>
</svg>
`;
}

export function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/**
 * A square in the brand colour with a lottery ball: an accent ring around a white disc, kept
 * inside the central 80% so masked launcher shapes do not cut it.
 */
export function iconPng(brand: Brand, size: number): Buffer {
  const background = hexToRgb(brand.primary);
  const ring = hexToRgb(brand.accent);
  const white: [number, number, number] = [255, 255, 255];
  const pixels = new Uint8Array(size * size * 3);
  const centre = size / 2;
  const outer = size * 0.3;
  const inner = size * 0.2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const distance = Math.hypot(x + 0.5 - centre, y + 0.5 - centre);
      // Coverage over about one pixel smooths the circle edges.
      const ringCover = Math.min(1, Math.max(0, outer - distance + 0.5));
      const discCover = Math.min(1, Math.max(0, inner - distance + 0.5));
      const offset = (y * size + x) * 3;
      for (let c = 0; c < 3; c++) {
        const base = background[c] ?? 0;
        const withRing = base + ((ring[c] ?? 0) - base) * ringCover;
        pixels[offset + c] = Math.round(withRing + ((white[c] ?? 0) - withRing) * discCover);
      }
    }
  }
  return encodePng(size, size, pixels);
}
