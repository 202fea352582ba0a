import { crc32 as zlibCrc32, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptCustomerServicePath } from './cs-crypto.ts';
import { call, startTestServer, type TestServer } from './test-helpers.ts';

interface Envelope<T> {
  success: boolean;
  value: T;
  errorCode?: string;
  message?: string;
}
interface StatusValue {
  info: {
    merchantCode: string;
    defaultLanguage: string;
    customerService: { title: string; path: string; labelIds: number[] }[];
    mobileTemplate: { parameters: { pwa: string; primary_color: string } };
  };
  location: { ip: string };
  maintenance: boolean;
}
interface Banner {
  groupName: string;
  url: string;
  linkageType: string;
  linkage: string;
}

describe('/wps calls', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  const status = async (path: string, headers: Record<string, string> = {}) => {
    const res = await call(server, path, { headers });
    return { res, body: res.json<Envelope<StatusValue>>() };
  };

  it('answers status for the default merchant, never cached', async () => {
    const { res, body } = await status('/wps/system/status?device=MOBILE');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(body.success).toBe(true);
    expect(body.value.info.merchantCode).toBe('DEMOVN');
    expect(body.value.info.defaultLanguage).toBe('VI');
    expect(body.value.location.ip).toBe('127.0.0.1');
    expect(body.value.maintenance).toBe(false);
  });

  it('picks the merchant from the header, then the query', async () => {
    const byHeader = await status('/wps/system/status', { Merchant: 'DEMOBR' });
    expect(byHeader.body.value.info.merchantCode).toBe('DEMOBR');
    expect(byHeader.body.value.info.defaultLanguage).toBe('PT-BR');
    const byQuery = await status('/wps/system/status?merchantCode=DEMOBR', { Merchant: 'NOPE' });
    expect(byQuery.body.value.info.merchantCode).toBe('DEMOBR');
    const headerWins = await status('/wps/system/status?merchant=DEMOBR', { Merchant: 'DEMOVN' });
    expect(headerWins.body.value.info.merchantCode).toBe('DEMOVN');
  });

  it('uses the server merchant when none is named', async () => {
    const br = await startTestServer({ merchant: 'DEMOBR' });
    try {
      const body = (await call(br, '/wps/system/status')).json<Envelope<StatusValue>>();
      expect(body.value.info.merchantCode).toBe('DEMOBR');
    } finally {
      await br.stop();
    }
  });

  it('encrypts customer-service paths that lead to the demo page', async () => {
    for (const merchant of ['DEMOVN', 'DEMOBR']) {
      const { body } = await status('/wps/system/status', { Merchant: merchant });
      const entries = body.value.info.customerService;
      expect(entries).toHaveLength(2);
      expect(entries.some((entry) => entry.labelIds.length === 0)).toBe(true);
      expect(entries.some((entry) => entry.labelIds.length > 0)).toBe(true);
      for (const [index, entry] of entries.entries()) {
        const target = decryptCustomerServicePath(entry.path);
        expect(target).toBe(`/cs/${merchant}/${index + 1}`);
        const page = await call(server, target);
        expect(page.status).toBe(200);
        expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(page.text).toContain(entry.title);
      }
    }
    const vi = await call(server, '/cs/DEMOVN/1');
    expect(vi.text).toContain('<html lang="vi">');
    expect(vi.text).toContain('Chăm sóc khách hàng');
    expect((await call(server, '/cs/DEMOVN/3')).status).toBe(404);
  });

  it('lists countries with the default first', async () => {
    const res = await call(server, '/wps/system/country?_=1&merchant=DEMOBR');
    const { value } =
      res.json<
        Envelope<{ countryCode: string; countries: { countryCode: string }[]; currency: string }>
      >();
    expect(value.countryCode).toBe('BR');
    expect(value.countries[0]?.countryCode).toBe('BR');
    expect(value.countries.length).toBeGreaterThanOrEqual(5);
    expect(value.currency).toBe('BRL');
  });

  it('answers ping, also across origins', async () => {
    const res = await call(server, '/wps/system/test/ping?speed=1', {
      headers: { Origin: 'http://127.0.0.1:5173' },
    });
    expect(res.json()).toEqual({ success: true, value: 'pong' });
    expect(res.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5173');
    const preflight = await call(server, '/wps/system/test/ping', {
      method: 'OPTIONS',
      headers: { Origin: 'http://a.test', 'Access-Control-Request-Headers': 'merchant' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toBe('merchant');
  });

  it('serves the banners of every kind with their images', async () => {
    const res = await call(server, '/wps/relay/MCSFE_getBanners?platform=M');
    const banners = res.json<Envelope<Banner[]>>().value;
    const home = banners.filter((b) => b.groupName === 'm_home');
    expect(home).toHaveLength(4);
    expect(new Set(home.map((b) => b.linkageType))).toEqual(new Set(['P', 'URL', 'G']));
    expect(home.some((b) => b.linkageType === 'URL' && b.linkage.startsWith('/m/'))).toBe(true);
    expect(home.some((b) => b.linkageType === 'URL' && b.linkage.startsWith('https://'))).toBe(
      true,
    );
    expect(banners.filter((b) => b.groupName === 'm_popup1')).toHaveLength(1);
    expect(banners.filter((b) => b.groupName === 'm_popup2')).toHaveLength(1);
    for (const banner of banners) {
      const image = await call(server, banner.url);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(image.headers['cache-control']).toBe('public, max-age=86400');
      expect(image.text).toContain('width="750" height="300"');
      expect(image.text).toContain('linearGradient');
    }
    expect((await call(server, '/cdn/DEMOVN/logo.svg')).status).toBe(200);
    expect((await call(server, '/cdn/DEMOVN/banner-9.svg')).status).toBe(404);
    expect((await call(server, '/cdn/NOPE/logo.svg')).status).toBe(404);
  });

  it('serves marquee and popup announcements', async () => {
    const path = '/wps/relay/MCSFE_getListAnnouncements?platform=M&types=';
    const marquee = (await call(server, `${path}MQ`)).json<Envelope<{ content: string }[]>>();
    expect(marquee.value).toHaveLength(3);
    expect(marquee.value.every((item) => !item.content.includes('<'))).toBe(true);
    const popups = (
      await call(server, `${path}PR&category=app_download`, {
        headers: { Merchant: 'DEMOBR' },
      })
    ).json<Envelope<{ execution: string; content: string; forceRead: boolean }[]>>();
    expect(popups.value.map((p) => p.execution).sort()).toEqual(['A', 'B', 'B', 'F']);
    expect(popups.value.filter((p) => p.forceRead).map((p) => p.execution)).toEqual(['F']);
    expect(popups.value[0]?.content).toContain('<p>');
    const other = (await call(server, `${path}PR&category=other`)).json<Envelope<unknown[]>>();
    expect(other.value).toEqual([]);
  });

  it('serves a Web App Manifest with real PNG icons', async () => {
    const res = await call(server, '/wps/system/manifest.json?merchantCode=DEMOBR');
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = res.json<{
      name: string;
      short_name: string;
      icons: { src: string; sizes: string; type: string }[];
      [key: string]: unknown;
    }>();
    expect(manifest).toMatchObject({
      name: 'Demo Sorte Brasil',
      short_name: 'Demo Sorte',
      start_url: '/m/home',
      scope: '/m/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#ffffff',
      background_color: '#ffffff',
    });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual([
      '192x192',
      '256x256',
      '384x384',
      '512x512',
    ]);
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      const png = await call(server, icon.src);
      expect(png.headers['content-type']).toBe('image/png');
      expect(png.headers['cache-control']).toBe('public, max-age=86400');
      const size = Number(icon.sizes.split('x')[0]);
      checkPng(png.body, size);
    }
  });

  it('answers unknown calls and methods with an envelope', async () => {
    const missing = await call(server, '/wps/member/nothing');
    expect(missing.status).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, errorCode: 'not_found' });
    const post = await call(server, '/wps/system/status', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.json()).toMatchObject({ success: false, errorCode: 'method_not_allowed' });
  });
});

/** Checks the signature, every chunk's CRC, the IHDR and the size of the inflated pixels. */
function checkPng(file: Buffer, size: number): void {
  expect(file.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  let offset = 8;
  const types: string[] = [];
  const idat: Buffer[] = [];
  while (offset < file.length) {
    const length = file.readUInt32BE(offset);
    const type = file.toString('latin1', offset + 4, offset + 8);
    const data = file.subarray(offset + 8, offset + 8 + length);
    expect(file.readUInt32BE(offset + 8 + length)).toBe(
      zlibCrc32(file.subarray(offset + 4, offset + 8 + length)),
    );
    if (type === 'IHDR') {
      expect(data.readUInt32BE(0)).toBe(size);
      expect(data.readUInt32BE(4)).toBe(size);
      expect([data[8], data[9]]).toEqual([8, 2]);
    }
    if (type === 'IDAT') idat.push(data);
    types.push(type);
    offset += 12 + length;
  }
  expect(types[0]).toBe('IHDR');
  expect(types.at(-1)).toBe('IEND');
  expect(inflateSync(Buffer.concat(idat))).toHaveLength(size * (size * 3 + 1));
}
