// Who may call /__qa (docs/qa.md "Who may call /__qa"): the server's check, and the header every
// Node-side caller (tests, fixtures, benches) sends, so the rule lives in one place.
import type { IncomingMessage } from 'node:http';
import { clientAddress, isLoopbackHost, socketAddress } from './forwarding.ts';
import { isLoopbackAddress } from './request.ts';

export const QA_HEADER = 'X-QA';
export const QA_HEADERS: Readonly<Record<string, string>> = { [QA_HEADER]: '1' };

export interface QaRefusal {
  status: 403 | 415;
  error: string;
}

const isJson = (type: string | undefined) =>
  (type ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json';

/**
 * Null when the request may use /__qa: from a loopback socket (and, behind a trusted proxy, a
 * loopback client), for a loopback Host (a DNS-rebinding page sends its own name), with
 * `X-QA: 1` (which no form post or no-cors fetch can send, and no other site may send without a
 * preflight this server never grants), and a POST body declared as JSON.
 */
export function qaRefusal(req: IncomingMessage): QaRefusal | null {
  if (!isLoopbackAddress(socketAddress(req)) || !isLoopbackAddress(clientAddress(req))) {
    return { status: 403, error: 'The QA switches answer loopback clients only' };
  }
  if (!isLoopbackHost(req.headers.host)) {
    return { status: 403, error: 'The QA switches answer Host localhost, 127.x.x.x or [::1] only' };
  }
  if (req.headers[QA_HEADER.toLowerCase()] !== QA_HEADERS[QA_HEADER]) {
    return { status: 403, error: `The QA switches need the header ${QA_HEADER}: 1` };
  }
  if (req.method === 'POST' && !isJson(req.headers['content-type'])) {
    return { status: 415, error: 'Send the body as Content-Type: application/json' };
  }
  return null;
}

export interface QaFetchInit {
  method?: string;
  /** Sent as JSON; the method then defaults to POST. */
  body?: unknown;
}

/** `fetch` of a /__qa path on a running server, with the QA header. */
export function qaFetch(
  server: { url: string },
  path: string,
  init: QaFetchInit = {},
): Promise<Response> {
  const hasBody = init.body !== undefined;
  return fetch(new URL(path, server.url), {
    method: init.method ?? (hasBody ? 'POST' : 'GET'),
    headers: { ...QA_HEADERS, ...(hasBody ? { 'Content-Type': 'application/json' } : {}) },
    ...(hasBody ? { body: JSON.stringify(init.body) } : {}),
  });
}
