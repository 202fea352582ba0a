import { describe, expect, it } from 'vitest';
import {
  jpegClaiming,
  jpegFrame,
  jpegSegment,
  pngClaiming,
  vp8xData,
  webpBitstream,
  webpClaiming,
  webpFile,
} from './claimingImages.ts';
import { decode, encode, type Pixels, type RasterType } from './codecs.ts';
import { readImageSize } from './imageHeader.ts';

const PNG = 'image/png';
const JPEG = 'image/jpeg';
const WEBP = 'image/webp';

function unreadable(bytes: Uint8Array, type: RasterType): string {
  const reading = readImageSize(bytes, type);
  if (!('unreadable' in reading)) throw new Error(`read ${reading.width} × ${reading.height}`);
  return reading.unreadable;
}

/** Pixels of `width` × `height`, opaque unless `alpha`. */
function pixels(width: number, height: number, alpha = false): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([i % 251, 90, 200, alpha ? i % 256 : 255], i);
  return { data, width, height };
}

describe('readImageSize', () => {
  it('agrees with the decoders on files their encoders wrote', async () => {
    // Not square, so a swapped width and height shows.
    const files: [string, Buffer, RasterType][] = [
      ['PNG', await encode(pixels(37, 23), PNG), PNG],
      ['JPEG', await encode(pixels(37, 23), JPEG), JPEG],
      ['WebP (VP8)', await encode(pixels(37, 23), WEBP), WEBP],
      ['WebP with alpha (VP8X)', await encode(pixels(37, 23, true), WEBP), WEBP],
    ];
    expect(files[3]?.[1].subarray(12, 16).toString('latin1')).toBe('VP8X');
    for (const [name, file, type] of files) {
      const decoded = await decode(file, type);
      const size = { width: decoded.width, height: decoded.height };
      expect(readImageSize(file, type), name).toEqual(size);
      expect(size, name).toEqual({ width: 37, height: 23 });
    }
  });

  it('reads the size a small file claims, however large', () => {
    const cases: [string, Buffer, RasterType, number, number][] = [
      ['PNG', pngClaiming(40_000, 40_000), PNG, 40_000, 40_000],
      ['PNG at its largest', pngClaiming(2 ** 31 - 1, 3), PNG, 2 ** 31 - 1, 3],
      ['JPEG', jpegClaiming(65_535, 40_000), JPEG, 65_535, 40_000],
      ['VP8', webpClaiming(16_383, 9_000), WEBP, 16_383, 9_000],
      ['VP8X', webpClaiming(12_000, 5, true), WEBP, 12_000, 5],
      ['VP8L', webpFile([['VP8L', webpBitstream('VP8L', 16_384, 7)]]), WEBP, 16_384, 7],
      [
        'VP8X canvas alone',
        webpFile([['VP8X', vp8xData(2 ** 24, 2 ** 24)]]),
        WEBP,
        2 ** 24,
        2 ** 24,
      ],
    ];
    for (const [name, file, type, width, height] of cases) {
      expect(file.length, name).toBeLessThan(200);
      expect(readImageSize(file, type), name).toEqual({ width, height });
    }
  });

  it('walks JPEG segments: a thumbnail’s frame inside Exif, fill bytes, a progressive frame', () => {
    const exif = jpegSegment(0xe1, [...Buffer.from('Exif\0\0', 'latin1'), ...jpegFrame(160, 120)]);
    expect(readImageSize(jpegClaiming(4000, 3000, [exif]), JPEG)).toEqual({
      width: 4000,
      height: 3000,
    });
    const filled = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xff]), jpegFrame(30, 20)]);
    expect(readImageSize(filled, JPEG)).toEqual({ width: 30, height: 20 });
    const progressive = Buffer.concat([Buffer.from([0xff, 0xd8]), jpegFrame(640, 480, 0xc2)]);
    expect(readImageSize(progressive, JPEG)).toEqual({ width: 640, height: 480 });
  });

  it('steps over odd-length WebP chunks to check the image against the canvas', () => {
    const odd = Buffer.alloc(3);
    const file = webpFile([
      ['VP8X', vp8xData(300, 200)],
      ['ICCP', odd],
      ['VP8 ', webpBitstream('VP8 ', 300, 200)],
    ]);
    expect(readImageSize(file, WEBP)).toEqual({ width: 300, height: 200 });
  });

  it('refuses a header cut short, at every length', () => {
    const headers: [Buffer, RasterType, number][] = [
      // Signature and IHDR with its CRC.
      [pngClaiming(500, 200), PNG, 33],
      // Up to the end of the frame header.
      [jpegClaiming(500, 200), JPEG, jpegClaiming(500, 200).indexOf(Buffer.from([0xff, 0xda]))],
      // A RIFF file says how long it is: any cut is a truncated file.
      [webpClaiming(500, 200), WEBP, webpClaiming(500, 200).length],
      [webpClaiming(500, 200, true), WEBP, webpClaiming(500, 200, true).length],
    ];
    for (const [file, type, complete] of headers) {
      expect(readImageSize(file.subarray(0, complete), type), type).toEqual({
        width: 500,
        height: 200,
      });
      for (let length = 0; length < complete; length++) {
        expect(unreadable(file.subarray(0, length), type), `${type} cut at ${length}`).toMatch(
          /header: truncated$/,
        );
      }
    }
  });

  it('refuses a zero width or height', () => {
    for (const [file, type] of [
      [pngClaiming(0, 10), PNG],
      [pngClaiming(10, 0), PNG],
      // A JPEG height of 0 leaves it to a DNL marker after the first scan.
      [jpegClaiming(10, 0), JPEG],
      [webpClaiming(0, 10), WEBP],
      [webpClaiming(10, 0), WEBP],
    ] as const) {
      expect(unreadable(file, type), type).toMatch(/header: zero width or height$/);
    }
  });

  it('refuses a header that contradicts itself or is not of its type', () => {
    const edited = pngClaiming(100, 100);
    edited.writeUInt32BE(100_000, 16); // the width, without a new CRC
    const noIhdr = pngClaiming(100, 100);
    noIhdr.write('IHDX', 12, 'latin1');
    const badFrame = jpegClaiming(100, 100);
    badFrame.writeUInt16BE(9, badFrame.indexOf(Buffer.from([0xff, 0xc0])) + 2);
    const scanFirst = Buffer.concat([Buffer.from([0xff, 0xd8]), jpegSegment(0xda, [0])]);
    const longRiff = webpClaiming(100, 100);
    longRiff.writeUInt32LE(longRiff.readUInt32LE(4) + 2, 4);
    const notKeyFrame = webpBitstream('VP8 ', 100, 100);
    notKeyFrame[0] = (notKeyFrame[0] ?? 0) | 1;
    const newVersion = webpBitstream('VP8L', 100, 100);
    newVersion[4] = (newVersion[4] ?? 0) | 0x20;
    const cases: [string, Buffer, RasterType, RegExp][] = [
      ['edited PNG size', edited, PNG, /checksum/],
      ['PNG without IHDR first', noIhdr, PNG, /IHDR is not the first chunk/],
      ['a JPEG named .png', jpegClaiming(100, 100), PNG, /not a PNG signature/],
      ['JPEG frame length', badFrame, JPEG, /frame header length/],
      ['JPEG scan before frame', scanFirst, JPEG, /no frame before the image data/],
      ['JPEG without SOI', pngClaiming(100, 100), JPEG, /no start of image/],
      ['RIFF longer than the file', longRiff, WEBP, /truncated/],
      [
        'VP8X canvas ≠ image',
        webpFile([
          ['VP8X', vp8xData(100, 100)],
          ['VP8 ', webpBitstream('VP8 ', 100, 99)],
        ]),
        WEBP,
        /canvas and image sizes differ/,
      ],
      ['VP8 inter frame', webpFile([['VP8 ', notKeyFrame]]), WEBP, /key frame/],
      ['VP8L version', webpFile([['VP8L', newVersion]]), WEBP, /VP8L version/],
      ['another chunk first', webpFile([['ALPH', Buffer.alloc(10)]]), WEBP, /ALPH chunk where/],
    ];
    for (const [name, file, type, reason] of cases) {
      expect(unreadable(file, type), name).toMatch(reason);
    }
  });
});
