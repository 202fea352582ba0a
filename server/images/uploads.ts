// Raster images an operator uploads: `<dataDir>/uploads/<MERCHANT>/<file>`, served by /cdn.
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { rasterTypeOf, type RasterSource } from './variants.ts';

/** A plain file name: no separators, no leading dot, a raster extension. */
const UPLOAD_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*\.(?:png|jpe?g|webp)$/i;
const MERCHANT_CODE = /^[A-Za-z0-9_-]+$/;
const BANNER_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const;

export interface Uploads {
  /** The uploaded file, or null when there is none by that name. */
  read(merchantCode: string, file: string): Promise<RasterSource | null>;
  /** The file name of an uploaded `banner-<n>.<png|jpg|jpeg|webp>`, replacing the drawn SVG. */
  bannerFile(merchantCode: string, image: number): string | null;
}

export function createUploads(dataDir: string): Uploads {
  const root = join(dataDir, 'uploads');
  const pathOf = (merchantCode: string, file: string) =>
    MERCHANT_CODE.test(merchantCode) && UPLOAD_NAME.test(file)
      ? join(root, merchantCode, file)
      : null;
  return {
    async read(merchantCode, file) {
      const path = pathOf(merchantCode, file);
      const type = rasterTypeOf(file);
      if (!path || !type) return null;
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        // The key changes when the file is replaced, so variants of the old one are not served.
        const key = `${merchantCode}/${file}@${info.mtimeMs}:${info.size}`;
        return { key, type, body: () => readFile(path) };
      } catch {
        return null;
      }
    },
    bannerFile(merchantCode, image) {
      for (const extension of BANNER_EXTENSIONS) {
        const file = `banner-${image}.${extension}`;
        const path = pathOf(merchantCode, file);
        if (path && existsSync(path)) return file;
      }
      return null;
    },
  };
}
