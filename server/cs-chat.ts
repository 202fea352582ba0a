// The chat provider's stand-ins (docs/api.md): /cs/chat.js, the script the storefront injects
// 500 ms after the home page mounts when CBS3 is on, and /cs/chat/<merchant>, the page a
// CBS_launchChat chatUrl opens.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CHAT_SCRIPT_PATH } from '../src/common/chatProvider.ts';
import { sendCsFrame } from './cs-frame.ts';
import { escapeHtml } from './html.ts';
import { findMerchant } from './merchants/index.ts';
import { parseTarget, sameHostBackLink } from './request.ts';
import { send, sendText } from './respond.ts';

const CHAT_PAGE = /^\/cs\/chat\/([A-Za-z0-9_-]+)$/;

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A real provider's script sets up its widget; ours only announces itself on one global. */
const CHAT_SCRIPT = `// Demo chat provider (reference backend).
(function () {
  if (window.CBSChat) return;
  window.CBSChat = Object.freeze({ ready: true, provider: 'demo', version: '1' });
})();
`;

export function isChatDemoPath(pathname: string): boolean {
  return pathname === CHAT_SCRIPT_PATH || CHAT_PAGE.test(pathname);
}

export function handleChatDemo(req: IncomingMessage, res: ServerResponse, pathname: string) {
  if (pathname === CHAT_SCRIPT_PATH) {
    send(req, res, {
      type: 'application/javascript; charset=utf-8',
      body: CHAT_SCRIPT,
      headers: { 'Cache-Control': 'no-cache' },
    });
    return;
  }
  const merchant = findMerchant(CHAT_PAGE.exec(pathname)?.[1]);
  if (!merchant) {
    sendText(req, res, 404, 'Not found');
    return;
  }
  const { query } = parseTarget(req.url);
  const texts = merchant.csPage;
  const requested = query.get('headerColor') ?? '';
  const colour = HEX_COLOUR.test(requested) ? requested : merchant.brand.primary;
  const title = query.get('title')?.slice(0, 100) || texts.heading;
  sendCsFrame(req, res, {
    title: `${title} · ${merchant.merchantName}`,
    header: title,
    lang: texts.lang,
    colour,
    main: `<h1 class="bubble">${escapeHtml(texts.heading)}</h1>
<p class="bubble">${escapeHtml(texts.intro)}</p>
<p class="bubble">${escapeHtml(texts.notice)}</p>
<p><a href="${escapeHtml(sameHostBackLink(req, query.get('backUrl')))}">${escapeHtml(texts.back)}</a></p>`,
    style:
      '.bubble { background: #fff; border-radius: 12px 12px 12px 2px; padding: 12px 16px; margin: 0 0 12px; max-width: 85%; box-shadow: 0 1px 3px #0002; }',
    cacheControl: 'no-store',
  });
}
