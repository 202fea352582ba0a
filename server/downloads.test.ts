import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crc32 } from './images/png.ts';
import {
  call,
  clearScenario,
  setScenario,
  startTestServer,
  type TestServer,
} from './test-helpers.ts';

interface Resource {
  resourceType: string;
  url: string;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

async function resourcesOf(merchant: string, headers: Record<string, string> = {}) {
  const res = await call(server, '/wps/system/status', {
    headers: { Merchant: merchant, ...headers },
  });
  return res.json<{ value: { info: { resources: Resource[] } } }>().value.info.resources;
}

/** The stored entries of a zip archive, checked against their CRCs and the central directory. */
function zipEntries(file: Buffer): { name: string; body: Buffer }[] {
  const end = file.length - 22;
  expect(file.readUInt32LE(end)).toBe(0x06054b50);
  const count = file.readUInt16LE(end + 10);
  let central = file.readUInt32LE(end + 16);
  const entries = [];
  for (let i = 0; i < count; i++) {
    expect(file.readUInt32LE(central)).toBe(0x02014b50);
    const nameLength = file.readUInt16LE(central + 28);
    const offset = file.readUInt32LE(central + 42);
    expect(file.readUInt32LE(offset)).toBe(0x04034b50);
    const size = file.readUInt32LE(offset + 18);
    const name = file.toString('utf8', offset + 30, offset + 30 + nameLength);
    const body = file.subarray(offset + 30 + nameLength, offset + 30 + nameLength + size);
    expect(crc32(body)).toBe(file.readUInt32LE(offset + 14));
    entries.push({ name, body });
    central += 46 + nameLength;
  }
  return entries;
}

describe('app download files', () => {
  it('links both merchants to their local app files, absolute on the origin the client used', async () => {
    for (const merchant of ['DEMOVN', 'DEMOBR']) {
      const resources = await resourcesOf(merchant);
      const byType = Object.fromEntries(resources.map((r) => [r.resourceType, r.url]));
      const origin = `http://127.0.0.1:${server.port}`;
      expect(byType['Android']).toMatch(
        new RegExp(`^${origin}/downloads/${merchant}/[\\w.-]+\\.apk$`),
      );
      expect(byType['IOS']).toMatch(new RegExp(`^${origin}/downloads/${merchant}/[\\w.-]+\\.ipa$`));
      expect(byType['MOBILECONFIG']).toMatch(
        new RegExp(`^${origin}/downloads/${merchant}/[\\w.-]+\\.mobileconfig$`),
      );
      expect(byType['AppDownloadIcon']).toBe(`/cdn/${merchant}/icon-192.png`);
    }
  });

  it('links https only when a trusted proxy says the player used https', async () => {
    const claimed = await resourcesOf('DEMOVN', { 'X-Forwarded-Proto': 'https' });
    expect(claimed[0]?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/downloads\//);
    const behindProxy = await startTestServer({ trustProxy: true });
    try {
      const res = await call(behindProxy, '/wps/system/status', {
        headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.9' },
      });
      const { resources } = res.json<{ value: { info: { resources: Resource[] } } }>().value.info;
      expect(resources[0]?.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/downloads\//);
    } finally {
      await behindProxy.stop();
    }
  });

  it('serves the Android package and the iOS app as zip attachments', async () => {
    const resources = await resourcesOf('DEMOVN');
    const expected = {
      Android: ['application/vnd.android.package-archive', 'assets/README.txt'],
      IOS: ['application/octet-stream', 'Payload/demovn.app/README.txt'],
    } as const;
    for (const [type, [contentType, entry]] of Object.entries(expected)) {
      const url = new URL(resources.find((r) => r.resourceType === type)?.url ?? '');
      const res = await call(server, url.pathname, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe(contentType);
      const file = url.pathname.split('/').at(-1);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${file}"`);
      expect(res.headers['content-encoding']).toBeUndefined();
      const entries = zipEntries(res.body);
      expect(entries.map((e) => e.name)).toEqual([entry]);
      expect(entries[0]?.body.toString()).toContain('Demo Xổ Số (DEMOVN)');
    }
  });

  it("serves a web clip profile of the merchant's home page", async () => {
    const resources = await resourcesOf('DEMOBR');
    const url = new URL(resources.find((r) => r.resourceType === 'MOBILECONFIG')?.url ?? '');
    const res = await call(server, url.pathname, { host: 'localhost' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-apple-aspen-config');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="DemoSorte.mobileconfig"',
    );
    const profile = res.text;
    expect(profile).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<!DOCTYPE plist /);
    expect(profile).toContain('<key>PayloadType</key><string>Configuration</string>');
    expect(profile).toContain('<key>PayloadType</key><string>com.apple.webClip.managed</string>');
    expect(profile).toContain(
      `<key>URL</key><string>http://localhost:${server.port}/m/home</string>`,
    );
    expect(profile).toContain('<key>Label</key><string>Demo Sorte Brasil</string>');
    const uuids = [...profile.matchAll(/<key>PayloadUUID<\/key><string>([^<]+)</g)].map(
      (m) => m[1],
    );
    expect(uuids).toHaveLength(2);
    for (const uuid of uuids)
      expect(uuid).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-5[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
    const icon = /<key>Icon<\/key><data>([^<]+)<\/data>/.exec(profile)?.[1] ?? '';
    expect(Buffer.from(icon, 'base64').subarray(1, 4).toString()).toBe('PNG');
    // The tag names come from the profile, the merchant's texts only as escaped strings.
    expect(profile.match(/<dict>/g)).toHaveLength(2);
  });

  it('links the download-image banners to the local Android package', async () => {
    const res = await call(server, '/wps/relay/MCSFE_getBanners?platform=M');
    const banners = res.json<{ value: { groupName: string; linkage: string }[] }>().value;
    const android = (await resourcesOf('DEMOVN')).find((r) => r.resourceType === 'Android');
    for (const banner of banners.filter((b) => b.groupName.startsWith('m_popup'))) {
      expect(banner.linkage).toBe(android?.url);
    }
  });

  it('serves only the files the resources name, by GET or HEAD', async () => {
    const resources = await resourcesOf('DEMOVN');
    const apk = new URL(resources.find((r) => r.resourceType === 'Android')?.url ?? '').pathname;
    const head = await call(server, apk, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toHaveLength(0);
    expect((await call(server, apk, { method: 'POST' })).status).toBe(405);
    for (const missing of [
      '/downloads/DEMOVN/Other-1.0.apk',
      apk.replace('DEMOVN', 'demovn'),
      apk.replace('DEMOVN', 'DEMOBR'),
      '/downloads/NOPE/app.apk',
      '/downloads/DEMOVN/',
    ]) {
      expect((await call(server, missing)).status, missing).toBe(404);
    }
    // A dot segment never reaches a route.
    expect((await call(server, '/downloads/DEMOVN/../DEMOVN/x.apk')).status).toBe(400);
  });

  it('follows the fault switches only when QA names the path', async () => {
    const apk = '/downloads/DEMOVN/DemoXoSo-2.4.39.apk';
    await setScenario(server, { errorRate: 1 });
    expect((await call(server, apk)).status).toBe(200);
    await setScenario(server, { paths: ['/downloads/'] });
    expect((await call(server, apk)).status).toBe(503);
    await clearScenario(server);
  });
});
