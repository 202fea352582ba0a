// /mobile/mc/...: the companion app's asset manifest and the app-download redirect page.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isMalformed } from './faults.ts';
import { escapeHtml, htmlDocument } from './html.ts';
import { resolveMerchant } from './merchants/index.ts';
import type { MerchantFixture } from './merchants/types.ts';
import type { QaScenario } from '../src/common/qaScenario.ts';
import type { RequestTarget } from './request.ts';
import { HTML_TYPE, JSON_TYPE, send, sendRevalidatable, sendText } from './respond.ts';
import { ownDomain } from './wps/config.ts';

const MANIFEST_PATH = '/mobile/mc/asset-manifest.json';
const REDIRECT_PATH = '/mobile/mc/redirect.html';

/** The companion app's build manifest for an asset version; its content feeds the update hash. */
export function companionManifest(version: string) {
  const hash = createHash('sha256').update(version).digest('hex').slice(0, 8);
  return {
    version,
    files: {
      'main.js': `/mobile/mc/static/js/main.${hash}.js`,
      'main.css': `/mobile/mc/static/css/main.${hash}.css`,
      'index.html': '/mobile/mc/index.html',
    },
  };
}

/** Where the redirect page may send the browser. */
export interface RedirectAllowList {
  /** This server's host and port as the client named it (`Host`), lower case. */
  ownHost: string;
  /** Other hosts (with a port when not the default) of the merchant's download links. */
  downloadHosts: ReadonlySet<string>;
}

/** The hosts of the merchant's absolute app-download links (status `info.resources`). */
export function downloadHostsOf(merchant: MerchantFixture): Set<string> {
  const hosts = new Set<string>();
  for (const { resourceType, url } of merchant.resources) {
    if (resourceType === 'AppDownloadIcon') continue;
    try {
      hosts.add(new URL(url).host);
    } catch {
      // A local path: same origin, already allowed.
    }
  }
  return hosts;
}

const ABSOLUTE = /^https?:\/\//i;

/**
 * The target when it is allowed, normalised (so quotes and spaces are encoded): a path or an
 * http(s) URL on this server, or an http(s) URL on one of the merchant's download hosts. Anything
 * else (other hosts, `//host`, `javascript:`, credentials) is null: the page is no open redirect.
 */
export function redirectTarget(raw: string | null, allow: RedirectAllowList): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    // Relative targets are read the way the browser would read them on this page.
    url = new URL(raw, `http://${allow.ownHost}/mobile/mc/redirect.html`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  if (url.host === allow.ownHost) {
    return ABSOLUTE.test(raw.trim()) ? url.href : `${url.pathname}${url.search}${url.hash}`;
  }
  return allow.downloadHosts.has(url.host) ? url.href : null;
}

function sendRedirectPage(
  req: IncomingMessage,
  res: ServerResponse,
  raw: string | null,
  allow: RedirectAllowList,
): void {
  const target = redirectTarget(raw, allow);
  // No script and no style: a meta refresh does the job and the policy below forbids anything
  // else. The storefront loads this page in a hidden frame of its own (src/features/install/
  // downloadInPlace.ts), so only its own origin may frame it.
  const headers = {
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'self'",
    'Referrer-Policy': 'no-referrer',
  };
  if (!target) {
    const body = htmlDocument('Invalid link', '<p>This download link is invalid or missing.</p>');
    send(req, res, { status: 400, type: HTML_TYPE, body, headers });
    return;
  }
  const href = escapeHtml(target);
  const body = htmlDocument(
    'Opening download…',
    `<p>Opening your download…</p>\n<p><a href="${href}">Tap here if nothing happens.</a></p>`,
    { head: `<meta http-equiv="refresh" content="0; url=${href}">\n` },
  );
  send(req, res, { type: HTML_TYPE, body, headers });
}

export function handleMobile(
  req: IncomingMessage,
  res: ServerResponse,
  target: RequestTarget,
  scenario: QaScenario,
  defaultMerchant: MerchantFixture,
): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendText(req, res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    return;
  }
  if (target.pathname === MANIFEST_PATH) {
    const value = isMalformed(scenario, target.pathname)
      ? { version: 42, files: 'none' }
      : companionManifest(scenario.assetVersion);
    sendRevalidatable(req, res, {
      type: JSON_TYPE,
      body: JSON.stringify(value),
      cacheControl: 'no-cache',
    });
    return;
  }
  if (target.pathname === REDIRECT_PATH) {
    // A browser navigation names no merchant: the server's, or a `merchantCode` query's.
    const merchant = resolveMerchant(req.headers['merchant'], target.query, defaultMerchant);
    sendRedirectPage(req, res, target.query.get('url'), {
      // Through URL, so ports are written as the target's `host` writes them.
      ownHost: new URL(`http://${ownDomain(req)}`).host,
      downloadHosts: downloadHostsOf(merchant),
    });
    return;
  }
  sendText(req, res, 404, 'Not found');
}
