// The bytes a first visit's service worker downloads to fill its precache: each entry of the
// manifest Workbox wrote into dist/sw.js, at the size the reference server sends it to a browser
// that accepts brotli (server/encoding.ts, server/static-app.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { contentTypeFor, isCompressible } from '../server/mime.ts';

/** The precache manifest's URLs, as Workbox inlines them (`{"revision":…,"url":"…"}`). */
export function precacheUrls(serviceWorker: string): string[] {
  const entries = serviceWorker.matchAll(/\{"revision":(?:null|"[0-9a-f]+"),"url":"([^"]+)"\}/g);
  return [...new Set([...entries].map((match) => match[1]!))];
}

/** The body's size as served: the build's .br, else gzip (the .gz or made per answer), else as is. */
export function servedBytes(dist: string, url: string): number {
  const path = join(dist, url);
  if (existsSync(`${path}.br`)) return readFileSync(`${path}.br`).length;
  const body = readFileSync(path);
  if (!isCompressible(contentTypeFor(path)) || body.length === 0) return body.length;
  if (existsSync(`${path}.gz`)) return readFileSync(`${path}.gz`).length;
  return gzipSync(body).length;
}

export interface PrecacheSize {
  files: { url: string; bytes: number }[];
  total: number;
}

export function precacheSize(dist: string): PrecacheSize {
  const urls = precacheUrls(readFileSync(join(dist, 'sw.js'), 'utf8'));
  if (urls.length === 0) throw new Error('dist/sw.js has no precache manifest: run npm run build');
  const files = urls
    .map((url) => ({ url, bytes: servedBytes(dist, url) }))
    .sort((a, b) => b.bytes - a.bytes);
  return { files, total: files.reduce((sum, file) => sum + file.bytes, 0) };
}
