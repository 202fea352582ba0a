// Who is at the other end of a request, and what the proxy tells the upstream about it. What a
// client says about itself (X-Forwarded-For, X-Real-IP, Forwarded, X-Forwarded-Proto) is believed
// only when the operator says one trusted reverse proxy stands in front (`trustProxy`).
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { MERCHANT_DOMAINS } from './merchants/domains.ts';

export interface ForwardingPolicy {
  /** One reverse proxy in front that sets X-Forwarded-For and X-Forwarded-Proto: believe them. */
  trustProxy: boolean;
  /** The host (and port) players use, e.g. `m.example.com`; null when not configured. */
  publicHost: string | null;
}

export const NO_PROXY: ForwardingPolicy = { trustProxy: false, publicHost: null };

export interface ClientView {
  /** The client's IP address, without the IPv4-mapped IPv6 prefix. */
  address: string;
  /** The scheme the client used to reach the front of this server. */
  proto: 'http' | 'https';
}

/** Headers about the client that the proxy never passes on as the client sent them. */
const CLIENT_CLAIMS = ['x-forwarded-for', 'x-real-ip', 'forwarded'];
const OURS = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port'];

// The router decides the view once per request, under its server's policy; keyed by the request,
// so nothing outlives it and servers in one process never see each other's policy.
const views = new WeakMap<IncomingMessage, ClientView>();

const unmapped = (address: string) =>
  address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;

/** The peer of the socket itself. */
export function socketAddress(req: IncomingMessage): string {
  return unmapped(req.socket.remoteAddress ?? '');
}

/** The entries of a comma-separated header (repeated headers count as one list). */
function listOf(header: string | string[] | undefined): string[] {
  const joined = Array.isArray(header) ? header.join(',') : (header ?? '');
  return joined
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * Decides who sent the request: the socket's peer over plain http, or, behind a trusted proxy,
 * the last address it appended to X-Forwarded-For and the scheme it says in X-Forwarded-Proto.
 */
export function identifyClient(req: IncomingMessage, policy: ForwardingPolicy): ClientView {
  const view: ClientView = { address: socketAddress(req), proto: 'http' };
  if (policy.trustProxy) {
    const last = listOf(req.headers['x-forwarded-for']).at(-1);
    if (last && isIP(unmapped(last))) view.address = unmapped(last);
    const proto = listOf(req.headers['x-forwarded-proto']).at(-1)?.toLowerCase();
    if (proto === 'http' || proto === 'https') view.proto = proto;
  }
  views.set(req, view);
  return view;
}

/** The client's address as the router decided it (the socket's before that). */
export function clientAddress(req: IncomingMessage): string {
  return views.get(req)?.address ?? socketAddress(req);
}

export function clientProto(req: IncomingMessage): 'http' | 'https' {
  return views.get(req)?.proto ?? 'http';
}

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

/** A Host value of a name or IP literal and an optional port, nothing else. */
export function isPlainHost(host: string): boolean {
  return HOST.test(host.trim());
}

/** The host name of a Host value (brackets of an IPv6 literal kept), or null when malformed. */
function hostNameOf(host: string): string | null {
  const value = host.trim().toLowerCase();
  if (!HOST.test(value)) return null;
  return value.startsWith('[') ? value.slice(0, value.indexOf(']') + 1) : value.split(':')[0]!;
}

/** `localhost`, `127.x.x.x` or `[::1]`, with any port. */
export function isLoopbackHost(host: string | undefined): boolean {
  const name = host === undefined ? null : hostNameOf(host);
  if (name === null) return false;
  if (name === 'localhost' || name === '[::1]') return true;
  return isIP(name) === 4 && name.startsWith('127.');
}

/**
 * A Host this server answers for without being told: a loopback name, the IP address the request
 * arrived on, or one of the merchants' domains. Anything else (a name that merely resolves here,
 * as in DNS rebinding) is not passed on as X-Forwarded-Host.
 */
export function isConfiguredHost(req: IncomingMessage, host: string | undefined): boolean {
  const name = host === undefined ? null : hostNameOf(host);
  if (name === null) return false;
  if (isLoopbackHost(host)) return true;
  const local = unmapped(req.socket.localAddress ?? '');
  if (local && (name === local || name === `[${local}]`)) return true;
  return Object.values(MERCHANT_DOMAINS).some((domains) => domains.includes(name));
}

/**
 * The upstream's view of the request: X-Forwarded-For from the socket (after the trusted
 * proxy's chain when there is one), X-Forwarded-Proto from the client view, X-Forwarded-Host the
 * public host or a configured Host, else none. The client's own claims are dropped.
 */
export function forwardedHeaders(
  req: IncomingMessage,
  headers: IncomingHttpHeaders,
  policy: ForwardingPolicy,
): IncomingHttpHeaders {
  const dropped = policy.trustProxy ? OURS : [...CLIENT_CLAIMS, ...OURS];
  const kept = Object.fromEntries(
    Object.entries(headers).filter(([name]) => !dropped.includes(name.toLowerCase())),
  );
  const chain = policy.trustProxy ? listOf(req.headers['x-forwarded-for']) : [];
  const host =
    policy.publicHost ?? (isConfiguredHost(req, req.headers.host) ? req.headers.host : undefined);
  return {
    ...kept,
    'x-forwarded-for': [...chain, socketAddress(req)].join(', '),
    'x-forwarded-proto': clientProto(req),
    ...(host ? { 'x-forwarded-host': host } : {}),
  };
}
