// The nginx deployment (deploy/): the template with this build's security headers passes
// `nginx -t`, then serves a build-shaped folder once, checked answer by answer against the
// reference server serving the same folder, with /wps proxied to a reference server.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/deploy/precompress.ts';
import { startStorefrontServer, type RunningServer } from '../../server/app.ts';
import { CONTENT_TYPES, contentTypeFor } from '../../server/mime.ts';
import { NO_PROXY } from '../../server/forwarding.ts';
import { proxyRequest } from '../../server/proxy.ts';
import { routeTarget } from '../../server/request.ts';
import { NO_THIRD_PARTY_HOSTS, type ThirdPartyHosts } from '../../server/security/hosts.ts';
import { hashSource } from '../../server/security/inline-scripts.ts';
import { nginxSecuritySnippet } from '../../server/security/nginx.ts';
import { HOUR, IMMUTABLE, REVALIDATE } from '../../server/static-app.ts';
import { call, type RawResponse } from '../../server/test-helpers.ts';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const TEMPLATE = join(
  import.meta.dirname,
  '..',
  '..',
  'deploy',
  'nginx',
  'storefront.conf.template',
);
const isRoot = process.getuid?.() === 0;
/** Debian's libnginx-mod-http-brotli-static; without it the template keeps `brotli_static` off. */
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const hasBrotli = existsSync(BROTLI_MODULE);

/** Why the test cannot run here, or null. As root (CI) a missing nginx is a failure instead. */
const skipReason =
  existsSync(NGINX) || isRoot
    ? null
    : `no nginx at ${NGINX} and not root to install it: run scripts/ensure-nginx.sh as root`;

const BOOT_SCRIPT = "document.documentElement.dataset.boot = 'nginx';";
const INDEX_HTML = `<!doctype html><html><head><style>.boot{display:grid}</style>
<script>${BOOT_SCRIPT}</script>
<script type="module" crossorigin src="/m/assets/index-Ab12Cd.js"></script></head>
<body><div id="root"></div></body></html>
`;
const APP_SCRIPT = '/m/assets/index-Ab12Cd.js';
const APP_JS = 'export const routes = ["/m/home", "/m/login"];\n'.repeat(60);
const HOSTS: ThirdPartyHosts = {
  ...NO_THIRD_PARTY_HOSTS,
  captcha: ['https://static.geetest.com'],
  images: ['https://img.cdn.example'],
};

/** `${NAME}` placeholders, as the nginx image's envsubst fills them; none may be left over. */
function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for \${${name}} in the template`);
    return value;
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

async function writeBuild(dist: string) {
  await mkdir(join(dist, 'assets'), { recursive: true });
  await mkdir(join(dist, 'locales'), { recursive: true });
  await mkdir(join(dist, 'kinds'), { recursive: true });
  await writeFile(join(dist, 'index.html'), INDEX_HTML);
  await writeFile(join(dist, 'assets', 'index-Ab12Cd.js'), APP_JS);
  await writeFile(join(dist, 'sw.js'), `self.addEventListener('install', () => {});\n${APP_JS}`);
  await writeFile(join(dist, 'asset-manifest.json'), '{"index.html":{"file":"index.html"}}\n');
  await writeFile(join(dist, 'locales', 'en.json'), '{"pages":{"home":"Home"}}\n');
  await writeFile(join(dist, '.env'), 'SECRET=1\n');
  // One file of every type the reference server knows, for the types table.
  for (const extension of Object.keys(CONTENT_TYPES)) {
    await writeFile(join(dist, 'kinds', `file${extension}`), 'x');
  }
}

function sameHeader(response: RawResponse, name: string) {
  const value = response.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

describe.skipIf(skipReason !== null)(
  `nginx in front of the build${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let work: string;
    let nginx: ChildProcess | undefined;
    let port: number;
    let reference: RunningServer;
    let operator: Server;
    const forwarded: IncomingHttpHeaders[] = [];
    const nginxArgs = () => [
      '-p',
      work,
      '-c',
      join(work, 'nginx.conf'),
      '-e',
      join(work, 'error.log'),
    ];
    const viaNginx = (path: string, headers: Record<string, string> = {}) =>
      call({ port }, path, { headers });
    const viaNode = (path: string, headers: Record<string, string> = {}) =>
      call(reference, path, { headers });

    beforeAll(async () => {
      if (!existsSync(NGINX)) throw new Error(`No nginx at ${NGINX}: run scripts/ensure-nginx.sh`);
      work = await mkdtemp(join(tmpdir(), 'storefront-nginx-'));
      const dist = join(work, 'srv', 'm');
      await writeBuild(dist);
      await precompress(dist);
      reference = await startStorefrontServer({
        quiet: true,
        port: 0,
        distDir: dist,
        thirdPartyHosts: HOSTS,
      });
      // The operator: records what nginx forwards, then asks the reference server.
      operator = createServer((req, res) => {
        forwarded.push(req.headers);
        const target = routeTarget(req.url);
        if (!target) throw new Error(`nginx forwarded an unroutable path: ${req.url}`);
        proxyRequest(req, res, new URL(reference.url), target, { forwarding: NO_PROXY });
      });
      await new Promise<void>((resolve) => operator.listen(0, '127.0.0.1', resolve));
      const operatorAddress = operator.address();
      const operatorPort = typeof operatorAddress === 'object' ? operatorAddress?.port : 0;

      port = await freePort();
      const headers = join(work, 'security-headers.conf');
      await writeFile(
        headers,
        nginxSecuritySnippet(HOSTS, await readFile(join(dist, 'index.html'))),
      );
      const template = await readFile(TEMPLATE, 'utf8');
      // As docs/server.md says to do where the module is installed.
      const withBrotli = hasBrotli
        ? template.replace('# brotli_static on;', 'brotli_static on;')
        : template;
      const site = renderTemplate(withBrotli, {
        STOREFRONT_PORT: `127.0.0.1:${port}`,
        STOREFRONT_ROOT: join(work, 'srv'),
        STOREFRONT_HEADERS: headers,
        WPS_UPSTREAM: `http://127.0.0.1:${operatorPort}`,
      });
      await writeFile(join(work, 'storefront.conf'), site);
      const temp = (name: string) => `${name}_temp_path ${join(work, name)};`;
      await writeFile(
        join(work, 'nginx.conf'),
        [
          // As root, the workers would switch to nobody, whose group Debian does not have.
          isRoot ? 'user root;' : '',
          hasBrotli ? `load_module ${BROTLI_MODULE};` : '',
          'daemon off;',
          'worker_processes 1;',
          `pid ${join(work, 'nginx.pid')};`,
          'events { worker_connections 64; }',
          'http {',
          'access_log off;',
          ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp),
          `include ${join(work, 'storefront.conf')};`,
          '}',
          '',
        ].join('\n'),
      );
      const check = spawnSync(NGINX, ['-t', ...nginxArgs()], { encoding: 'utf8' });
      expect(check.status, check.stderr).toBe(0);

      nginx = spawn(NGINX, nginxArgs(), { stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      nginx.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      // Ready when it answers; it says nothing when it is.
      for (let attempt = 0; ; attempt++) {
        const answered = await viaNginx('/m/').then(
          () => true,
          () => false,
        );
        if (answered) break;
        if (attempt > 100 || nginx.exitCode !== null)
          throw new Error(`nginx did not start: ${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });

    afterAll(async () => {
      if (nginx && nginx.exitCode === null) {
        const exited = new Promise((resolve) => nginx!.once('exit', resolve));
        nginx.kill('SIGQUIT');
        await exited;
      }
      await new Promise((resolve) => operator?.close(resolve));
      await reference?.close();
      if (work) await rm(work, { recursive: true, force: true });
    });

    it('sends the security headers the reference server sends, this build’s hashes included', async () => {
      const node = await viaNode('/m/');
      const policy = String(node.headers['content-security-policy']);
      expect(policy).toContain(hashSource(BOOT_SCRIPT));
      expect(policy).toContain('https://static.geetest.com');
      for (const path of [
        '/',
        '/m/',
        '/m/home',
        '/m/assets/index-Ab12Cd.js',
        '/m/assets/gone.js',
        '/m/sw.js',
        '/m',
      ]) {
        const answer = await viaNginx(path);
        for (const name of [
          'content-security-policy',
          'referrer-policy',
          'permissions-policy',
          'x-content-type-options',
        ]) {
          expect(sameHeader(answer, name), `${name} of ${path}`).toBe(sameHeader(node, name));
        }
      }
    });

    it('answers each kind of path with the status, type and cache rule of docs/server.md', async () => {
      const cases: [path: string, status: number, cacheControl: string, file: string][] = [
        ['/', 200, REVALIDATE, 'index.html'],
        ['/m/', 200, REVALIDATE, 'index.html'],
        ['/m/index.html', 200, REVALIDATE, 'index.html'],
        ['/m/securityCenter/addBankCard', 200, REVALIDATE, 'index.html'],
        ['/m/register.html', 200, REVALIDATE, 'index.html'],
        ['/m/assets/index-Ab12Cd.js', 200, IMMUTABLE, 'assets/index-Ab12Cd.js'],
        ['/m/sw.js', 200, REVALIDATE, 'sw.js'],
        ['/m/asset-manifest.json', 200, REVALIDATE, 'asset-manifest.json'],
        ['/m/locales/en.json', 200, REVALIDATE, 'locales/en.json'],
        ['/m/kinds/file.svg', 200, HOUR, 'kinds/file.svg'],
        ['/m/assets/index-Gone00.js', 404, 'no-store', ''],
        ['/m/locales/xx.json', 404, 'no-store', ''],
        ['/m/missing.png', 404, 'no-store', ''],
        ['/m/.env', 404, 'no-store', ''],
      ];
      for (const [path, status, cacheControl, file] of cases) {
        const [answer, node] = [await viaNginx(path), await viaNode(path)];
        expect([answer.status, answer.headers['cache-control']], path).toEqual([
          status,
          cacheControl,
        ]);
        expect([node.status, node.headers['cache-control']], `${path} (reference)`).toEqual([
          status,
          cacheControl,
        ]);
        expect(answer.headers['content-type'], path).toBe(node.headers['content-type']);
        if (file) {
          expect(answer.text, path).toBe(node.text);
          expect(answer.headers['etag'] ?? answer.headers['last-modified'], path).toBeTruthy();
        }
      }
      expect((await viaNginx('/m/sw.js')).headers['service-worker-allowed']).toBe('/m/');
      const redirect = await viaNginx('/m?affiliateCode=AF1');
      expect([
        redirect.status,
        redirect.headers['location'],
        redirect.headers['cache-control'],
      ]).toEqual([301, '/m/?affiliateCode=AF1', HOUR]);
    });

    it('serves every type the reference server knows with the same Content-Type', async () => {
      for (const extension of Object.keys(CONTENT_TYPES)) {
        const answer = await viaNginx(`/m/kinds/file${extension}`);
        expect(answer.headers['content-type'], extension).toBe(contentTypeFor(`file${extension}`));
      }
    });

    it('serves the precompressed file to a client that accepts gzip, and revalidates', async () => {
      const gzipped = await viaNginx('/m/assets/index-Ab12Cd.js', { 'Accept-Encoding': 'gzip' });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gzipped.headers['vary']).toBe('Accept-Encoding');
      expect(gunzipSync(gzipped.body).toString()).toBe(APP_JS);
      const first = await viaNginx('/m/');
      const again = await viaNginx('/m/', { 'If-None-Match': String(first.headers['etag']) });
      expect(again.status).toBe(304);
    });

    it.skipIf(!hasBrotli)(
      'with the brotli module, prefers the .br file as the server does',
      async () => {
        const headers = { 'Accept-Encoding': 'gzip, deflate, br' };
        const [byNginx, byNode] = [
          await viaNginx(APP_SCRIPT, headers),
          await viaNode(APP_SCRIPT, headers),
        ];
        for (const answer of [byNginx, byNode]) {
          expect(answer.headers['content-encoding']).toBe('br');
          expect(brotliDecompressSync(answer.body).toString()).toBe(APP_JS);
        }
        expect(byNginx.body).toEqual(byNode.body);
        const gzipOnly = await viaNginx(APP_SCRIPT, { 'Accept-Encoding': 'gzip' });
        expect(gzipOnly.headers['content-encoding']).toBe('gzip');
      },
    );

    it('proxies /wps to the operator with X-Forwarded-* of its own, not the client’s', async () => {
      forwarded.length = 0;
      const status = await viaNginx('/wps/system/status', { 'X-Forwarded-For': '203.0.113.9' });
      expect(status.status).toBe(200);
      expect(status.json()).toMatchObject({
        success: true,
        value: { info: { merchantCode: 'DEMOVN' } },
      });
      expect(forwarded).toHaveLength(1);
      expect(forwarded[0]).toMatchObject({
        'x-forwarded-for': '127.0.0.1',
        'x-forwarded-host': `127.0.0.1:${port}`,
        'x-forwarded-proto': 'http',
      });
      const unknown = await viaNginx('/wps/no/such/call');
      expect([unknown.status, unknown.json()]).toEqual([
        404,
        expect.objectContaining({ errorCode: 'not_found' }),
      ]);
    });
  },
);
