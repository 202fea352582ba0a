// /mini-game/v1/minigame.js and /mini-game/s1/minigame.js (spec §7): local stand-ins for the
// merchants' mini-game scripts. Each sets up `window.StorefrontMiniGame` (docs/architecture.md):
// a tiny quick-draw game drawn with DOM calls only, so it needs nothing from the internet.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { send, sendText } from './respond.ts';

const VARIANTS: Record<string, { title: string; balls: number; max: number }> = {
  v1: { title: 'Xổ số nhanh', balls: 3, max: 9 },
  s1: { title: 'Sorteio rápido', balls: 5, max: 60 },
};

function script(variant: { title: string; balls: number; max: number }) {
  return `(() => {
  const config = ${JSON.stringify(variant)};
  let stage = null;
  function draw(list) {
    list.textContent = '';
    for (let i = 0; i < config.balls; i++) {
      const ball = document.createElement('li');
      ball.className = 'mini-game-ball';
      ball.textContent = String(1 + Math.floor(Math.random() * config.max));
      list.append(ball);
    }
  }
  window.StorefrontMiniGame = {
    open(container, options) {
      stage = container;
      container.textContent = '';
      container.lang = String(options && options.language || '').toLowerCase();
      const heading = document.createElement('h2');
      heading.textContent = config.title;
      const list = document.createElement('ol');
      list.className = 'mini-game-balls';
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = '▶';
      button.setAttribute('aria-label', config.title);
      button.addEventListener('click', () => draw(list));
      container.append(heading, list, button);
      draw(list);
    },
    close() {
      if (stage) stage.textContent = '';
      stage = null;
    },
  };
})();
`;
}

export function handleMiniGame(req: IncomingMessage, res: ServerResponse, pathname: string): void {
  const match = /^\/mini-game\/(v1|s1)\/minigame\.js$/.exec(pathname);
  const variant = match ? VARIANTS[match[1]!] : undefined;
  if (!variant) {
    sendText(req, res, 404, 'Not found');
    return;
  }
  send(req, res, {
    type: 'text/javascript; charset=utf-8',
    body: script(variant),
    headers: { 'Cache-Control': 'public, max-age=3600' },
  });
}
