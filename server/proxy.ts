// Proxy mode: /wps calls go to an operator's backend, method, headers and body streamed both ways.
import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import { forwardedHeaders, type ForwardingPolicy } from './forwarding.ts';
import type { RequestTarget } from './request.ts';
import { sendFailure, sendJson } from './respond.ts';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);
const UPSTREAM_TIMEOUT_MS = 30_000;
const REWRITTEN_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'content-type',
  'etag',
  'cache-control',
  'vary',
]);

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const listed = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
  return Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !HOP_BY_HOP.has(name) && !listed.includes(name.toLowerCase()),
    ),
  );
}

export function parseUpstream(upstream: string): URL {
  const url = new URL(upstream);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`WPS_UPSTREAM must be an http(s) URL, got ${upstream}`);
  }
  return url;
}

export interface ProxyOptions {
  /** What the upstream is told about the client (server/forwarding.ts). */
  forwarding: ForwardingPolicy;
  /**
   * Rewrites a successful JSON answer before it is passed on (QA overlays on the status call).
   * When set, the upstream answer is buffered and asked for without compression.
   */
  rewriteJson?: (body: unknown) => unknown;
}

/** Sends `target` (its path already normalised by the router) to the upstream, under its path. */
export function proxyRequest(
  req: IncomingMessage,
  res: ServerResponse,
  upstream: URL,
  target: RequestTarget,
  options: ProxyOptions,
): void {
  const basePath = upstream.pathname.replace(/\/$/, '');
  const headers: IncomingHttpHeaders = {
    ...forwardedHeaders(req, endToEnd(req.headers), options.forwarding),
    host: upstream.host,
  };
  if (options.rewriteJson) headers['accept-encoding'] = 'identity';

  const send = upstream.protocol === 'https:' ? httpsRequest : httpRequest;
  const outgoing = send(
    {
      protocol: upstream.protocol,
      hostname: upstream.hostname,
      port: upstream.port || undefined,
      method: req.method,
      path: basePath + target.pathname + target.search,
      headers,
      timeout: UPSTREAM_TIMEOUT_MS,
    },
    (incoming) => {
      const status = incoming.statusCode ?? 502;
      const responseHeaders = endToEnd(incoming.headers);
      const isJson = String(incoming.headers['content-type'] ?? '').includes('json');
      if (options.rewriteJson && isJson && status >= 200 && status < 300) {
        relayRewritten(req, res, incoming, status, responseHeaders, options.rewriteJson);
        return;
      }
      res.writeHead(status, responseHeaders);
      incoming.pipe(res);
      incoming.on('error', () => res.destroy());
    },
  );
  outgoing.on('timeout', () => outgoing.destroy(new Error('Upstream timed out')));
  outgoing.on('error', () => {
    if (res.headersSent) res.destroy();
    else sendFailure(req, res, 502, 'bad_gateway', 'The upstream /wps backend is unavailable');
  });
  // The client gave up: stop the upstream call too.
  res.on('close', () => {
    if (!res.writableFinished) outgoing.destroy();
  });
  req.pipe(outgoing);
}

function relayRewritten(
  req: IncomingMessage,
  res: ServerResponse,
  incoming: IncomingMessage,
  status: number,
  headers: IncomingHttpHeaders,
  rewrite: (body: unknown) => unknown,
): void {
  const chunks: Buffer[] = [];
  incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
  incoming.on('error', () => res.destroy());
  incoming.on('end', () => {
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown;
    try {
      body = rewrite(JSON.parse(text));
    } catch {
      // Not JSON after all: pass it on untouched.
      res.writeHead(status, headers);
      res.end(text);
      return;
    }
    // The body changed: its length, encoding and tag no longer describe it, and sendJson writes
    // the type, cache and vary headers itself.
    const rest = Object.fromEntries(
      Object.entries(headers).filter(([name]) => !REWRITTEN_HEADERS.has(name)),
    );
    const cacheControl = String(headers['cache-control'] ?? 'no-store');
    sendJson(req, res, body, { status, headers: rest, cacheControl });
  });
}
