import { describe, expect, it } from 'vitest';
import { checkScriptUrl } from './scriptUrl';

const HTTPS_PAGE = { href: 'https://m.demo.example/m/login', origin: 'https://m.demo.example' };
const HTTP_PAGE = { href: 'http://localhost:8080/m/login', origin: 'http://localhost:8080' };

describe('script addresses', () => {
  it.each([
    // Same origin, as a path or in full.
    [HTTPS_PAGE, '/captcha/gt.js', 'https://m.demo.example/captcha/gt.js'],
    [HTTP_PAGE, '/cs/chat.js', 'http://localhost:8080/cs/chat.js'],
    [HTTP_PAGE, 'http://localhost:8080/mini-game/v1/minigame.js', null],
    // https anywhere, also written without its scheme on an https page.
    [HTTP_PAGE, 'https://static.geetest.com/static/js/gt.0.5.0.js', null],
    [HTTPS_PAGE, '//static.geevisit.com/v4/gt4.js', 'https://static.geevisit.com/v4/gt4.js'],
  ])('on %o, %s is loaded', (page, source, resolved) => {
    const checked = checkScriptUrl(source, page);
    expect(checked.ok && checked.url.href).toBe(resolved ?? source);
  });

  it.each([
    [HTTP_PAGE, 'http://static.geetest.com/gt.js', 'plain http from another origin'],
    [HTTP_PAGE, '//static.geetest.com/gt.js', 'plain http from another origin'],
    [HTTP_PAGE, 'http://localhost:9090/cs/chat.js', 'plain http from another origin'],
    [HTTPS_PAGE, 'http://m.demo.example/captcha/gt.js', 'plain http from another origin'],
    [HTTPS_PAGE, 'data:text/javascript,alert(1)', 'data: scripts are not loaded'],
    [HTTPS_PAGE, 'javascript:alert(1)', 'javascript: scripts are not loaded'],
    [HTTPS_PAGE, ' JavaScript:alert(1)', 'javascript: scripts are not loaded'],
    [HTTPS_PAGE, 'blob:https://m.demo.example/1b2c', 'blob: scripts are not loaded'],
    [HTTPS_PAGE, 'ftp://files.example/gt.js', 'ftp: scripts are not loaded'],
    [HTTPS_PAGE, 'https://user:secret@cdn.example/gt.js', 'credentials in the address'],
    [HTTPS_PAGE, 'https://[bad/gt.js', 'not an address'],
  ])('on %o, %s is refused: %s', (page, source, reason) => {
    expect(checkScriptUrl(source, page)).toEqual({ ok: false, reason });
  });
});
