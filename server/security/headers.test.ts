import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startStorefrontServer } from '../app.ts';
import { call, makeDist, startTestServer, type TestServer } from '../test-helpers.ts';
import { hashSource } from './inline-scripts.ts';
import { PERMISSIONS_POLICY, REFERRER_POLICY } from './policy.ts';

/** The directives of a policy, by name. */
function directives(csp: string | string[] | undefined): Map<string, string[]> {
  return new Map(
    String(csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

let server: TestServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

describe('the security headers of the reference server', () => {
  it('are on every answer: app files, routes, errors, redirects, revalidations and the API', async () => {
    server = await startTestServer();
    const etag = String((await call(server, '/m/sw.js')).headers['etag']);
    const answers = await Promise.all([
      call(server, '/m/'),
      call(server, '/m/login'),
      call(server, '/m/assets/index-3f2a1b.js'),
      call(server, '/m/sw.js', { headers: { 'If-None-Match': etag } }),
      call(server, '/m'),
      call(server, '/m/assets/missing.js'),
      call(server, '/elsewhere'),
      call(server, '/wps/system/status'),
      call(server, '/wps/no/such/call'),
      call(server, '/cdn/DEMOVN/logo.svg'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([
      200, 200, 200, 304, 301, 404, 404, 200, 404, 200,
    ]);
    for (const { headers } of answers) {
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe(REFERRER_POLICY);
      expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      const policy = directives(headers['content-security-policy']);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
    }
  });

  it("lets in the built index.html's inline scripts by hash, recomputed when it is rebuilt", async () => {
    const { root, dist } = await makeDist();
    const boot = "document.documentElement.dataset.boot = '1';";
    const page = (script: string) =>
      `<!doctype html><html><head><script>${script}</script>` +
      '<script type="module" src="/m/assets/index-3f2a1b.js"></script></head><body></body></html>';
    await writeFile(join(dist, 'index.html'), page(boot));
    const running = await startStorefrontServer({ quiet: true, distDir: dist, port: 0 });
    server = {
      ...running,
      stop: () => running.close().then(() => rm(root, { recursive: true, force: true })),
    };

    for (const path of ['/', '/m/home', '/m/index.html']) {
      const scripts = directives((await call(server, path)).headers['content-security-policy']);
      expect(scripts.get('script-src')).toEqual(["'self'", hashSource(boot)]);
    }
    // Files other than the build's HTML need no hash.
    const asset = await call(server, '/m/assets/index-3f2a1b.js');
    expect(directives(asset.headers['content-security-policy']).get('script-src')).toEqual([
      "'self'",
    ]);

    const rebuilt = "document.documentElement.dataset.boot = '2';";
    await writeFile(join(dist, 'index.html'), `${page(rebuilt)}\n`);
    const after = directives((await call(server, '/m/')).headers['content-security-policy']);
    expect(after.get('script-src')).toEqual(["'self'", hashSource(rebuilt)]);
  });

  it('adds the configured hosts to the directives their purpose needs, and only those', async () => {
    server = await startTestServer({
      thirdPartyHosts: {
        captcha: ['https://static.geetest.com'],
        chat: ['https://chat.example'],
        firebase: ['storefront-demo.firebaseapp.com'],
        images: ['https://img.cdn.example'],
        frames: ['https://*.games.example'],
        connect: ['wss://chat-socket.example'],
      },
    });
    const policy = directives((await call(server, '/m/')).headers['content-security-policy']);
    const script = policy.get('script-src');
    expect(script).toEqual(
      expect.arrayContaining([
        'https://static.geetest.com',
        'https://chat.example',
        'https://apis.google.com',
      ]),
    );
    expect(script).not.toContain('https://img.cdn.example');
    expect(script).not.toContain('https://*.games.example');
    expect(policy.get('img-src')).toContain('https://img.cdn.example');
    // The service worker fetches the images itself.
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining([
        'wss://chat-socket.example',
        'https://img.cdn.example',
        'https://identitytoolkit.googleapis.com',
      ]),
    );
    expect(policy.get('frame-src')).toEqual(
      expect.arrayContaining(['https://*.games.example', 'storefront-demo.firebaseapp.com']),
    );
    expect(policy.get('frame-src')).not.toContain('wss://chat-socket.example');
  });

  it('lets the line test ping any https mirror; in demo mode, plain http ones too', async () => {
    server = await startTestServer();
    const demo = directives((await call(server, '/m/')).headers['content-security-policy']);
    expect(demo.get('connect-src')).toEqual(["'self'", 'https:', 'http:']);
    await server.stop();
    server = await startTestServer({ upstream: 'http://127.0.0.1:9' });
    const proxying = directives((await call(server, '/m/')).headers['content-security-policy']);
    expect(proxying.get('connect-src')).toEqual(["'self'", 'https:']);
    expect(proxying.get('script-src')).toEqual(["'self'"]);
    expect(proxying.get('frame-src')).toEqual(["'self'"]);
  });

  it('refuses a host that is not one, before it can widen or break the policy', async () => {
    for (const bad of ["'unsafe-inline'", '*', 'https:', 'data:', 'a.example; script-src *']) {
      await expect(
        startStorefrontServer({ quiet: true, port: 0, thirdPartyHosts: { chat: [bad] } }),
      ).rejects.toThrow(/is not a host/);
    }
    // A whole scheme only where nothing loaded runs script in the page.
    await expect(
      startStorefrontServer({ quiet: true, port: 0, thirdPartyHosts: { captcha: ['https:'] } }),
    ).rejects.toThrow(/is not a host/);
  });

  it("keeps the server's own pages on their stricter policies", async () => {
    server = await startTestServer();
    const pages = [
      '/cs/DEMOVN/1',
      '/cs/chat/DEMOVN',
      '/wps/game/demo/DEMOVN/SPRIBO/SKYJET',
      '/mobile/mc/redirect.html?url=%2Fm%2Fhome',
    ];
    for (const path of pages) {
      const { headers } = await call(server, path);
      const policy = directives(headers['content-security-policy']);
      expect(policy.get('default-src'), path).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors'), path).toEqual(["'self'"]);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    }
  });
});
