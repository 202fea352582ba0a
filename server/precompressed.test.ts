// The build's .br/.gz copies (scripts/deploy/precompress.ts) served by Accept-Encoding.
import { readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../scripts/deploy/precompress.ts';
import { startStorefrontServer, type RunningServer } from './app.ts';
import { APP_JS, call, makeDist } from './test-helpers.ts';

const SCRIPT = '/m/assets/index-3f2a1b.js';

describe('precompressed build files', () => {
  let server: RunningServer;
  let dist: string;
  const roots: string[] = [];
  const newDist = async () => {
    const made = await makeDist();
    roots.push(made.root);
    return made.dist;
  };
  const onDisk = (suffix: string) => readFile(join(dist, 'assets', `index-3f2a1b.js${suffix}`));

  beforeAll(async () => {
    dist = await newDist();
    await precompress(dist);
    server = await startStorefrontServer({ port: 0, quiet: true, distDir: dist });
  });
  afterAll(async () => {
    await server.close();
    await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
  });

  it('sends the brotli file to a browser that accepts it, else the gzip file, else the plain one', async () => {
    const br = await call(server, SCRIPT, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toEqual(await onDisk('.br'));
    expect(brotliDecompressSync(br.body).toString()).toBe(APP_JS);

    const gz = await call(server, SCRIPT, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toEqual(await onDisk('.gz'));
    expect(gunzipSync(gz.body).toString()).toBe(APP_JS);

    const plain = await call(server, SCRIPT, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(APP_JS);

    for (const answer of [br, gz, plain]) {
      expect(answer.headers['vary']).toBe('Accept-Encoding');
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
  });

  it('honours q-values', async () => {
    const lowBrotli = await call(server, SCRIPT, {
      headers: { 'Accept-Encoding': 'br;q=0.4, gzip' },
    });
    expect(lowBrotli.headers['content-encoding']).toBe('gzip');
    const none = await call(server, SCRIPT, { headers: { 'Accept-Encoding': 'br;q=0, gzip;q=0' } });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.text).toBe(APP_JS);
  });

  it('tags each encoding apart and revalidates each with its own tag', async () => {
    const tags = new Set<string>();
    for (const accept of ['br', 'gzip', 'identity']) {
      const first = await call(server, SCRIPT, { headers: { 'Accept-Encoding': accept } });
      const etag = String(first.headers['etag']);
      tags.add(etag);
      const again = await call(server, SCRIPT, {
        headers: { 'Accept-Encoding': accept, 'If-None-Match': etag },
      });
      expect(again.status, accept).toBe(304);
      expect(again.headers['etag'], accept).toBe(etag);
      expect(again.headers['vary'], accept).toBe('Accept-Encoding');
    }
    expect(tags.size).toBe(3);
  });

  it('answers HEAD with the headers GET would send, and no body', async () => {
    const headers = { 'Accept-Encoding': 'br, gzip' };
    const get = await call(server, SCRIPT, { headers });
    const head = await call(server, SCRIPT, { method: 'HEAD', headers });
    expect(head.status).toBe(200);
    expect(head.body).toHaveLength(0);
    for (const name of ['content-encoding', 'content-length', 'etag', 'vary', 'content-type']) {
      expect(head.headers[name], name).toBe(get.headers[name]);
    }
  });

  it('answers a Range request with the whole encoded body, never a slice of one coding', async () => {
    const ranged = await call(server, SCRIPT, {
      headers: { 'Accept-Encoding': 'br', Range: 'bytes=0-9' },
    });
    expect(ranged.status).toBe(200);
    expect(ranged.headers['accept-ranges']).toBeUndefined();
    expect(brotliDecompressSync(ranged.body).toString()).toBe(APP_JS);
  });

  it('ignores a copy older than its file, left by an earlier build', async () => {
    const other = await newDist();
    const script = join(other, 'assets', 'index-3f2a1b.js');
    await writeFile(`${script}.br`, Buffer.from('stale'));
    const past = new Date(Date.now() - 60_000);
    await utimes(`${script}.br`, past, past);
    const stale = await startStorefrontServer({ port: 0, quiet: true, distDir: other });
    try {
      const answer = await call(stale, SCRIPT, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(answer.body).toString()).toBe(APP_JS);
    } finally {
      await stale.close();
    }
  });
});
