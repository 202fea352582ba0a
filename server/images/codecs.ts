// Decoding, resizing and encoding raster images in Node with the wasm codecs of @jsquash (no
// native binary, nothing downloaded at run time: the .wasm files come from node_modules).
import { readFile } from 'node:fs/promises';
import decodeJpeg, { init as initJpegDecoder } from '@jsquash/jpeg/decode.js';
import encodeJpeg, { init as initJpegEncoder } from '@jsquash/jpeg/encode.js';
import decodePng, { init as initPngDecoder } from '@jsquash/png/decode.js';
import encodePng, { init as initPngEncoder } from '@jsquash/png/encode.js';
import resize, { initResize } from '@jsquash/resize';
import decodeWebp, { init as initWebpDecoder } from '@jsquash/webp/decode.js';
import encodeWebp, { init as initWebpEncoder } from '@jsquash/webp/encode.js';
import { readImageSize } from './imageHeader.ts';

export type RasterType = 'image/png' | 'image/jpeg' | 'image/webp';

/** Pixels as the codecs pass them: RGBA, 4 bytes each, rows top to bottom. */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * The codecs build their results with the browser's `ImageData`; Node has none. A plain holder
 * of the same three fields is all they read and write.
 */
class NodeImageData implements Pixels {
  readonly colorSpace = 'srgb';
  constructor(
    readonly data: Uint8ClampedArray,
    readonly width: number,
    readonly height: number,
  ) {}
}

const MODULES = new URL('../../node_modules/@jsquash/', import.meta.url);
const compile = async (path: string) => WebAssembly.compile(await readFile(new URL(path, MODULES)));

let ready: Promise<void> | undefined;

/** Compiles every codec once per process, on the first image that needs one. */
function codecs(): Promise<void> {
  if (!('ImageData' in globalThis)) {
    Object.defineProperty(globalThis, 'ImageData', { value: NodeImageData, configurable: true });
  }
  ready ??= Promise.all([
    compile('png/codec/pkg/squoosh_png_bg.wasm').then(async (module) => {
      await initPngDecoder(module);
      await initPngEncoder(module);
    }),
    compile('jpeg/codec/dec/mozjpeg_dec.wasm').then((module) => initJpegDecoder(module)),
    compile('jpeg/codec/enc/mozjpeg_enc.wasm').then((module) => initJpegEncoder(module)),
    compile('webp/codec/dec/webp_dec.wasm').then((module) => initWebpDecoder(module)),
    // Node 20 runs wasm SIMD, which the encoder's own check picks.
    compile('webp/codec/enc/webp_enc_simd.wasm').then((module) => initWebpEncoder(module)),
    compile('resize/lib/resize/pkg/squoosh_resize_bg.wasm').then((module) => initResize(module)),
  ]).then(() => undefined);
  return ready;
}

/**
 * The most pixels a file may claim to be decoded (docs/server.md "Image variants"): a 4096 × 2048
 * image, ten times the widest banner the storefront asks for (1440 × 576). Decoding and resizing
 * one took 300–330 MB of wasm memory at the peak (about 40 bytes a pixel), and a wasm instance
 * never gives memory back.
 */
export const MAX_DECODE_PIXELS = 4096 * 2048;

/** A file kept from the decoders: its header gives no trustworthy size, or too large a one. */
export class NotDecoded extends Error {}

/** Why `body` must not reach a decoder, or null when it may. */
export function decodeRefusal(body: Uint8Array, type: RasterType): string | null {
  const header = readImageSize(body, type);
  if ('unreadable' in header) return header.unreadable;
  const { width, height } = header;
  if (width * height <= MAX_DECODE_PIXELS) return null;
  return `${width} × ${height} pixels, over the limit of ${MAX_DECODE_PIXELS.toLocaleString('en')}`;
}

export async function decode(body: Buffer, type: RasterType): Promise<Pixels> {
  // Before the codecs: they allocate the whole image as soon as they have read its size.
  const refusal = decodeRefusal(body, type);
  if (refusal) throw new NotDecoded(refusal);
  await codecs();
  // A copy the codecs own: a Buffer may be a view into Node's shared pool.
  const bytes = new ArrayBuffer(body.length);
  new Uint8Array(bytes).set(body);
  if (type === 'image/png') return decodePng(bytes);
  if (type === 'image/jpeg') return decodeJpeg(bytes);
  return decodeWebp(bytes);
}

/** `pixels` at `width`, the height in proportion. */
export async function resizeTo(pixels: Pixels, width: number): Promise<Pixels> {
  await codecs();
  const height = Math.max(1, Math.round((pixels.height * width) / pixels.width));
  return resize(pixels as ImageData, { width, height });
}

export async function encode(pixels: Pixels, type: RasterType): Promise<Buffer> {
  await codecs();
  const image = pixels as ImageData;
  const encoded =
    type === 'image/png'
      ? await encodePng(image)
      : type === 'image/jpeg'
        ? await encodeJpeg(image, { quality: 80 })
        : await encodeWebp(image, { quality: 80 });
  return Buffer.from(encoded);
}
