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
/** Far more files than a merchant uploads; only a few bytes each. */
const UNDECODABLE_KEPT = 1000;

export class VariantCache {
  readonly #made = new Map<string, Promise<Variant>>();
  readonly #sizes = new Map<string, number>();
  /** Source keys of the files not decoded, each with its ETag. */
  readonly #undecodable = new Map<string, string>();
  #bytes = 0;

  constructor(private readonly limit = CACHE_BYTES) {}

  /**
   * `source` at `width` (never wider than it is) in WebP when `webp`, else in its own format. The
   * original bytes when neither changes anything, when the variant would weigh more, or when the
   * codecs refuse or fail to read the file (codecs.ts `decode`).
   */
  get(source: RasterSource, width: number | undefined, webp: boolean): Promise<Variant> {
    const undecodable = this.#undecodable.get(source.key);
    if (undecodable) return asUploaded(source, undecodable);
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
    const variant = making.then((made) => made.variant);
    this.#made.set(key, variant);
    making.then(
      ({ variant: { body, etag }, decoded }) => {
        if (decoded) {
          this.#account(key, body.length);
          return;
        }
        // Nothing kept of a file that was not decoded: its bytes would push out real variants.
        if (this.#made.get(key) === variant) this.#made.delete(key);
        this.#rememberUndecodable(source.key, etag);
      },
      () => this.#made.delete(key),
    );
    return variant;
  }

  /** So that the decoder is not tried again, nor the warning repeated, on every request. */
  #rememberUndecodable(sourceKey: string, etag: string) {
    this.#undecodable.set(sourceKey, etag);
    for (const oldest of this.#undecodable.keys()) {
      if (this.#undecodable.size <= UNDECODABLE_KEPT) break;
      this.#undecodable.delete(oldest);
    }
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

/** The upload itself, in its own type, read again on each request. */
async function asUploaded(source: RasterSource, etag: string): Promise<Variant> {
  return { type: source.type, body: await source.body(), etag };
}

interface Made {
  variant: Variant;
  /** False when the codecs refused or failed to read the file and `variant` is the upload. */
  decoded: boolean;
}

async function make(
  source: RasterSource,
  width: number | undefined,
  type: RasterType,
): Promise<Made> {
  const original = await source.body();
  const upload = { type: source.type, body: original, etag: etagOf(original) };
  const sendUpload = (decoded: boolean): Made => ({ variant: upload, decoded });
  let pixels: Pixels;
  try {
    pixels = await decode(original, source.type);
  } catch (error) {
    // A file the codecs cannot or will not read may still show in a browser: sent as it is.
    const why = error instanceof Error ? error.message : 'the codec failed';
    console.warn(`[cdn] ${source.key}: not decoded (${why}), sent as uploaded, never resized`);
    return sendUpload(false);
  }
  // Never wider than the original: a larger width gets the original's.
  const resized =
    width !== undefined && width < pixels.width ? await resizeTo(pixels, width) : null;
  if (!resized && type === source.type) return sendUpload(true);
  const body = await encode(resized ?? pixels, type);
  // The codecs' PNG is not the tightest: a smaller PNG can weigh more than a well-compressed
  // upload. Then the upload itself is sent, wider but lighter.
  if (type === source.type && body.length >= original.length) return sendUpload(true);
  return { variant: { type, body, etag: etagOf(body) }, decoded: true };
}
