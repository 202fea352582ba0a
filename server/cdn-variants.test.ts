import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pngClaiming } from './images/claimingImages.ts';
import { decode, encode } from './images/codecs.ts';
import { encodePng } from './images/png.ts';
import { rasterBannerPng, writeDemoBanners } from './images/rasterBanner.ts';
import { findMerchant } from './merchants/index.ts';
import { call, startTestServer, type TestServer } from './test-helpers.ts';

/** What Chromium sends for an `<img>`. */
const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const NO_WEBP = 'image/png,image/*;q=0.8';

let server: TestServer;
const brand = findMerchant('DEMOVN')?.brand;
if (!brand) throw new Error('DEMOVN has no brand');

beforeAll(async () => {
  server = await startTestServer();
  await writeDemoBanners(server.dataDir, 'DEMOVN', brand, [1]);
  const folder = join(server.dataDir, 'uploads', 'DEMOVN');
  await writeFile(join(folder, 'small.png'), rasterBannerPng(brand, { width: 300, height: 120 }));
  const pixels = await decode(rasterBannerPng(brand, { width: 800, height: 320 }), 'image/png');
  await writeFile(join(folder, 'photo.jpg'), await encode(pixels, 'image/jpeg'));
  await mkdir(join(folder, 'folder.png'));
  await writeFile(join(folder, 'broken.png'), 'not really a PNG');
  await writeFile(join(folder, 'cut-data.png'), pngClaiming(300, 120));
  // A photo-like PNG, which a smaller width makes lighter.
  await writeFile(join(folder, 'noise.png'), encodePng(1000, 400, randomBytes(1000 * 400 * 3)));
});
afterAll(() => server.stop());

async function widthOf(body: Buffer, type: string) {
  const format =
    type === 'image/webp' ? 'image/webp' : type === 'image/jpeg' ? 'image/jpeg' : 'image/png';
  return (await decode(body, format)).width;
}

describe('/cdn raster uploads', () => {
  it('sends WebP at the asked width to a browser that reads it, and says the answer varies by Accept', async () => {
    const answer = await call(server, '/cdn/DEMOVN/banner-1.png?w=720', {
      headers: { Accept: BROWSER_ACCEPT },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/webp');
    expect(answer.headers['vary']).toBe('Accept');
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(await widthOf(answer.body, 'image/webp')).toBe(720);
    // Far fewer bytes than the 1500 px original.
    const original = await call(server, '/cdn/DEMOVN/banner-1.png', {
      headers: { Accept: NO_WEBP },
    });
    expect(answer.body.length).toBeLessThan(original.body.length / 4);
  });

  it('keeps the original format for a client that does not name WebP', async () => {
    for (const accept of [NO_WEBP, '*/*', 'image/webp;q=0, image/png']) {
      const answer = await call(server, '/cdn/DEMOVN/noise.png?w=540', {
        headers: { Accept: accept },
      });
      expect(answer.headers['content-type'], accept).toBe('image/png');
      expect(answer.headers['vary'], accept).toBe('Accept');
      expect(await widthOf(answer.body, 'image/png'), accept).toBe(540);
    }
    const jpeg = await call(server, '/cdn/DEMOVN/photo.jpg?w=360', {
      headers: { Accept: NO_WEBP },
    });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(await widthOf(jpeg.body, 'image/jpeg')).toBe(360);
  });

  it('sends the upload itself when a smaller PNG would weigh more than it', async () => {
    // Flat colours and hard edges compress well; a resize's smooth edges do not.
    const answer = await call(server, '/cdn/DEMOVN/banner-1.png?w=540', {
      headers: { Accept: NO_WEBP },
    });
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.body.equals(rasterBannerPng(brand))).toBe(true);
  });

  it('makes only the storefront’s widths: any other w gets the next one up, or the largest', async () => {
    const cases: [string, number][] = [
      ['1', 104],
      ['700', 720],
      ['721', 1080],
      ['99999', 1440],
    ];
    for (const [asked, made] of cases) {
      const answer = await call(server, `/cdn/DEMOVN/banner-1.png?w=${asked}`, {
        headers: { Accept: BROWSER_ACCEPT },
      });
      expect(await widthOf(answer.body, 'image/webp'), asked).toBe(made);
      const exact = await call(server, `/cdn/DEMOVN/banner-1.png?w=${made}`, {
        headers: { Accept: BROWSER_ACCEPT },
      });
      expect(answer.headers['etag'], asked).toBe(exact.headers['etag']);
    }
  });

  it('never makes an image wider than the upload', async () => {
    const png = await call(server, '/cdn/DEMOVN/small.png?w=1080', {
      headers: { Accept: NO_WEBP },
    });
    expect(png.body.equals(rasterBannerPng(brand, { width: 300, height: 120 }))).toBe(true);
    const webp = await call(server, '/cdn/DEMOVN/small.png?w=1080', {
      headers: { Accept: BROWSER_ACCEPT },
    });
    expect(await widthOf(webp.body, 'image/webp')).toBe(300);
  });

  it('revalidates each variant by its own ETag, with the Vary of the full answer', async () => {
    const first = await call(server, '/cdn/DEMOVN/banner-1.png?w=360', {
      headers: { Accept: BROWSER_ACCEPT },
    });
    const etag = String(first.headers['etag']);
    const again = await call(server, '/cdn/DEMOVN/banner-1.png?w=360', {
      headers: { Accept: BROWSER_ACCEPT, 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.headers['vary']).toBe('Accept');
    const png = await call(server, '/cdn/DEMOVN/banner-1.png?w=360', {
      headers: { Accept: NO_WEBP, 'If-None-Match': etag },
    });
    expect(png.status).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
  });

  it('sends an upload the codecs cannot read as it is, in its own type', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // Not an image at all, and a PNG whose size is fine but whose pixels stop early.
    for (const [file, upload] of [
      ['broken.png', Buffer.from('not really a PNG')],
      ['cut-data.png', pngClaiming(300, 120)],
    ] as const) {
      const answer = await call(server, `/cdn/DEMOVN/${file}?w=360`, {
        headers: { Accept: BROWSER_ACCEPT },
      });
      expect(answer.status, file).toBe(200);
      expect(answer.headers['content-type'], file).toBe('image/png');
      expect(answer.body.equals(upload), file).toBe(true);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`${file}@`));
    }
    warn.mockRestore();
  });

  it('answers 404 for what is not there, and 400 for a w that is not a width', async () => {
    for (const path of [
      '/cdn/DEMOVN/missing.png?w=720',
      '/cdn/DEMOBR/banner-1.png?w=720',
      '/cdn/DEMOVN/folder.png',
      '/cdn/NOPE/banner-1.png',
      '/cdn/DEMOVN/banner-9.svg?w=720',
    ]) {
      const answer = await call(server, path, { headers: { Accept: BROWSER_ACCEPT } });
      expect(answer.status, path).toBe(404);
      expect(answer.headers['access-control-allow-origin'], path).toBe('*');
    }
    for (const w of ['abc', '0', '-5', '720.5', '']) {
      const answer = await call(server, `/cdn/DEMOVN/banner-1.png?w=${w}`);
      expect(answer.status, w).toBe(400);
    }
  });

  it('resizes the drawn app icons too, and leaves SVG and plain icon requests as they were', async () => {
    const icon = await call(server, '/cdn/DEMOVN/icon-512.png?w=208', {
      headers: { Accept: BROWSER_ACCEPT },
    });
    expect(icon.headers['content-type']).toBe('image/webp');
    expect(await widthOf(icon.body, 'image/webp')).toBe(208);
    const plain = await call(server, '/cdn/DEMOVN/icon-192.png', {
      headers: { Accept: BROWSER_ACCEPT },
    });
    expect(plain.headers['content-type']).toBe('image/png');
    expect(plain.headers['vary']).toBeUndefined();
    const svg = await call(server, '/cdn/DEMOVN/banner-1.svg?w=720');
    expect(svg.headers['content-type']).toContain('image/svg+xml');
  });

  it('points the banners answer at an uploaded banner instead of the drawn one', async () => {
    const answer = await call(server, '/wps/relay/MCSFE_getBanners?platform=M', {
      headers: { Merchant: 'DEMOVN' },
    });
    const urls = answer.json<{ value: { url: string }[] }>().value.map((banner) => banner.url);
    expect(urls[0]).toBe('/cdn/DEMOVN/banner-1.png');
    expect(urls.slice(1).every((url) => url.endsWith('.svg'))).toBe(true);
  });
});
