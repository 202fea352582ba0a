// The Google one-tap stand-in in a DOM, against a real server: the `google.accounts.id` calls the
// storefront makes, its moments, and a credential the server then accepts.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { login, type Envelope } from '../auth/test-client.ts';
import { call, startTestServer, type TestServer } from '../test-helpers.ts';

interface Moment {
  getMomentType(): string;
  isDisplayed(): boolean;
  isNotDisplayed(): boolean;
  getNotDisplayedReason(): string | undefined;
  getSkippedReason(): string | undefined;
  getDismissedReason(): string | undefined;
}
interface GoogleId {
  initialize(config: object): void;
  prompt(listener?: (moment: Moment) => void): void;
  cancel(): void;
}
type PageWindow = Window & { eval(code: string): unknown; google: { accounts: { id: GoogleId } } };

const JSDOM_MODULE = 'jsdom';
const { JSDOM, VirtualConsole } = (await import(JSDOM_MODULE)) as {
  JSDOM: new (html: string, options: object) => { window: PageWindow };
  VirtualConsole: new () => { on(event: string, fn: (value: unknown) => void): void };
};

let server: TestServer;
let script: string;
let page: PageWindow;
const warnings: unknown[] = [];
beforeAll(async () => {
  server = await startTestServer();
  script = (await call(server, '/dev-idp/gsi/client')).text;
});
afterAll(() => server.stop());
beforeEach(() => {
  warnings.length = 0;
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('warn', (message) => warnings.push(message));
  virtualConsole.on('jsdomError', (error) => warnings.push(error));
  page = new JSDOM(
    '<!doctype html><html><head></head><body><main>Storefront</main></body></html>',
    {
      url: `${server.url}/m/login`,
      runScripts: 'outside-only',
      virtualConsole,
    },
  ).window;
  // jsdom has no fetch; Node's does the script's same-origin call.
  Object.assign(page, { fetch: globalThis.fetch });
  page.eval(script);
  return () => page.close();
});

/** Starts one-tap and resolves with the first moment, the card drawn when it is displayed. */
function prompt(clientId: string, callback = vi.fn(), extra: object = {}) {
  const moments: Moment[] = [];
  const id = page.google.accounts.id;
  id.initialize({ client_id: clientId, callback, ...extra });
  const first = new Promise<Moment>((resolve) =>
    id.prompt((moment) => {
      moments.push(moment);
      if (moments.length === 1) resolve(moment);
    }),
  );
  return { id, callback, moments, first };
}

const card = () => page.document.querySelector<HTMLElement>('[role=dialog]');
function button(name: RegExp): HTMLButtonElement {
  const found = [...(card()?.querySelectorAll('button') ?? [])].find((b) =>
    name.test(b.getAttribute('aria-label') ?? b.textContent ?? ''),
  );
  if (!found) throw new Error(`No button ${name}`);
  return found;
}

describe('/dev-idp/gsi/client', () => {
  it('is served as JavaScript, never cached without revalidation', async () => {
    const res = await call(server, '/dev-idp/gsi/client');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(() => new Function(res.text)).not.toThrow();
  });

  it('shows the merchant’s Google identities and calls back with a credential that signs in', async () => {
    const { callback, moments, first } = prompt('DEMOVN');
    const shown = await first;
    expect(shown.getMomentType()).toBe('display');
    expect(shown.isDisplayed()).toBe(true);
    const dialog = card()!;
    expect(dialog.getAttribute('aria-labelledby')).toBe('dev-gsi-title');
    expect(page.document.getElementById('dev-gsi-title')?.textContent).toBe(
      'Sign in with Google (development)',
    );
    const accounts = [...dialog.querySelectorAll('li button')].map((b) => b.textContent);
    expect(accounts).toEqual([
      'Nguyễn Thị Lan lan.nguyen@gmail.example',
      'New Player new.player@gmail.example',
    ]);
    expect(page.document.activeElement).toBe(page.document.body); // focus is not taken

    button(/lan\.nguyen/).click();
    expect(card()).toBeNull();
    expect(callback).toHaveBeenCalledTimes(1);
    const response = callback.mock.calls[0]![0] as { credential: string; select_by: string };
    expect(response).toEqual({ credential: expect.any(String), select_by: 'btn' });
    expect(moments.at(-1)?.getDismissedReason()).toBe('credential_returned');

    const body = await login(server, '', '', {
      type: 'firebase',
      firebaseChannel: 'google',
      firebaseIdToken: response.credential,
    });
    expect((body as Envelope<{ userName: string }>).value.userName).toBe('player01');
    expect(warnings).toEqual([]);
  });

  it('takes the merchant from client_id', async () => {
    await prompt('DEMOBR').first;
    expect(card()?.textContent).toContain('ana.souza@gmail.example');
    expect(card()?.textContent).not.toContain('lan.nguyen');
  });

  it('reports closing, tapping outside and cancel() as Google does', async () => {
    const closed = prompt('DEMOVN');
    await closed.first;
    button(/^Close$/).click();
    expect(card()).toBeNull();
    expect(closed.moments.at(-1)?.getSkippedReason()).toBe('user_cancel');

    const outside = prompt('DEMOVN');
    await outside.first;
    page.document.querySelector('main')!.click();
    expect(card()).toBeNull();
    expect(outside.moments.at(-1)?.getSkippedReason()).toBe('tap_outside');

    const kept = prompt('DEMOVN', vi.fn(), { cancel_on_tap_outside: false });
    await kept.first;
    page.document.querySelector('main')!.click();
    expect(card()).not.toBeNull();
    kept.id.cancel();
    expect(card()).toBeNull();
    expect(kept.moments.at(-1)?.getDismissedReason()).toBe('cancel_called');
    expect(kept.callback).not.toHaveBeenCalled();
  });

  it('is not displayed without a client_id', async () => {
    const { first } = prompt('');
    const moment = await first;
    expect(moment.isNotDisplayed()).toBe(true);
    expect(moment.getNotDisplayedReason()).toBe('missing_client_id');
    expect(card()).toBeNull();
    expect(warnings).toEqual([expect.stringContaining('needs a client_id')]);
  });
});
