import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachePolicyFor, safeRelativePath, withServiceWorkerVersion } from './static-app.ts';
import { APP_JS, call, INDEX_HTML, startTestServer, type TestServer } from './test-helpers.ts';

describe('the built app under /m', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('serves index.html at / and /m/ for revalidation', async () => {
    for (const path of ['/', '/m/', '/m/index.html']) {
      const res = await call(server, path);
      expect(res.status).toBe(200);
      expect(res.text).toBe(INDEX_HTML);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['etag']).toMatch(/^".+"$/);
    }
  });

  it('answers 304 when the ETag still matches', async () => {
    const first = await call(server, '/m/sw.js');
    const again = await call(server, '/m/sw.js', {
      headers: { 'If-None-Match': String(first.headers['etag']) },
    });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
    const gzipped = await call(server, '/m/sw.js', { headers: { 'Accept-Encoding': 'gzip' } });
    const revalidated = await call(server, '/m/sw.js', {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': String(gzipped.headers['etag']) },
    });
    expect(revalidated.status).toBe(304);
  });

  it('redirects /m to /m/ keeping the query', async () => {
    const res = await call(server, '/m?affiliateCode=AF1&r=9');
    expect(res.status).toBe(301);
    expect(res.headers['location']).toBe('/m/?affiliateCode=AF1&r=9');
  });

  it('caches hashed assets for a year and gzips text when asked', async () => {
    const plain = await call(server, '/m/assets/index-3f2a1b.js');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(APP_JS);

    const gz = await call(server, '/m/assets/index-3f2a1b.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['vary']).toContain('Accept-Encoding');
    expect(gunzipSync(gz.body).toString()).toBe(APP_JS);
    expect(gz.body.length).toBeLessThan(APP_JS.length);

    const font = await call(server, '/m/assets/font-9c1d.woff2', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['content-encoding']).toBeUndefined();
  });

  it('makes the service worker, manifests and locales revalidate', async () => {
    const sw = await call(server, '/m/sw.js?env=prod&merchant=DEMOVN');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['service-worker-allowed']).toBe('/m/');
    expect(sw.headers['content-type']).toBe('text/javascript; charset=utf-8');
    for (const path of ['/m/asset-manifest.json', '/m/locales/vi.json']) {
      const res = await call(server, path);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    const other = await call(server, '/m/favicon.svg');
    expect(other.headers['cache-control']).toBe('public, max-age=3600');
    expect(other.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  });

  it('falls back to index.html for app routes', async () => {
    for (const path of [
      '/m/home',
      '/m/index',
      '/m/member/home',
      '/m/register.html',
      '/m/login?x',
    ]) {
      const res = await call(server, path);
      expect(res.status, path).toBe(200);
      expect(res.text).toBe(INDEX_HTML);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('gives a plain 404 for missing assets and files', async () => {
    for (const path of ['/m/assets/index-old.js', '/m/assets/app', '/m/logo.png', '/favicon.ico']) {
      const res = await call(server, path);
      expect(res.status, path).toBe(404);
      expect(res.text).not.toContain('<div id="root">');
    }
  });

  it('never serves a file outside dist', async () => {
    const attempts = [
      '/m/../secret.txt',
      '/m/%2e%2e/secret.txt',
      '/m/..%2fsecret.txt',
      '/m/assets/..%2f..%2fsecret.txt',
      '/m/%2e%2e%5csecret.txt',
      '/m/assets/%00.js',
      '/m//etc/passwd',
      '/m/%E0%A4%A',
    ];
    for (const path of attempts) {
      const res = await call(server, path);
      expect(res.text, path).not.toContain('TOP-SECRET');
      expect(res.text, path).not.toContain('root:');
    }
  });

  it('answers only GET and HEAD', async () => {
    expect((await call(server, '/m/home', { method: 'POST' })).status).toBe(405);
    const head = await call(server, '/m/home', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toHaveLength(0);
  });
});

describe('without a build', () => {
  it('says to run the build', async () => {
    const server = await startTestServer({ withIndex: false });
    try {
      const res = await call(server, '/m/home');
      expect(res.status).toBe(503);
      expect(res.text).toContain('npm run build');
    } finally {
      await server.stop();
    }
  });
});

describe('path rules', () => {
  it('rejects dot segments, hidden files and bad encoding', () => {
    expect(safeRelativePath('assets/app.js')).toBe('assets/app.js');
    expect(safeRelativePath('a//b')).toBe('a/b');
    expect(safeRelativePath('../x')).toBeNull();
    expect(safeRelativePath('%2e%2e/x')).toBeNull();
    expect(safeRelativePath('.vite/manifest.json')).toBeNull();
    expect(safeRelativePath('a%5cb')).toBeNull();
    expect(safeRelativePath('%E0%A4%A')).toBeNull();
  });

  it('picks the cache policy by kind of file', () => {
    expect(cachePolicyFor('assets/x-1.css')).toContain('immutable');
    expect(cachePolicyFor('offline.html')).toBe('no-cache');
    expect(cachePolicyFor('robots.txt')).toBe('public, max-age=3600');
  });
});

describe('withServiceWorkerVersion', () => {
  const file = {
    mtimeMs: 1,
    size: 3,
    body: Buffer.from('sw;'),
    etag: '"a"',
    encoded: { gzip: Buffer.from('x') },
  };

  it('serves the build untouched at version 1', () => {
    expect(withServiceWorkerVersion(file, '1')).toBe(file);
  });

  it('makes another version byte-different, with its own ETag and no stale gzip', () => {
    const v2 = withServiceWorkerVersion(file, '2');
    expect(v2.body.toString()).toMatch(/^sw;\n\/\/ QA service worker version 2\n$/);
    expect(v2.etag).not.toBe(file.etag);
    expect(v2.encoded).toEqual({});
    expect(withServiceWorkerVersion(file, '3').etag).not.toBe(v2.etag);
  });
});
