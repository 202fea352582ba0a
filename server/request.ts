// Reading requests: the target's path (normalised for routing) and query, loopback checks, a bounded
// body, the Host.
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

export interface RequestTarget {
  /** Still percent-encoded, exactly as sent. */
  pathname: string;
  /** The raw query including its leading '?', or ''. */
  search: string;
  query: URLSearchParams;
}

export function parseTarget(rawUrl: string | undefined): RequestTarget {
  let url = rawUrl ?? '/';
  // Absolute-form targets (sent to proxies) still name a path on this server.
  if (/^https?:\/\//i.test(url)) {
    const parsed = new URL(url);
    url = parsed.pathname + parsed.search;
  }
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const search = queryStart === -1 ? '' : url.slice(queryStart);
  return { pathname: pathname || '/', search, query: new URLSearchParams(search) };
}

const UNRESERVED = /^[A-Za-z0-9._~-]$/;
/** Escapes that would let a path step out of its prefix on a server that decodes them. */
const SEPARATOR_ESCAPES = new Set([0x00, 0x2f, 0x5c]);
const DOUBLE_ESCAPED = /%25(?:2E|2F|5C|00)/i;

/**
 * The path as the router and the upstream see it: escaped unreserved characters decoded (RFC 3986
 * §6.2.2.2: `%2e` is `.`, `%5F` is `_`) and other escapes in upper case. Null when another server
 * could read it as a different path: a dot segment, a backslash, an escaped slash, backslash or
 * NUL (also escaped twice), a `#`, or an escape that is not two hex digits.
 */
export function normalisePath(raw: string): string | null {
  if (!raw.startsWith('/') || raw.includes('\\') || raw.includes('#')) return null;
  let path = '';
  for (let i = 0; i < raw.length; i++) {
    if (raw[i] !== '%') {
      path += raw[i];
      continue;
    }
    const hex = raw.slice(i + 1, i + 3);
    if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return null;
    const code = parseInt(hex, 16);
    if (SEPARATOR_ESCAPES.has(code)) return null;
    const char = String.fromCharCode(code);
    path += UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`;
    i += 2;
  }
  if (DOUBLE_ESCAPED.test(path)) return null;
  const dotSegment = path.split('/').some((segment) => segment === '.' || segment === '..');
  return dotSegment ? null : path;
}

/**
 * The target the router works with: the path normalised (above), the query as sent. Null when
 * the path is refused. Absolute-form targets are cut to their path by hand: `new URL` would
 * resolve dot segments before they could be refused.
 */
export function routeTarget(rawUrl: string | undefined): RequestTarget | null {
  const url = (rawUrl ?? '/').replace(/^https?:\/\/[^/?#]*/i, '') || '/';
  const queryStart = url.indexOf('?');
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  const search = queryStart === -1 ? '' : url.slice(queryStart);
  const pathname = normalisePath(rawPath || '/');
  return pathname === null ? null : { pathname, search, query: new URLSearchParams(search) };
}

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().replace(/^::ffff:/, '');
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1' || plain === '0:0:0:0:0:0:0:1';
}

export class BodyTooLargeError extends Error {
  constructor(limit: number) {
    super(`Request body larger than ${limit} bytes`);
  }
}

export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Keep reading past the limit (dropping the bytes) so the client still gets the 400 answer.
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size <= limit) chunks.push(buffer);
  }
  if (size > limit) throw new BodyTooLargeError(limit);
  return Buffer.concat(chunks);
}

/** The host name the client used (no port), for `mainDomain` and `domainRoute`. */
export function requestHostname(req: IncomingMessage): string {
  const host = req.headers.host;
  if (!host) return 'localhost';
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return 'localhost';
  }
}

/**
 * A demo page's back link: `value` when it is an http(s) address on the host the request came to,
 * else the home page. The page must never become an open redirect.
 */
export function sameHostBackLink(req: IncomingMessage, value: string | null): string {
  if (!value) return '/m/home';
  try {
    const url = new URL(value, `http://${req.headers.host ?? 'localhost'}`);
    const web = url.protocol === 'http:' || url.protocol === 'https:';
    return web && url.host === req.headers.host ? url.toString() : '/m/home';
  } catch {
    return '/m/home';
  }
}
