// A raster banner as an operator would upload one, for the demo and the tests of the upload path
// (docs/server.md "Image variants"): `npx tsx scripts/demo-uploads.ts` writes them.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Brand } from '../merchants/types.ts';
import { hexToRgb } from './artwork.ts';
import { encodePng } from './png.ts';

/** A phone banner's 5:2, wider than any width the storefront asks for (1440). */
export const RASTER_BANNER_SIZE = { width: 1500, height: 600 } as const;

/** A diagonal gradient in the brand colours with accent stripes: detail a resize has to keep. */
export function rasterBannerPng(
  brand: Brand,
  { width, height }: { width: number; height: number } = RASTER_BANNER_SIZE,
): Buffer {
  const from = hexToRgb(brand.primary);
  const to = hexToRgb(brand.secondary);
  const accent = hexToRgb(brand.accent);
  const pixels = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const along = (x / width + y / height) / 2;
      const stripe = Math.floor((x + y) / (width / 12)) % 2 === 0 ? 0.25 : 0;
      const offset = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const base = (from[c] ?? 0) + ((to[c] ?? 0) - (from[c] ?? 0)) * along;
        pixels[offset + c] = Math.round(base + ((accent[c] ?? 0) - base) * stripe);
      }
    }
  }
  return encodePng(width, height, pixels);
}

/** Writes `banner-<n>.png` for each of `images` where the server looks for uploads. */
export async function writeDemoBanners(
  dataDir: string,
  merchantCode: string,
  brand: Brand,
  images: readonly number[],
): Promise<string[]> {
  const folder = join(dataDir, 'uploads', merchantCode);
  await mkdir(folder, { recursive: true });
  const png = rasterBannerPng(brand);
  return Promise.all(
    images.map(async (image) => {
      const path = join(folder, `banner-${image}.png`);
      await writeFile(path, png);
      return path;
    }),
  );
}
