import { describe, expect, it } from 'vitest';
import { DEMOVN } from './merchants/DEMOVN.ts';
import type { MerchantFixture } from './merchants/types.ts';
import { downloadHostsOf, redirectTarget } from './mobile.ts';
import { call, startTestServer } from './test-helpers.ts';

const allow = { ownHost: 'shop.test:8080', downloadHosts: new Set(['dl.shop.test']) };

describe('the redirect allow-list', () => {
  it('follows paths and URLs of this server', () => {
    expect(redirectTarget('/downloads/DEMOVN/app.apk', allow)).toBe('/downloads/DEMOVN/app.apk');
    expect(redirectTarget('http://shop.test:8080/downloads/a b.ipa', allow)).toBe(
      'http://shop.test:8080/downloads/a%20b.ipa',
    );
    expect(redirectTarget('HTTPS://SHOP.test:8080/m/home?x=1#y', allow)).toBe(
      'https://shop.test:8080/m/home?x=1#y',
    );
    expect(redirectTarget('/m/home?a="><b>', allow)).toBe('/m/home?a=%22%3E%3Cb%3E');
  });

  it("follows the merchant's own download hosts", () => {
    expect(redirectTarget('https://dl.shop.test/app.apk', allow)).toBe(
      'https://dl.shop.test/app.apk',
    );
  });

  it('refuses everything else', () => {
    for (const bad of [
      null,
      '',
      'https://evil.test/app.apk',
      'https://dl.shop.test.evil.test/app.apk',
      'https://shop.test/app.apk', // another port
      'https://shop.test:8080@evil.test/app.apk',
      'https://user:pw@shop.test:8080/app.apk',
      '//evil.test/app.apk',
      '/\\evil.test/app.apk',
      '\\\\evil.test/app.apk',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://shop.test:8080/app.apk',
      'http://[::1',
    ]) {
      expect(redirectTarget(bad, allow), String(bad)).toBeNull();
    }
  });

  it('takes the download hosts from absolute app links only', () => {
    const merchant = {
      ...DEMOVN,
      resources: [
        { resourceType: 'Android', url: 'https://dl.demo.test/app.apk' },
        { resourceType: 'IOS', url: '/downloads/DEMOVN/app.ipa' },
        { resourceType: 'AppDownloadIcon', url: 'https://img.demo.test/icon.png' },
      ],
    } satisfies MerchantFixture;
    expect([...downloadHostsOf(merchant)]).toEqual(['dl.demo.test']);
    // The demo merchants' files are all served here.
    expect(downloadHostsOf(DEMOVN).size).toBe(0);
  });
});

describe('/mobile/mc/redirect.html', () => {
  it("sends the browser to this server's download, escaped, with no script", async () => {
    const server = await startTestServer();
    try {
      const own = `http://127.0.0.1:${server.port}`;
      const target = `${own}/downloads/DEMOVN/DemoXoSo-2.4.39.apk?a=1&b="><script>alert(1)</script>`;
      const res = await call(server, `/mobile/mc/redirect.html?url=${encodeURIComponent(target)}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'self'",
      );
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).toContain(
        `content="0; url=${own}/downloads/DEMOVN/DemoXoSo-2.4.39.apk?a=1&amp;b=%22%3E%3Cscript%3Ealert(1)%3C/script%3E"`,
      );
      expect(res.text).not.toContain('<script');

      const path = await call(
        server,
        `/mobile/mc/redirect.html?url=${encodeURIComponent('/m/home')}`,
      );
      expect(path.text).toContain('content="0; url=/m/home"');

      for (const bad of [
        'https://dl.demo.test/app.apk',
        `http://localhost:${server.port}/m/home`, // the page was asked for on 127.0.0.1
        'javascript:alert(1)',
        '//evil.test/x',
        'data:text/html,x',
        '',
      ]) {
        const refused = await call(
          server,
          `/mobile/mc/redirect.html?url=${encodeURIComponent(bad)}`,
        );
        expect(refused.status, bad).toBe(400);
        expect(refused.text).not.toContain('http-equiv');
        expect(refused.text).toContain('invalid');
      }
    } finally {
      await server.stop();
    }
  });
});
