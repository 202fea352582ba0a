// `npm run size`'s precache figure: the manifest Workbox writes into sw.js, each file at the size
// the reference server really sends to a browser accepting brotli.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/deploy/precompress.ts';
import { precacheSize, precacheUrls } from '../../scripts/size-precache.ts';
import { startStorefrontServer, type RunningServer } from '../../server/app.ts';
import { call } from '../../server/test-helpers.ts';

const MANIFEST = [
  { revision: 'ab12', url: 'index.html' },
  { revision: null, url: 'assets/index-1.js' },
  { revision: null, url: 'assets/index-1.css' },
  { revision: null, url: 'assets/font-1.woff2' },
  { revision: null, url: 'assets/tiny-1.js' },
  { revision: null, url: 'assets/index-1.js' },
];
const SERVICE_WORKER = `const a=1;Ee(${JSON.stringify(MANIFEST)});self.x=[{"revision":1}];`;

describe('the precache budget', () => {
  let root: string;
  let dist: string;
  let server: RunningServer;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'storefront-precache-'));
    dist = join(root, 'dist');
    await mkdir(join(dist, 'assets'), { recursive: true });
    await writeFile(join(dist, 'sw.js'), SERVICE_WORKER);
    await writeFile(join(dist, 'index.html'), `<!doctype html>${'<p>home</p>'.repeat(60)}`);
    await writeFile(
      join(dist, 'assets', 'index-1.js'),
      'export const lanes = [1, 2];\n'.repeat(90),
    );
    await writeFile(join(dist, 'assets', 'index-1.css'), '.lane { margin: 0 auto; }\n'.repeat(40));
    await writeFile(join(dist, 'assets', 'font-1.woff2'), Buffer.alloc(700, 3));
    await writeFile(join(dist, 'assets', 'tiny-1.js'), 'export const a = 1;\n');
    await precompress(dist);
    server = await startStorefrontServer({ port: 0, quiet: true, distDir: dist });
  });
  afterAll(async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  });

  it('reads each URL of the manifest Workbox inlined, once', () => {
    expect(precacheUrls(SERVICE_WORKER)).toEqual([
      'index.html',
      'assets/index-1.js',
      'assets/index-1.css',
      'assets/font-1.woff2',
      'assets/tiny-1.js',
    ]);
  });

  it('counts each file at the size the server sends it, and sums them', async () => {
    const { files, total } = precacheSize(dist);
    let sent = 0;
    let plain = 0;
    for (const { url, bytes } of files) {
      const answer = await call(server, `/m/${url}`, {
        headers: { 'Accept-Encoding': 'gzip, deflate, br' },
      });
      expect(answer.status, url).toBe(200);
      expect(bytes, url).toBe(answer.body.length);
      sent += answer.body.length;
      plain += (await call(server, `/m/${url}`)).body.length;
    }
    expect(files).toHaveLength(5);
    expect(total).toBe(sent);
    expect(total).toBeLessThan(plain);
  });

  it('has no manifest to count in a build without one', async () => {
    await writeFile(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    expect(() => precacheSize(dist)).toThrow(/npm run build/);
  });
});
