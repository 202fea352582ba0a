// The built storefront (Vite, base /m/) from distDir: cache headers per kind of file, ETags, the
// build's precompressed .br/.gz files (else gzip), the SPA fallback for app routes, and no way out
// of distDir.
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Coding } from './encoding.ts';
import { contentTypeFor, isCompressible } from './mime.ts';
import type { RequestTarget } from './request.ts';
import { etagOf, sendRevalidatable, sendText } from './respond.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const HOUR = 'public, max-age=3600';

/** Cache policy by path inside dist (no leading slash). */
export function cachePolicyFor(relativePath: string): string {
  if (relativePath.startsWith('assets/')) return IMMUTABLE;
  if (
    relativePath === 'sw.js' ||
    relativePath === 'asset-manifest.json' ||
    relativePath.startsWith('locales/') ||
    relativePath.endsWith('.html')
  ) {
    return REVALIDATE;
  }
  return HOUR;
}

/**
 * Maps a still-encoded path under /m/ to a path inside dist, or null when it is not a plain
 * relative path (bad encoding, NUL, backslash, dot segments, hidden files).
 */
export function safeRelativePath(encoded: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment.startsWith('.'))) return null;
  return segments.join('/');
}

export interface CachedFile {
  mtimeMs: number;
  size: number;
  body: Buffer;
  etag: string;
  /** The precompressed siblings found next to the file, and the gzip made here when missing. */
  encoded: Partial<Record<Coding, Buffer>>;
}

export interface StaticAppOptions {
  /**
   * QA's `swVersion`: anything but '1' makes /m/sw.js differ by a trailing comment, which is all a
   * browser needs to install it as a new version (docs/qa.md).
   */
  serviceWorkerVersion?: () => string;
  /** The Content-Security-Policy of an HTML file of the build, from its content. */
  htmlPolicy?: (html: Buffer) => string;
}

/** The same worker script, byte-different per QA version; version '1' is the build untouched. */
export function withServiceWorkerVersion(file: CachedFile, version: string): CachedFile {
  if (version === '1') return file;
  const body = Buffer.concat([
    file.body,
    Buffer.from(`\n// QA service worker version ${version}\n`),
  ]);
  // No precompressed copies: the original's would be served for the changed body.
  return { mtimeMs: file.mtimeMs, size: body.length, body, etag: etagOf(body), encoded: {} };
}

/**
 * Build files read (with their precompressed siblings) once per process, by full path, checked against mtime and size:
 * servers started side by side in one process (one per test) share them.
 */
const files = new Map<string, CachedFile>();

const SIBLING_MTIME_SLACK_MS = 1000;

/**
 * `name.br` and `name.gz` written by the build (scripts/deploy/precompress.ts), which gives them
 * the file's modification time. One clearly older than the file belongs to an earlier build and is
 * ignored rather than served for the new content; the slack covers timestamps kept at a coarser
 * precision than the file system's.
 */
async function precompressedSiblings(
  fullPath: string,
  mtimeMs: number,
): Promise<Partial<Record<Coding, Buffer>>> {
  const found: Partial<Record<Coding, Buffer>> = {};
  for (const [coding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    const info = await stat(fullPath + suffix).catch(() => null);
    if (info?.isFile() && info.mtimeMs > mtimeMs - SIBLING_MTIME_SLACK_MS)
      found[coding] = await readFile(fullPath + suffix);
  }
  return found;
}

export function createStaticApp(distDir: string, options: StaticAppOptions = {}) {
  const root = resolve(distDir);

  async function load(fullPath: string): Promise<CachedFile | null> {
    const info = await stat(fullPath).catch(() => null);
    if (!info?.isFile()) return null;
    const cached = files.get(fullPath);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
    const body = await readFile(fullPath);
    const file: CachedFile = {
      mtimeMs: info.mtimeMs,
      size: info.size,
      body,
      etag: etagOf(body),
      encoded: await precompressedSiblings(fullPath, info.mtimeMs),
    };
    files.set(fullPath, file);
    return file;
  }

  function serve(req: IncomingMessage, res: ServerResponse, relative: string, file: CachedFile) {
    const type = contentTypeFor(relative);
    if (isCompressible(type)) file.encoded.gzip ??= gzipSync(file.body);
    const headers: OutgoingHttpHeaders = {};
    if (relative === 'sw.js') headers['Service-Worker-Allowed'] = '/m/';
    if (options.htmlPolicy && type.startsWith('text/html')) {
      headers['Content-Security-Policy'] = options.htmlPolicy(file.body);
    }
    sendRevalidatable(req, res, {
      type,
      body: file.body,
      etag: file.etag,
      cacheControl: cachePolicyFor(relative),
      encoded: file.encoded,
      headers,
    });
  }

  return async function handleStatic(
    req: IncomingMessage,
    res: ServerResponse,
    target: RequestTarget,
  ): Promise<void> {
    const { pathname } = target;
    if (pathname !== '/' && pathname !== '/m' && !pathname.startsWith('/m/')) {
      sendText(req, res, 404, 'Not found');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(req, res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
      return;
    }
    if (pathname === '/m') {
      res.writeHead(301, { Location: `/m/${target.search}`, 'Cache-Control': HOUR });
      res.end();
      return;
    }
    const index = await load(resolve(root, 'index.html'));
    if (!index) {
      sendText(req, res, 503, 'The storefront is not built yet: run `npm run build`, then reload.');
      return;
    }
    const relative = pathname === '/' ? '' : safeRelativePath(pathname.slice('/m/'.length));
    if (relative === null) {
      sendText(req, res, 404, 'Not found');
      return;
    }
    const fullPath = resolve(root, relative);
    if (relative !== '' && fullPath.startsWith(root + sep)) {
      const file = await load(fullPath);
      if (file && relative === 'sw.js' && options.serviceWorkerVersion) {
        return serve(
          req,
          res,
          relative,
          withServiceWorkerVersion(file, options.serviceWorkerVersion()),
        );
      }
      if (file) return serve(req, res, relative, file);
    }
    // Missing build files are real 404s; anything else under /m/ is an app route.
    const extension = extname(relative).toLowerCase();
    if (relative.startsWith('assets/') || (extension !== '' && extension !== '.html')) {
      sendText(req, res, 404, 'Not found');
      return;
    }
    serve(req, res, 'index.html', index);
  };
}
