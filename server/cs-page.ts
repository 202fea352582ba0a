// /cs/<merchant>/<n>: the local demo page the encrypted customer-service paths point to.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { handleChatDemo, isChatDemoPath } from './cs-chat.ts';
import { sendCsFrame } from './cs-frame.ts';
import { escapeHtml } from './html.ts';
import { findMerchant } from './merchants/index.ts';
import { sendText } from './respond.ts';

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
  sendCsFrame(req, res, {
    title: `${texts.heading} · ${merchant.merchantName}`,
    header: texts.heading,
    lang: texts.lang,
    colour: merchant.brand.primary,
    main: `<div class="card">
<h1>${escapeHtml(entry.title)}</h1>
<p>${escapeHtml(texts.intro)}</p>
<p>${escapeHtml(texts.notice)}</p>
</div>
<p><a href="/m/home">${escapeHtml(texts.back)}</a></p>`,
    style:
      '.card { background: #fff; border-radius: 12px; padding: 16px; box-shadow: 0 1px 3px #0002; }',
    cacheControl: 'no-cache',
  });
}
