// The width and height a PNG, JPEG or WebP file claims, read from its header alone: the decoders
// allocate width × height × 4 bytes before they read the pixels, so the size is checked first
// (codecs.ts). Nothing here trusts a length field: every read is bounds-checked against the file.
import type { RasterType } from './codecs.ts';
import { crc32, PNG_SIGNATURE } from './png.ts';

export interface ImageSize {
  width: number;
  height: number;
}

/** The size the header claims, or why none can be trusted (truncated, zero, inconsistent). */
export type HeaderReading = ImageSize | { unreadable: string };

export function readImageSize(bytes: Uint8Array, type: RasterType): HeaderReading {
  const reader = new Reader(bytes);
  try {
    const size =
      type === 'image/png'
        ? pngSize(reader)
        : type === 'image/jpeg'
          ? jpegSize(reader)
          : webpSize(reader);
    if (size.width < 1 || size.height < 1) throw new Unreadable('zero width or height');
    return size;
  } catch (error) {
    if (!(error instanceof Unreadable)) throw error;
    return { unreadable: `${FORMAT_NAMES[type]} header: ${error.message}` };
  }
}

const FORMAT_NAMES: Record<RasterType, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
};

class Unreadable extends Error {}

/** Reads numbers at offsets, refusing any read past the end of the file. */
class Reader {
  readonly #view: DataView;
  constructor(readonly bytes: Uint8Array) {
    this.#view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  get length() {
    return this.bytes.length;
  }
  /** Throws unless `count` bytes from `offset` are in the file. */
  need(offset: number, count: number) {
    if (offset + count > this.bytes.length) throw new Unreadable('truncated');
  }
  u8(offset: number) {
    this.need(offset, 1);
    return this.#view.getUint8(offset);
  }
  u16be(offset: number) {
    this.need(offset, 2);
    return this.#view.getUint16(offset);
  }
  u16le(offset: number) {
    this.need(offset, 2);
    return this.#view.getUint16(offset, true);
  }
  u24le(offset: number) {
    return this.u16le(offset) + this.u8(offset + 2) * 0x10000;
  }
  u32be(offset: number) {
    this.need(offset, 4);
    return this.#view.getUint32(offset);
  }
  u32le(offset: number) {
    this.need(offset, 4);
    return this.#view.getUint32(offset, true);
  }
  text(offset: number, count: number) {
    this.need(offset, count);
    return Buffer.from(this.bytes.subarray(offset, offset + count)).toString('latin1');
  }
}

/** PNG: the signature, then IHDR, which must come first, 13 bytes long, with a matching CRC. */
function pngSize(file: Reader): ImageSize {
  file.need(0, PNG_SIGNATURE.length);
  if (!PNG_SIGNATURE.equals(file.bytes.subarray(0, PNG_SIGNATURE.length))) {
    throw new Unreadable('not a PNG signature');
  }
  const ihdr = PNG_SIGNATURE.length;
  if (file.text(ihdr + 4, 4) !== 'IHDR') throw new Unreadable('IHDR is not the first chunk');
  if (file.u32be(ihdr) !== 13) throw new Unreadable('IHDR is not 13 bytes long');
  const crcAt = ihdr + 8 + 13;
  if (crc32(file.bytes.subarray(ihdr + 4, crcAt)) !== file.u32be(crcAt)) {
    throw new Unreadable('IHDR checksum does not match');
  }
  const width = file.u32be(ihdr + 8);
  const height = file.u32be(ihdr + 12);
  // The format caps both at 2^31 - 1.
  if (width > 0x7fffffff || height > 0x7fffffff) throw new Unreadable('size out of range');
  return { width, height };
}

/** Start-of-frame markers (SOF0–SOF15 less DHT, JPG and DAC): the segment that holds the size. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers with no length after them: TEM and RST0–RST7. */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/**
 * JPEG: segment by segment from SOI to the first start of frame. Walking the lengths, rather than
 * searching for the marker, skips a thumbnail's frame inside an APP1 (Exif) segment.
 */
function jpegSize(file: Reader): ImageSize {
  if (file.u8(0) !== 0xff || file.u8(1) !== 0xd8) throw new Unreadable('no start of image');
  let at = 2;
  // Each turn moves `at` forward, and reading past the end throws: the walk ends.
  for (;;) {
    if (file.u8(at) !== 0xff) throw new Unreadable('a segment does not start with a marker');
    const marker = file.u8(at + 1);
    if (marker === 0xff) {
      at += 1; // a fill byte before the marker
      continue;
    }
    at += 2;
    if (isStandalone(marker)) continue;
    if (marker === 0xda || marker === 0xd9) throw new Unreadable('no frame before the image data');
    if (marker === 0x00 || marker === 0xd8) throw new Unreadable('a marker out of place');
    const length = file.u16be(at);
    if (length < 2) throw new Unreadable('a segment shorter than its length field');
    if (isStartOfFrame(marker)) {
      const components = file.u8(at + 7);
      // Lf = 8 + 3 × Nf (ITU T.81, B.2.2): one entry of three bytes per component.
      if (components < 1 || length !== 8 + 3 * components) {
        throw new Unreadable('frame header length does not match its components');
      }
      file.need(at, length);
      // A height of 0 means "given later by a DNL marker", which the decoder does not read.
      return { width: file.u16be(at + 5), height: file.u16be(at + 3) };
    }
    at += length;
  }
}

/** WebP: a RIFF file whose first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended). */
function webpSize(file: Reader): ImageSize {
  if (file.text(0, 4) !== 'RIFF' || file.text(8, 4) !== 'WEBP') {
    throw new Unreadable('not a RIFF WEBP file');
  }
  const end = 8 + file.u32le(4);
  file.need(0, end);
  const first = chunkAt(file, 12, end);
  if (first.fourcc !== 'VP8X') return bitstreamSize(file, first);
  // VP8X: flags (1 byte), reserved (3), canvas width - 1 (3), canvas height - 1 (3).
  if (first.size < 10) throw new Unreadable('VP8X chunk too short');
  const canvas = { width: file.u24le(first.data + 4) + 1, height: file.u24le(first.data + 7) + 1 };
  // A still image's bitstream must be the canvas's size; an animation has none at this level.
  for (let at = first.next; at < end;) {
    const chunk = chunkAt(file, at, end);
    if (chunk.fourcc === 'VP8 ' || chunk.fourcc === 'VP8L') {
      const { width, height } = bitstreamSize(file, chunk);
      if (width !== canvas.width || height !== canvas.height) {
        throw new Unreadable('canvas and image sizes differ');
      }
      break;
    }
    at = chunk.next;
  }
  return canvas;
}

interface Chunk {
  fourcc: string;
  size: number;
  /** Where the chunk's data starts. */
  data: number;
  /** Where the next chunk starts (data is padded to an even length). */
  next: number;
}

function chunkAt(file: Reader, at: number, end: number): Chunk {
  const fourcc = file.text(at, 4);
  const size = file.u32le(at + 4);
  const data = at + 8;
  if (data + size > end) throw new Unreadable(`${fourcc.trim()} chunk runs past the file`);
  return { fourcc, size, data, next: data + size + (size % 2) };
}

function bitstreamSize(file: Reader, chunk: Chunk): ImageSize {
  const at = chunk.data;
  if (chunk.fourcc === 'VP8 ') {
    if (chunk.size < 10) throw new Unreadable('VP8 chunk too short');
    // Frame tag (3 bytes, bit 0 clear on a key frame), start code 9d 01 2a, then 14 bits of
    // width and of height, each under 2 bits of scaling.
    if ((file.u8(at) & 1) !== 0) throw new Unreadable('VP8 data does not start with a key frame');
    if (file.u8(at + 3) !== 0x9d || file.u8(at + 4) !== 0x01 || file.u8(at + 5) !== 0x2a) {
      throw new Unreadable('no VP8 start code');
    }
    return { width: file.u16le(at + 6) & 0x3fff, height: file.u16le(at + 8) & 0x3fff };
  }
  if (chunk.fourcc === 'VP8L') {
    if (chunk.size < 5) throw new Unreadable('VP8L chunk too short');
    if (file.u8(at) !== 0x2f) throw new Unreadable('no VP8L signature');
    // 14 bits of width - 1, 14 of height - 1, 1 of alpha, 3 of version (0).
    const bits = file.u32le(at + 1);
    if (bits >>> 29 !== 0) throw new Unreadable('unknown VP8L version');
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  throw new Unreadable(`${chunk.fourcc.trim() || 'a blank'} chunk where the image should be`);
}
