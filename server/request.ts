// Reading requests: the target's path and query, the client's address, a bounded body.
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

/** The peer's IP address, with the IPv4-mapped IPv6 prefix removed. */
export function clientAddress(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
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
