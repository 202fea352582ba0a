// Width and format variants of raster images (docs/server.md "Image variants"): made on the first
// request for them and kept in memory up to a byte bound.
import { RESIZE_WIDTHS } from '../../src/common/imageWidths.ts';
import { etagOf } from '../respond.ts';
import { decode, encode, type Pixels, resizeTo, type RasterType } from './codecs.ts';

export type { RasterType };

/** An image variants are made from: an upload, or a drawn icon. */
export interface RasterSource {
  /** Names this version of the image (an upload's changes when the file does). */
  key: string;
  type: RasterType;
  body: () => Promise<Buffer> | Buffer;
}

export interface Variant {
  type: RasterType;
  body: Buffer;
  etag: string;
}

const TYPES: Record<string, RasterType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

export function rasterTypeOf(file: string): RasterType | null {
  return TYPES[/\.([a-z]+)$/i.exec(file)?.[1]?.toLowerCase() ?? ''] ?? null;
}

/**
 * The width to make for a `w` parameter: the smallest allowed width at least as large, the
 * largest for anything above; `undefined` without one, `null` for a value that is not a width.
 * Only the storefront's own widths are ever made, so no request makes the server encode more.
 */
export function allowedWidth(raw: string | null): number | undefined | null {
  if (raw === null) return undefined;
  if (!/^[1-9]\d*$/.test(raw)) return null;
  const wanted = Number(raw);
  return RESIZE_WIDTHS.find((width) => width >= wanted) ?? RESIZE_WIDTHS[RESIZE_WIDTHS.length - 1];
}

/**
 * WebP when the request names it with a non-zero quality (a browser's image requests do; `*\/*`
 * does not count: a client that lists no image types gets the format it asked for by name).
 */
export function acceptsWebp(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((range) => {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    return type === 'image/webp' && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** Enough for every width and format of a few dozen banners; the oldest made go first. */
const CACHE_BYTES = 48 * 1024 * 1024;

export class VariantCache {
  readonly #made = new Map<string, Promise<Variant>>();
  readonly #sizes = new Map<string, number>();
  #bytes = 0;

  constructor(private readonly limit = CACHE_BYTES) {}

  /**
   * `source` at `width` (never wider than it is) in WebP when `webp`, else in its own format. The
   * original bytes when neither changes anything, or when the variant would weigh more.
   */
  get(source: RasterSource, width: number | undefined, webp: boolean): Promise<Variant> {
    const type: RasterType = webp ? 'image/webp' : source.type;
    const key = `${source.key}|${width ?? ''}|${type}`;
    const known = this.#made.get(key);
    if (known) {
      // Most recently used last: Map keeps insertion order.
      this.#made.delete(key);
      this.#made.set(key, known);
      return known;
    }
    const making = make(source, width, type);
    this.#made.set(key, making);
    making.then(
      (variant) => this.#account(key, variant.body.length),
      () => this.#made.delete(key),
    );
    return making;
  }

  #account(key: string, size: number) {
    if (!this.#made.has(key)) return;
    this.#sizes.set(key, size);
    this.#bytes += size;
    for (const oldest of this.#made.keys()) {
      if (this.#bytes <= this.limit || oldest === key) break;
      this.#made.delete(oldest);
      this.#bytes -= this.#sizes.get(oldest) ?? 0;
      this.#sizes.delete(oldest);
    }
  }
}

async function make(source: RasterSource, width: number | undefined, type: RasterType) {
  const original = await source.body();
  const asUploaded = { type: source.type, body: original, etag: etagOf(original) };
  let pixels: Pixels;
  try {
    pixels = await decode(original, source.type);
  } catch (error) {
    // A file the codecs cannot read may still show in a browser: sent as it is, never resized.
    console.warn(`[cdn] ${source.key}: not decoded, sent as uploaded`, error);
    return asUploaded;
  }
  // Never wider than the original: a larger width gets the original's.
  const resized =
    width !== undefined && width < pixels.width ? await resizeTo(pixels, width) : null;
  if (!resized && type === source.type) return asUploaded;
  const body = await encode(resized ?? pixels, type);
  // The codecs' PNG is not the tightest: a smaller PNG can weigh more than a well-compressed
  // upload. Then the upload itself is sent, wider but lighter.
  if (type === source.type && body.length >= original.length) return asUploaded;
  return { type, body, etag: etagOf(body) };
}
