// Small files whose headers claim whatever size a test names, for the tests of the header reader
// and of the pixel limit: a few hundred bytes can claim a billion pixels.
import { deflateSync } from 'node:zlib';
import { PNG_SIGNATURE, pngChunk } from './png.ts';

/** A PNG (8-bit RGBA) of `width` × `height` whose image data stops after a few rows' worth. */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // bit depth 8, RGBA, deflate, filter 0, no interlace
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG segment: marker, then a length that counts itself. */
export function jpegSegment(marker: number, data: Buffer | number[]): Buffer {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(data.length + 2);
  return Buffer.concat([Buffer.from([0xff, marker]), length, Buffer.from(data)]);
}

/** A baseline frame header (SOF0) for one grey component. */
export function jpegFrame(width: number, height: number, marker = 0xc0): Buffer {
  const frame = Buffer.from([8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  return jpegSegment(marker, frame);
}

/**
 * A greyscale baseline JPEG of `width` × `height` with a few bytes of image data: a decoder that
 * trusts the frame fills the rest in grey. The Huffman tables are the decoder's defaults.
 */
export function jpegClaiming(width: number, height: number, before: Buffer[] = []): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, [...Buffer.from('JFIF\0', 'latin1'), 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...before,
    jpegSegment(0xdb, [0, ...new Array<number>(64).fill(1)]),
    jpegFrame(width, height),
    jpegSegment(0xda, [1, 1, 0, 0, 63, 0]),
    Buffer.alloc(16),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A RIFF WebP file holding `chunks` (each a fourcc and its data). */
export function webpFile(chunks: [string, Buffer][]): Buffer {
  const body = chunks.map(([fourcc, data]) => {
    const header = Buffer.alloc(8);
    header.write(fourcc, 0, 'latin1');
    header.writeUInt32LE(data.length, 4);
    return Buffer.concat([header, data, Buffer.alloc(data.length % 2)]);
  });
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(4 + body.reduce((sum, chunk) => sum + chunk.length, 0), 4);
  riff.write('WEBP', 8, 'latin1');
  return Buffer.concat([riff, ...body]);
}

/** The bitstreams of a 64 × 64 red square as @jsquash/webp's encoder writes it (lossy, lossless). */
const RED_SQUARE = {
  VP8: 'b003009d012a400040003e6d369849242322a1220800800d896900d3d8059aeb0015e217138000feefbd57eaaa7afc6efffd958fffd2b1fffa563f8708b36478b216678000000000',
  VP8L: '2f3fc00f0007508f2297a7ff012021fc7faf45f43ff503',
};

/** A VP8 (lossy) or VP8L (lossless) bitstream made to claim `width` × `height` (1 to 16383). */
export function webpBitstream(kind: 'VP8 ' | 'VP8L', width: number, height: number): Buffer {
  if (kind === 'VP8 ') {
    const data = Buffer.from(RED_SQUARE.VP8, 'hex');
    data.writeUInt16LE(width, 6);
    data.writeUInt16LE(height, 8);
    return data;
  }
  const data = Buffer.from(RED_SQUARE.VP8L, 'hex');
  const rest = data.readUInt32LE(1) & ~0x0fffffff;
  data.writeUInt32LE((rest | (width - 1) | ((height - 1) << 14)) >>> 0, 1);
  return data;
}

/** The VP8X chunk's data: no flags, a canvas of `width` × `height` (up to 2^24 each). */
export function vp8xData(width: number, height: number): Buffer {
  const data = Buffer.alloc(10);
  data.writeUIntLE(width - 1, 4, 3);
  data.writeUIntLE(height - 1, 7, 3);
  return data;
}

/** A lossy WebP of `width` × `height`, in a VP8X container when `extended`. */
export function webpClaiming(width: number, height: number, extended = false): Buffer {
  const bitstream: [string, Buffer] = ['VP8 ', webpBitstream('VP8 ', width, height)];
  return webpFile(extended ? [['VP8X', vp8xData(width, height)], bitstream] : [bitstream]);
}
