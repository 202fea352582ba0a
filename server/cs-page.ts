// /cs/<merchant>/<n>: the local demo page the encrypted customer-service paths point to.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { handleChatDemo, isChatDemoPath } from './cs-chat.ts';
import { escapeHtml, htmlDocument } from './html.ts';
import { findMerchant } from './merchants/index.ts';
import { HTML_TYPE, send, sendText } from './respond.ts';
import { pagePolicy } from './security/policy.ts';

/** No script; its own style; only the storefront may frame it. */
const CSP = pagePolicy();

export function handleCsPage(req: IncomingMessage, res: ServerResponse, pathname: string): void {
  if (isChatDemoPath(pathname)) return handleChatDemo(req, res, pathname);
  const match = /^\/cs\/([A-Z0-9_-]+)\/(\d+)$/.exec(pathname);
  const merchant = findMerchant(match?.[1]);
  const entry = merchant?.customerService[Number(match?.[2]) - 1];
  if (!merchant || !entry) {
    sendText(req, res, 404, 'Not found');
    return;
  }
  const texts = merchant.csPage;
  const colour = merchant.brand.primary;
  const html = htmlDocument(
    `${texts.heading} · ${merchant.merchantName}`,
    `<header>${escapeHtml(texts.heading)}</header>
<main>
<div class="card">
<h1>${escapeHtml(entry.title)}</h1>
<p>${escapeHtml(texts.intro)}</p>
<p>${escapeHtml(texts.notice)}</p>
</div>
<p><a href="/m/home">${escapeHtml(texts.back)}</a></p>
</main>`,
    {
      lang: texts.lang,
      head: `<style>
body { margin: 0; font-family: system-ui, sans-serif; background: #f6f6f6; color: #222; }
header { background: ${colour}; color: #fff; padding: 16px; font-size: 18px; font-weight: 700; }
main { padding: 16px; line-height: 1.5; }
.card { background: #fff; border-radius: 12px; padding: 16px; box-shadow: 0 1px 3px #0002; }
a { color: ${colour}; }
</style>
`,
    },
  );
  send(req, res, {
    type: HTML_TYPE,
    body: html,
    headers: { 'Cache-Control': 'no-cache', 'Content-Security-Policy': CSP },
  });
}
