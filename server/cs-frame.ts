// The frame of the demo customer-service pages (cs-page.ts, cs-chat.ts): a header in the
// merchant's colour above the page's own content; no script, and only the storefront may frame it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, htmlDocument } from './html.ts';
import { HTML_TYPE, send } from './respond.ts';
import { pagePolicy } from './security/policy.ts';

const CSP = pagePolicy();

export interface CsFrame {
  /** The document's title. */
  title: string;
  /** The header's text. */
  header: string;
  lang: string;
  /** A checked CSS colour: the header's background and the links. */
  colour: string;
  /** The page's content, HTML already escaped. */
  main: string;
  /** The CSS rules of the page's content. */
  style: string;
  cacheControl: string;
}

export function sendCsFrame(req: IncomingMessage, res: ServerResponse, frame: CsFrame): void {
  const html = htmlDocument(
    frame.title,
    `<header>${escapeHtml(frame.header)}</header>
<main>
${frame.main}
</main>`,
    {
      lang: frame.lang,
      head: `<style>
body { margin: 0; font-family: system-ui, sans-serif; background: #f6f6f6; color: #222; }
header { background: ${frame.colour}; color: #fff; padding: 16px; font-size: 18px; font-weight: 700; }
main { padding: 16px; line-height: 1.5; }
${frame.style}
a { color: ${frame.colour}; }
</style>
`,
    },
  );
  send(req, res, {
    type: HTML_TYPE,
    body: html,
    headers: { 'Cache-Control': frame.cacheControl, 'Content-Security-Policy': CSP },
  });
}
