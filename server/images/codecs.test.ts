import { describe, expect, it } from 'vitest';
import { jpegClaiming, pngClaiming, webpClaiming } from './claimingImages.ts';
import { decode, decodeRefusal, MAX_DECODE_PIXELS, NotDecoded } from './codecs.ts';

describe('the pixel limit', () => {
  it('lets a 4096 × 2048 image through and refuses one row more, in every format', () => {
    expect(MAX_DECODE_PIXELS).toBe(4096 * 2048);
    for (const [claiming, type] of [
      [pngClaiming, 'image/png'],
      [jpegClaiming, 'image/jpeg'],
      [webpClaiming, 'image/webp'],
    ] as const) {
      expect(decodeRefusal(claiming(4096, 2048), type), type).toBeNull();
      expect(decodeRefusal(claiming(2048, 4096), type), type).toBeNull();
      expect(decodeRefusal(claiming(4096, 2049), type), type).toBe(
        '4096 × 2049 pixels, over the limit of 8,388,608',
      );
    }
  });

  it('keeps a refused file from the decoders, saying why', async () => {
    await expect(decode(pngClaiming(40_000, 40_000), 'image/png')).rejects.toThrow(
      new NotDecoded('40000 × 40000 pixels, over the limit of 8,388,608'),
    );
    const cut = pngClaiming(100, 100).subarray(0, 20);
    await expect(decode(cut, 'image/png')).rejects.toThrow(new NotDecoded('PNG header: truncated'));
  });
});
