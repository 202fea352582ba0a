// Writing answers: content-coding negotiation, ETag revalidation, JSON and the /wps envelope.
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { baseEtag, chooseEncoding, type Coding, etagFor } from './encoding.ts';
import { isCompressible } from './mime.ts';

export const JSON_TYPE = 'application/json; charset=utf-8';
export const HTML_TYPE = 'text/html; charset=utf-8';
export const TEXT_TYPE = 'text/plain; charset=utf-8';

export interface Answer {
  status?: number;
  type: string;
  body: string | Buffer;
  headers?: OutgoingHttpHeaders;
  /**
   * Encodings of `body` made earlier (the build's precompressed `.br`/`.gz` files). Without a
   * gzip one, gzip is computed per answer; brotli only ever comes precompressed (its best
   * quality is too slow to run per request).
   */
  encoded?: Partial<Record<Coding, Buffer>>;
}

/** The codings this answer can be sent in. */
function codingsOf(answer: Answer): Coding[] {
  return answer.encoded?.br ? ['br', 'gzip'] : ['gzip'];
}

export function send(req: IncomingMessage, res: ServerResponse, answer: Answer): void {
  const raw = typeof answer.body === 'string' ? Buffer.from(answer.body, 'utf8') : answer.body;
  const headers: OutgoingHttpHeaders = {
    'Content-Type': answer.type,
    'X-Content-Type-Options': 'nosniff',
    ...answer.headers,
  };
  let payload = raw;
  if (isCompressible(answer.type) && raw.length > 0) {
    headers['Vary'] = appendVary(headers['Vary'], 'Accept-Encoding');
    const coding = chooseEncoding(req.headers['accept-encoding'], codingsOf(answer));
    if (coding !== 'identity') {
      payload = answer.encoded?.[coding] ?? gzipSync(raw);
      headers['Content-Encoding'] = coding;
      if (typeof headers['ETag'] === 'string') headers['ETag'] = etagFor(headers['ETag'], coding);
    }
  }
  headers['Content-Length'] = payload.length;
  res.writeHead(answer.status ?? 200, headers);
  res.end(payload);
}

/** A strong ETag over the identity body. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

function sameEntity(ifNoneMatch: string, etag: string): boolean {
  const base = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || baseEtag(tag) === base;
  });
}

/**
 * Sends an answer that caches may revalidate: it carries an ETag, and a matching If-None-Match
 * gets 304 with no body.
 */
export function sendRevalidatable(
  req: IncomingMessage,
  res: ServerResponse,
  answer: Answer & { etag?: string; cacheControl: string },
): void {
  const etag = answer.etag ?? etagOf(answer.body);
  const headers = { ...answer.headers, 'Cache-Control': answer.cacheControl, ETag: etag };
  const ifNoneMatch = req.headers['if-none-match'];
  if (typeof ifNoneMatch === 'string' && sameEntity(ifNoneMatch, etag)) {
    const vary = isCompressible(answer.type) ? { Vary: 'Accept-Encoding' } : {};
    const tag = isCompressible(answer.type)
      ? etagFor(etag, chooseEncoding(req.headers['accept-encoding'], codingsOf(answer)))
      : etag;
    res.writeHead(304, { ...headers, ...vary, ETag: tag });
    res.end();
    return;
  }
  send(req, res, { ...answer, headers });
}

export function sendJson(
  req: IncomingMessage,
  res: ServerResponse,
  value: unknown,
  options: {
    status?: number;
    cacheControl?: string;
    headers?: OutgoingHttpHeaders;
    type?: string;
  } = {},
): void {
  send(req, res, {
    status: options.status ?? 200,
    type: options.type ?? JSON_TYPE,
    body: JSON.stringify(value),
    headers: { 'Cache-Control': options.cacheControl ?? 'no-cache', ...options.headers },
  });
}

export interface FailureEnvelope {
  success: false;
  errorCode: string;
  message: string;
  value: null;
}

export function failure(errorCode: string, message: string): FailureEnvelope {
  return { success: false, errorCode, message, value: null };
}

export function sendFailure(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  errorCode: string,
  message: string,
): void {
  sendJson(req, res, failure(errorCode, message), { status, cacheControl: 'no-store' });
}

export function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  text: string,
  headers: OutgoingHttpHeaders = {},
): void {
  send(req, res, {
    status,
    type: TEXT_TYPE,
    body: `${text}\n`,
    headers: { 'Cache-Control': 'no-store', ...headers },
  });
}

function appendVary(current: OutgoingHttpHeaders[string], field: string): string {
  const existing = typeof current === 'string' ? current : '';
  if (
    existing
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(field.toLowerCase())
  )
    return existing;
  return existing ? `${existing}, ${field}` : field;
}
