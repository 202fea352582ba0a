// /mobile/mc/...: the companion app's asset manifest and the app-download redirect page.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isMalformed } from './faults.ts';
import { escapeHtml, htmlDocument } from './html.ts';
import type { QaScenario } from './qa.ts';
import type { RequestTarget } from './request.ts';
import { HTML_TYPE, JSON_TYPE, send, sendRevalidatable, sendText } from './respond.ts';

const PAGE_STYLE = 'font-family: system-ui, sans-serif; padding: 24px';

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

/** The target when it is an absolute http(s) URL, normalised (so quotes and spaces are encoded). */
export function redirectTarget(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function sendRedirectPage(req: IncomingMessage, res: ServerResponse, raw: string | null): void {
  const target = redirectTarget(raw);
  // No script: a meta refresh does the job and the policy below forbids any script at all.
  const headers = {
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'",
    'Referrer-Policy': 'no-referrer',
  };
  if (!target) {
    const body = htmlDocument('Invalid link', '<p>This download link is invalid or missing.</p>', {
      bodyStyle: PAGE_STYLE,
    });
    send(req, res, { status: 400, type: HTML_TYPE, body, headers });
    return;
  }
  const href = escapeHtml(target);
  const body = htmlDocument(
    'Opening download…',
    `<p>Opening your download…</p>\n<p><a href="${href}">Tap here if nothing happens.</a></p>`,
    { head: `<meta http-equiv="refresh" content="0; url=${href}">\n`, bodyStyle: PAGE_STYLE },
  );
  send(req, res, { type: HTML_TYPE, body, headers });
}

export function handleMobile(
  req: IncomingMessage,
  res: ServerResponse,
  target: RequestTarget,
  scenario: QaScenario,
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
    sendRedirectPage(req, res, target.query.get('url'));
    return;
  }
  sendText(req, res, 404, 'Not found');
}
