import { describe, expect, it, vi } from 'vitest';
import { findMerchant } from '../merchants/index.ts';
import { iconPng } from './artwork.ts';
import { pngClaiming } from './claimingImages.ts';
import { acceptsWebp, allowedWidth, type RasterSource, VariantCache } from './variants.ts';

const brand = findMerchant('DEMOBR')?.brand;
if (!brand) throw new Error('DEMOBR has no brand');
const icon = iconPng(brand, 512);

/** A source that counts how often its bytes are read: once per variant made. */
function countedSource(key: string, body = icon): RasterSource & { reads: number } {
  const source = {
    key,
    type: 'image/png' as const,
    reads: 0,
    body: () => {
      source.reads += 1;
      return body;
    },
  };
  return source;
}

describe('allowedWidth', () => {
  it('rounds up to a width the storefront asks for, and refuses what is not a width', () => {
    expect(allowedWidth(null)).toBeUndefined();
    const asked = ['104', '105', '2000', '9'.repeat(400)];
    expect(asked.map(allowedWidth)).toEqual([104, 208, 1440, 1440]);
    for (const raw of ['', '0', '07', '1e3', '12px', '-1']) {
      expect(allowedWidth(raw), raw).toBeNull();
    }
  });
});

describe('acceptsWebp', () => {
  it('needs image/webp by name with a quality above 0', () => {
    expect(acceptsWebp('image/avif,image/webp,*/*;q=0.8')).toBe(true);
    expect(acceptsWebp('IMAGE/WEBP;q=0.5')).toBe(true);
    for (const accept of [undefined, '', '*/*', 'image/*', 'image/webp;q=0', 'image/webpx']) {
      expect(acceptsWebp(accept), String(accept)).toBe(false);
    }
  });
});

describe('VariantCache', () => {
  it('makes each variant once, even when asked for it twice at the same time', async () => {
    const cache = new VariantCache();
    const source = countedSource('a');
    const [one, two] = await Promise.all([
      cache.get(source, 208, true),
      cache.get(source, 208, true),
    ]);
    expect(one).toBe(two);
    await cache.get(source, 208, true);
    expect(source.reads).toBe(1);
    await cache.get(source, 208, false);
    expect(source.reads).toBe(2);
  });

  it('lets the least recently used variants go past its byte bound', async () => {
    const webpSize = (await new VariantCache().get(countedSource('probe'), 208, true)).body.length;
    // Room for two variants of this size, not three.
    const cache = new VariantCache(webpSize * 2 + 1);
    const first = countedSource('first');
    const second = countedSource('second');
    const third = countedSource('third');
    await cache.get(first, 208, true);
    await cache.get(second, 208, true);
    await cache.get(first, 208, true); // used again: now the newest
    await cache.get(third, 208, true); // pushes out `second`
    await cache.get(first, 208, true);
    await cache.get(second, 208, true);
    expect([first.reads, second.reads, third.reads]).toEqual([1, 2, 1]);
  });

  it('keeps nothing of a file it does not decode, so the variants it holds stay', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const webpSize = (await new VariantCache().get(countedSource('probe'), 208, true)).body.length;
    const garbage = countedSource('garbage', Buffer.from('not really a PNG'));
    const tooLarge = countedSource('too-large', pngClaiming(8000, 8000));
    // Room for one variant and not for one more copy of either file.
    const cache = new VariantCache(webpSize + 15);
    const kept = countedSource('kept');
    await cache.get(kept, 208, true);
    for (const refused of [garbage, tooLarge]) {
      for (const width of [104, 208, 1440]) await cache.get(refused, width, true);
    }
    await cache.get(kept, 208, true);
    expect(kept.reads).toBe(1);
    warn.mockRestore();
  });

  it('tries to decode a file once: later requests get the upload, read again, and no new warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const cache = new VariantCache();
    const upload = Buffer.from('not really a PNG');
    const refused = countedSource('DEMOVN/broken.png@1:16', upload);
    const etags = new Set<string>();
    for (const width of [104, 720, undefined]) {
      for (const webp of [true, false]) {
        const [one, two] = await Promise.all([
          cache.get(refused, width, webp),
          cache.get(refused, width, webp),
        ]);
        for (const answer of [one, two]) {
          expect(answer.type).toBe('image/png');
          expect(answer.body.equals(upload)).toBe(true);
          etags.add(answer.etag);
        }
      }
    }
    expect(etags.size).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\[cdn\] DEMOVN\/broken\.png@1:16: not decoded \(PNG header: not a PNG signature\)/,
      ),
    );
    // Once for the first two requests (they share the try), then once per request: nothing of
    // the file is kept in memory.
    expect(refused.reads).toBe(1 + 5 * 2);
    warn.mockRestore();
  });
});
