import { describe, expect, it } from 'vitest';
import { MERCHANTS } from '../merchants/index.ts';
import { call, startTestServer } from '../test-helpers.ts';
import { webAppManifest } from './manifest.ts';

describe('the Web App Manifest', () => {
  for (const merchant of MERCHANTS.values()) {
    it(`has what Chromium's installability check needs (${merchant.merchantCode})`, () => {
      const manifest = webAppManifest(merchant);
      expect(manifest.id).toBe('/m/home');
      expect(manifest.name).toBe(merchant.merchantName);
      expect(manifest.short_name.length).toBeGreaterThan(0);
      expect(manifest.short_name.length).toBeLessThanOrEqual(12);
      expect(['standalone', 'fullscreen', 'minimal-ui']).toContain(manifest.display);
      expect(manifest.prefer_related_applications).toBe(false);
      // The start URL lies inside the scope, so the installed app opens the home page.
      expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
      expect(
        manifest.icons.map(({ src, sizes, type, purpose }) => ({ src, sizes, type, purpose })),
      ).toEqual(
        [192, 256, 384, 512].map((size) => ({
          src: `/cdn/${merchant.merchantCode}/icon-${size}.png`,
          sizes: `${size}x${size}`,
          type: 'image/png',
          purpose: 'any',
        })),
      );
    });
  }
});

describe('/wps/system/manifest.json', () => {
  it("serves each merchant's manifest with PNG icons of the sizes it declares", async () => {
    const server = await startTestServer();
    try {
      for (const code of MERCHANTS.keys()) {
        const res = await call(server, `/wps/system/manifest.json?merchantCode=${code}`);
        expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
        const manifest = res.json<{ id: string; icons: { src: string; sizes: string }[] }>();
        expect(manifest.id).toBe('/m/home');
        for (const icon of manifest.icons) {
          const png = await call(server, icon.src);
          expect(png.status, icon.src).toBe(200);
          expect(png.headers['content-type']).toBe('image/png');
          expect(png.body.subarray(1, 4).toString('latin1')).toBe('PNG');
          expect(png.body.toString('latin1', 12, 16)).toBe('IHDR');
          const size = `${png.body.readUInt32BE(16)}x${png.body.readUInt32BE(20)}`;
          expect(size, icon.src).toBe(icon.sizes);
        }
      }
    } finally {
      await server.stop();
    }
  });
});
