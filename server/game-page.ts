// The demo game pages the launch and trial calls point to (docs/api.md "Game launch"): local
// stand-ins for the vendors' game servers, one per merchant, vendor and game, so a launch can be
// followed end to end with no internet. A page shows what it was launched with and draws numbers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, htmlDocument } from './html.ts';
import { GAME_LANES } from './merchants/lanes.ts';
import { findMerchant } from './merchants/index.ts';
import type { MerchantFixture } from './merchants/types.ts';
import { parseTarget, sameHostBackLink } from './request.ts';
import { HTML_TYPE, send, sendText } from './respond.ts';
import { hashSource } from './security/inline-scripts.ts';
import { pagePolicy } from './security/policy.ts';

export const DEMO_GAME_PREFIX = '/wps/game/demo/';
/** The code a lobby launch is served under. */
export const LOBBY_PAGE = 'lobby';

const PAGE = /^\/wps\/game\/demo\/([A-Z0-9_-]+)\/([A-Za-z0-9_-]{1,40})\/([A-Za-z0-9_-]{1,40})$/;

interface GamePageTexts {
  lang: string;
  lobby: string;
  betting: string;
  trial: string;
  real: string;
  draw: string;
  exit: string;
  back: string;
  note: string;
}

const TEXTS: Record<string, GamePageTexts> = {
  DEMOVN: {
    lang: 'vi',
    lobby: 'Sảnh trò chơi',
    betting: 'Bàn cược',
    trial: 'Chơi thử miễn phí, không dùng tiền thật',
    real: 'Tài khoản',
    draw: 'Quay số',
    exit: 'Thoát',
    back: 'Quay lại',
    note: 'Trò chơi mô phỏng của máy chủ tham chiếu.',
  },
  DEMOBR: {
    lang: 'pt-BR',
    lobby: 'Lobby',
    betting: 'Mesa de apostas',
    trial: 'Jogo grátis, sem dinheiro real',
    real: 'Conta',
    draw: 'Sortear',
    exit: 'Sair',
    back: 'Voltar',
    note: 'Jogo de demonstração do servidor de referência.',
  },
};

const ENGLISH: GamePageTexts = {
  lang: 'en',
  lobby: 'Game lobby',
  betting: 'Betting table',
  trial: 'Free play, no real money',
  real: 'Account',
  draw: 'Draw',
  exit: 'Exit',
  back: 'Back',
  note: 'A demo game of the reference backend.',
};

/**
 * Framed (a trial), the page tells its host it is ready and offers Exit, which asks the host to
 * close it; opened on its own (a launch), it links back. The host checks where messages come
 * from, so `*` is a safe target: nothing in them is secret.
 */
const SCRIPT = `(() => {
  const balls = document.getElementById('balls');
  document.getElementById('draw').addEventListener('click', () => {
    balls.textContent = Array.from({ length: 5 }, () => 1 + Math.floor(Math.random() * 45)).join(' · ');
  });
  if (window.parent === window) return;
  const exit = document.getElementById('exit');
  exit.hidden = false;
  exit.addEventListener('click', () => window.parent.postMessage({ type: 'GAME_EXIT' }, '*'));
  window.parent.postMessage({ type: 'GAME_READY' }, '*');
})();`;

/** Only its own script; only the storefront of this host may frame it. */
export const GAME_PAGE_CSP = pagePolicy([hashSource(SCRIPT)]);

export function isDemoGamePath(pathname: string): boolean {
  return pathname.startsWith(DEMO_GAME_PREFIX);
}

/** The game's display name from the merchant's lanes, else its code. */
export function gameName(merchantCode: string, vendor: string, code: string): string | null {
  for (const lane of GAME_LANES[merchantCode]?.lanes ?? []) {
    const card = lane.cards.find((c) => c.accountTypeName === vendor && c.gameCode === code);
    if (card) return card.displayName;
  }
  return null;
}

function page(
  req: IncomingMessage,
  merchant: MerchantFixture,
  vendor: string,
  code: string,
  query: URLSearchParams,
): string {
  const texts = TEXTS[merchant.merchantCode] ?? ENGLISH;
  const lobby = code === LOBBY_PAGE;
  const title = lobby ? texts.lobby : (gameName(merchant.merchantCode, vendor, code) ?? code);
  const lobbyView = lobby || query.get('view') === 'lobby';
  const trial = query.get('trial') === '1';
  const player = query.get('player')?.slice(0, 60);
  const facts = [
    `<dt>${escapeHtml(vendor)}</dt><dd>${escapeHtml(lobbyView ? texts.lobby : texts.betting)}</dd>`,
    trial
      ? `<dt>${escapeHtml(texts.trial)}</dt><dd></dd>`
      : `<dt>${escapeHtml(texts.real)}</dt><dd>${escapeHtml(player ?? '')}</dd>`,
  ];
  const colour = merchant.brand.primary;
  return htmlDocument(
    `${title} · ${merchant.merchantName}`,
    `<header><h1>${escapeHtml(title)}</h1></header>
<main>
<dl>${facts.join('')}</dl>
<p id="balls" aria-live="polite">– · – · – · – · –</p>
<p><button type="button" id="draw">${escapeHtml(texts.draw)}</button>
<button type="button" id="exit" hidden>${escapeHtml(texts.exit)}</button></p>
${trial ? '' : `<p><a href="${escapeHtml(sameHostBackLink(req, query.get('backUrl')))}">${escapeHtml(texts.back)}</a></p>`}
<p class="note">${escapeHtml(texts.note)}</p>
</main>
<script>${SCRIPT}</script>`,
    {
      lang: texts.lang,
      head: `<style>
body { margin: 0; font-family: system-ui, sans-serif; background: #101820; color: #f4f4f6; }
header { background: ${colour}; padding: 16px; }
h1 { margin: 0; font-size: 20px; }
main { padding: 16px; line-height: 1.5; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; margin: 0 0 16px; }
dd { margin: 0; font-weight: 700; }
#balls { font-size: 28px; letter-spacing: 2px; text-align: center; }
button { min-height: 44px; padding: 0 20px; border: none; border-radius: 999px; background: ${colour}; color: #fff; font: inherit; }
a { color: #ffcd00; }
.note { color: #9aa3ad; font-size: 14px; }
</style>
`,
    },
  );
}

/** `GET /wps/game/demo/<merchant>/<vendor>/<code or lobby>`. */
export function handleDemoGamePage(req: IncomingMessage, res: ServerResponse): void {
  const target = parseTarget(req.url);
  const match = PAGE.exec(target.pathname);
  const merchant = findMerchant(match?.[1]);
  if (!match || !merchant) {
    sendText(req, res, 404, 'Not found');
    return;
  }
  send(req, res, {
    type: HTML_TYPE,
    body: page(req, merchant, match[2]!, match[3]!, target.query),
    headers: {
      'Cache-Control': 'no-store',
      'Content-Security-Policy': GAME_PAGE_CSP,
      'Referrer-Policy': 'no-referrer',
    },
  });
}
