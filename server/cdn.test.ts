import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from './test-helpers.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.stop());

describe('/cdn', () => {
  it('lets any origin read its images, so a service worker can check them before keeping them', async () => {
    const image = await call(server, '/cdn/DEMOVN/logo.svg');
    expect(image.status).toBe(200);
    expect(image.headers['access-control-allow-origin']).toBe('*');
    const again = await call(server, '/cdn/DEMOVN/logo.svg', {
      headers: { 'If-None-Match': String(image.headers['etag']) },
    });
    expect(again.status).toBe(304);
    expect(again.headers['access-control-allow-origin']).toBe('*');
  });

  it('lets any origin read its errors too: a missing image is a readable 404, never opaque', async () => {
    for (const path of ['/cdn/DEMOVN/banner-9.svg', '/cdn/NOPE/logo.svg']) {
      const missing = await call(server, path);
      expect(missing.status, path).toBe(404);
      expect(missing.headers['access-control-allow-origin'], path).toBe('*');
    }
  });
});
