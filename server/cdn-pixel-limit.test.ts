// /cdn and the pixel limit (docs/server.md "Image variants"): a file whose header claims more
// pixels than the server decodes, or whose header cannot be read, is sent as uploaded.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jpegClaiming, pngClaiming, webpClaiming } from './images/claimingImages.ts';
import { decode, encode, type RasterType } from './images/codecs.ts';
import { rasterBannerPng, writeDemoBanners } from './images/rasterBanner.ts';
import { findMerchant } from './merchants/index.ts';
import { call, startTestServer, type TestServer } from './test-helpers.ts';

const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const NO_WEBP = 'image/png,image/*;q=0.8';

/** Each claims 8000 × 8000: 256 MB of pixels to a decoder, in a file of a few hundred bytes. */
const CLAIMED = 8000;
const CLAIMING: Record<string, [Buffer, RasterType]> = {
  'huge.png': [pngClaiming(CLAIMED, CLAIMED), 'image/png'],
  'huge.jpg': [jpegClaiming(CLAIMED, CLAIMED), 'image/jpeg'],
  'huge.webp': [webpClaiming(CLAIMED, CLAIMED, true), 'image/webp'],
};
const CUT: Record<string, [Buffer, RasterType]> = {
  'cut.png': [pngClaiming(1500, 600).subarray(0, 30), 'image/png'],
  'cut.jpg': [jpegClaiming(1500, 600).subarray(0, 40), 'image/jpeg'],
  'cut.webp': [webpClaiming(1500, 600).subarray(0, 60), 'image/webp'],
};

let server: TestServer;
const brand = findMerchant('DEMOVN')?.brand;
if (!brand) throw new Error('DEMOVN has no brand');
const folder = () => join(server.dataDir, 'uploads', 'DEMOVN');

beforeAll(async () => {
  server = await startTestServer();
  await writeDemoBanners(server.dataDir, 'DEMOVN', brand, [1]);
  for (const [file, [body]] of Object.entries({ ...CLAIMING, ...CUT })) {
    await writeFile(join(folder(), file), body);
  }
});
afterAll(() => server.stop());

/** The console warnings made while `run` runs. */
async function warningsDuring(run: () => Promise<void>): Promise<string[]> {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    await run();
    return warn.mock.calls.map((args) => args.map(String).join(' '));
  } finally {
    warn.mockRestore();
  }
}

/** The server's one warning for an upload it did not decode, with the reason. */
function warningFor(file: string, reason: string) {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return expect.stringMatching(
    new RegExp(
      `^\\[cdn\\] DEMOVN/${literal(file)}@[\\d.]+:\\d+: not decoded \\(${literal(reason)}\\), sent as uploaded, never resized$`,
    ),
  );
}

/** Asks for `file` at several widths, in WebP and not, and checks it comes back as uploaded. */
async function expectSentAsUploaded(file: string, [upload, type]: [Buffer, RasterType]) {
  for (const query of ['?w=360', '?w=1440', '']) {
    for (const accept of [BROWSER_ACCEPT, NO_WEBP]) {
      const answer = await call(server, `/cdn/DEMOVN/${file}${query}`, {
        headers: { Accept: accept },
      });
      const label = `${file}${query} ${accept}`;
      expect(answer.status, label).toBe(200);
      expect(answer.headers['content-type'], label).toBe(type);
      expect(answer.body.equals(upload), label).toBe(true);
      expect(answer.headers['cache-control'], label).toBe('public, max-age=86400');
      expect(answer.headers['vary'], label).toBe('Accept');
      expect(answer.headers['access-control-allow-origin'], label).toBe('*');
      const again = await call(server, `/cdn/DEMOVN/${file}${query}`, {
        headers: { Accept: accept, 'If-None-Match': String(answer.headers['etag']) },
      });
      expect(again.status, label).toBe(304);
      expect(again.headers['vary'], label).toBe('Accept');
    }
  }
}

describe('/cdn and the pixel limit', () => {
  it('sends a small file claiming 8000 × 8000 pixels as uploaded, without decoding it', async () => {
    const warnings = await warningsDuring(async () => {
      for (const [file, upload] of Object.entries(CLAIMING)) {
        expect(upload[0].length, file).toBeLessThan(300);
        await expectSentAsUploaded(file, upload);
      }
    });
    // One line per file however often it is asked for, saying what the operator has to fix: the
    // header was read and the file refused before any decoder saw it. (Not measured as memory:
    // the test files share one process, and another file's decoding would show there too.)
    expect(warnings).toEqual(
      Object.keys(CLAIMING).map((file) =>
        warningFor(file, '8000 × 8000 pixels, over the limit of 8,388,608'),
      ),
    );
  });

  it('sends a file whose header is cut short as uploaded, and says so in the log', async () => {
    const warnings = await warningsDuring(async () => {
      for (const [file, upload] of Object.entries(CUT)) await expectSentAsUploaded(file, upload);
    });
    expect(warnings).toEqual([
      warningFor('cut.png', 'PNG header: truncated'),
      warningFor('cut.jpg', 'JPEG header: truncated'),
      warningFor('cut.webp', 'WebP header: truncated'),
    ]);
  });

  it('still resizes a banner within the limit, a large one included', async () => {
    const pixels = await decode(rasterBannerPng(brand, { width: 3000, height: 1200 }), 'image/png');
    const photo = await encode(pixels, 'image/jpeg');
    await writeFile(join(folder(), 'large.jpg'), photo);
    const warnings = await warningsDuring(async () => {
      const jpeg = await call(server, '/cdn/DEMOVN/large.jpg?w=1080', {
        headers: { Accept: NO_WEBP },
      });
      expect(jpeg.headers['content-type']).toBe('image/jpeg');
      expect((await decode(jpeg.body, 'image/jpeg')).width).toBe(1080);
      expect(jpeg.body.length).toBeLessThan(photo.length);
      const webp = await call(server, '/cdn/DEMOVN/banner-1.png?w=720', {
        headers: { Accept: BROWSER_ACCEPT },
      });
      expect(webp.headers['content-type']).toBe('image/webp');
      expect(webp.headers['vary']).toBe('Accept');
      expect((await decode(webp.body, 'image/webp')).width).toBe(720);
    });
    expect(warnings).toEqual([]);
  });
});
