// The development identity provider's sign-in page: what it refuses, how it escapes, and what its
// script hands back in the popup and the redirect flow (run in jsdom).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { login, type Envelope } from '../auth/test-client.ts';
import { call, startTestServer, type TestServer } from '../test-helpers.ts';

type PageWindow = Window & {
  eval(code: string): unknown;
  close(): void;
  KeyboardEvent: typeof KeyboardEvent;
};
interface Dom {
  window: PageWindow;
}
// A page of its own rather than the jsdom test environment, so the server under test keeps
// Node's globals. jsdom ships no types; the specifier is a variable so TypeScript asks for none.
const JSDOM_MODULE = 'jsdom';
const { JSDOM, VirtualConsole } = (await import(JSDOM_MODULE)) as {
  JSDOM: new (html: string, options: object) => Dom;
  VirtualConsole: new () => { on(event: string, fn: (error: unknown) => void): void };
};

let server: TestServer;
let origin: string;
beforeAll(async () => {
  server = await startTestServer();
  origin = `http://127.0.0.1:${server.port}`; // the Host the test client sends
});
afterAll(() => server.stop());

const authorize = (params: Record<string, string>) =>
  `/dev-idp/authorize?${new URLSearchParams(params).toString()}`;
const popup = (extra: Record<string, string> = {}) =>
  authorize({ channel: 'google', mode: 'popup', state: 's-123', origin, ...extra });

/** Runs the page with its script; jsdom's own complaints fail the test. */
function open(html: string, url: string, prepare: (window: PageWindow) => void = () => {}) {
  const errors: unknown[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (error) => errors.push(error));
  const dom = new JSDOM(html, {
    url,
    runScripts: 'dangerously',
    virtualConsole,
    beforeParse: prepare,
  });
  return { window: dom.window, errors };
}

function button(document: Document, name: RegExp): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find((b) =>
    name.test(b.textContent ?? ''),
  );
  if (!found) throw new Error(`No button ${name}`);
  return found;
}

describe('GET /dev-idp/authorize', () => {
  it('lists the channel’s identities, with only its own script and style allowed', async () => {
    const res = await call(server, popup());
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/^default-src 'none'; /);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe|https?:|\*/);
    for (const [, tag, text] of res.text.matchAll(/<(script|style)>([\s\S]*?)<\/\1>/g)) {
      const hash = createHash('sha256').update(text!).digest('base64');
      expect(csp, tag).toContain(`${tag}-src 'sha256-${hash}'`);
    }
    expect(res.text).not.toMatch(/\b(src|href)=/); // nothing loaded from anywhere

    const { window } = open(res.text, `${server.url}${popup()}`);
    const { document } = window;
    expect(document.title).toBe('Sign in with Google (development)');
    expect(document.querySelector('h1')?.textContent).toBe('Sign in with Google (development)');
    const names = [...document.querySelectorAll('li button')].map((b) => b.textContent);
    expect(names).toEqual([
      'Nguyễn Thị Lan lan.nguyen@gmail.example',
      'New Player new.player@gmail.example',
    ]);
    expect(button(document, /^Cancel$/).type).toBe('button');
    window.close();
  });

  it('shows the merchant of the query, and each channel’s own identities', async () => {
    const br = await call(server, popup({ merchant: 'DEMOBR' }));
    expect(br.text).toContain('ana.souza@gmail.example');
    expect(br.text).not.toContain('lan.nguyen');
    const line = await call(server, popup({ channel: 'line' }));
    expect(line.text).toContain('<title>Sign in with LINE (development)</title>');
    expect(line.text).toContain('thao.pham@line.example');
    expect(line.text).not.toContain('gmail');
  });

  it('HTML-escapes every value it writes', async () => {
    const state = "\"><script>alert(1)</script><b a='1'>&amp;";
    const res = await call(server, popup({ state }));
    expect(res.status).toBe(200);
    expect(res.text).toContain(
      'data-state="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;b a=&#39;1&#39;&gt;&amp;amp;"',
    );
    expect(res.text.match(/<script/g)).toHaveLength(1);
    expect(res.text).not.toContain('<b a=');
  });

  it('refuses foreign origins and redirect URIs, and other bad requests', async () => {
    const port = server.port;
    const refused = [
      popup({ origin: 'https://evil.example' }),
      popup({ origin: `http://127.0.0.1:${port + 1}` }),
      popup({ origin: `http://localhost:${port}` }), // another host name than the one asked
      popup({ origin: `${origin}/m/login` }),
      popup({ origin: `${origin}/` }),
      popup({ origin: 'javascript:alert(1)' }),
      popup({ origin: 'null' }),
      authorize({ channel: 'google', mode: 'popup', state: 's' }),
      authorize({ channel: 'google', mode: 'redirect', state: 's' }),
      ...[
        'https://evil.example/m/login',
        `http://127.0.0.1:${port}.evil.example/m/login`,
        `//evil.example/m/login`,
        '/m/login',
        'javascript:alert(document.domain)',
        `http://user:secret@127.0.0.1:${port}/m/login`,
        `ftp://127.0.0.1:${port}/m/login`,
      ].map((uri) =>
        authorize({ channel: 'google', mode: 'redirect', state: 's', redirect_uri: uri }),
      ),
      popup({ state: '' }),
      popup({ state: 'x'.repeat(1025) }),
      popup({ channel: 'myspace' }),
      popup({ mode: 'iframe' }),
    ];
    for (const path of refused) {
      const res = await call(server, path);
      expect(res.status, path).toBe(400);
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.text).toContain('<h1>Sign-in request refused</h1>');
      expect(res.text).not.toContain('data-id-token');
      expect(res.text).not.toContain('<script');
    }
    // The same origin is fine when the client asked by that name.
    const byName = await call(server, popup({ origin: `http://localhost:${port}` }), {
      headers: { Host: `localhost:${port}` },
    });
    expect(byName.status).toBe(200);
    expect((await call(server, popup(), { method: 'POST' })).status).toBe(405);
  });

  it('posts the choice to the opener’s origin in popup mode, then closes', async () => {
    const res = await call(server, popup());
    const opener = { postMessage: vi.fn() };
    const close = vi.fn();
    const page = open(res.text, `${server.url}${popup()}`, (window) => {
      Object.defineProperty(window, 'opener', { value: opener });
      Object.defineProperty(window, 'close', { value: close });
    });
    button(page.window.document, /lan\.nguyen/).click();
    expect(opener.postMessage).toHaveBeenCalledTimes(1);
    const [message, targetOrigin] = opener.postMessage.mock.calls[0]!;
    expect(targetOrigin).toBe(origin);
    expect(message).toEqual({
      type: 'DEV_IDP_RESULT',
      state: 's-123',
      channel: 'google',
      idToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]{43}$/),
    });
    expect(close).toHaveBeenCalled();
    // The token signs player01 in.
    const body = await login(server, '', '', {
      type: 'firebase',
      firebaseChannel: 'google',
      firebaseIdToken: (message as { idToken: string }).idToken,
    });
    expect((body as Envelope<{ userName: string }>).value.userName).toBe('player01');
    expect(page.errors).toEqual([]);
  });

  it('posts auth/popup-closed-by-user on Cancel or Escape', async () => {
    const res = await call(server, popup({ state: 'cancel-me' }));
    for (const act of ['click', 'escape'] as const) {
      const opener = { postMessage: vi.fn() };
      const page = open(res.text, `${server.url}${popup()}`, (window) => {
        Object.defineProperty(window, 'opener', { value: opener });
        Object.defineProperty(window, 'close', { value: vi.fn() });
      });
      const { document } = page.window;
      if (act === 'click') button(document, /^Cancel$/).click();
      else document.dispatchEvent(new page.window.KeyboardEvent('keydown', { key: 'Escape' }));
      expect(opener.postMessage).toHaveBeenCalledWith(
        { type: 'DEV_IDP_RESULT', state: 'cancel-me', error: 'auth/popup-closed-by-user' },
        origin,
      );
      expect(page.errors).toEqual([]);
    }
  });

  it('says so when the window has no opener', async () => {
    const res = await call(server, popup());
    const page = open(res.text, `${server.url}${popup()}`);
    button(page.window.document, /lan\.nguyen/).click();
    expect(page.window.document.querySelector('[role=status]')?.textContent).toMatch(
      /page that opened this window is gone/,
    );
    expect(page.errors).toEqual([]);
    page.window.close();
  });

  it('navigates to redirect_uri with the result in the fragment in redirect mode', async () => {
    const back = `${origin}/m/login?from=idp#old`;
    const path = authorize({
      channel: 'facebook',
      mode: 'redirect',
      state: 'r-9',
      redirect_uri: back,
    });
    const res = await call(server, path);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`data-redirect-uri="${origin}/m/login?from=idp"`);
    // jsdom cannot navigate, so the script's one navigation call is caught instead.
    const script = /<script>([\s\S]*?)<\/script>/.exec(res.text)![1]!;
    expect(script.match(/location\.replace\(/g)).toHaveLength(1);
    for (const choice of [/minh\.tran/, /^Cancel$/]) {
      const dom = new JSDOM(res.text.replace(/<script>[\s\S]*?<\/script>/, ''), {
        url: `${server.url}${path}`,
        runScripts: 'outside-only',
      });
      const navigate = vi.fn();
      Object.assign(dom.window, { navigate });
      dom.window.eval(script.replace('location.replace(', 'window.navigate('));
      button(dom.window.document, choice).click();
      const [target] = navigate.mock.calls[0] as [string];
      const [base, fragment] = target.split('#devIdp=') as [string, string];
      expect(base).toBe(`${origin}/m/login?from=idp`);
      const result = JSON.parse(decodeURIComponent(fragment)) as Record<string, string>;
      expect(result).toEqual(
        choice.source === '^Cancel$'
          ? { state: 'r-9', error: 'auth/redirect-cancelled-by-user' }
          : { state: 'r-9', channel: 'facebook', idToken: expect.any(String) },
      );
      dom.window.close();
    }
  });
});
