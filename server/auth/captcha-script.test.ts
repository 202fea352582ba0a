// The development captcha script in a DOM, against a real server: the Geetest v3 and v4
// interfaces the storefront calls, and values the server then accepts.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, setScenario, startTestServer, type TestServer } from '../test-helpers.ts';
import { captchaId } from './captcha.ts';
import { DEMO_PASSWORD } from './seed.ts';
import { login, type Envelope } from './test-client.ts';

interface CaptchaObject {
  appendTo(target: string | Element): CaptchaObject;
  onReady(fn: () => void): CaptchaObject;
  onSuccess(fn: () => void): CaptchaObject;
  onError(fn: (error: { code: number; msg: string }) => void): CaptchaObject;
  onClose(fn: () => void): CaptchaObject;
  getValidate(): Record<string, string> | false;
  reset(): CaptchaObject;
  verify(): CaptchaObject;
}
type Init = (config: object, callback: (captcha: CaptchaObject) => void) => void;
type PageWindow = Window & { eval(code: string): unknown; initGeetest: Init; initGeetest4: Init };

// A page of its own rather than the jsdom test environment, so the server under test keeps
// Node's globals. jsdom ships no types; the specifier is a variable so TypeScript asks for none.
const JSDOM_MODULE = 'jsdom';
const { JSDOM } = (await import(JSDOM_MODULE)) as {
  JSDOM: new (html: string, options: object) => { window: PageWindow };
};

let server: TestServer;
let page: PageWindow;
let document: Document;
beforeAll(async () => {
  server = await startTestServer();
  await setScenario(server, { captcha: true });
  page = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    url: `${server.url}/m/login`,
    runScripts: 'outside-only',
  }).window;
  document = page.document;
  // jsdom has no fetch; Node's does the script's same-origin call.
  Object.assign(page, { fetch: globalThis.fetch });
  page.eval((await call(server, '/captcha/gt.js')).text);
});
afterAll(async () => {
  page.close();
  await server.stop();
});

const start = (init: Init, config: object) =>
  new Promise<CaptchaObject>((resolve) => init(config, resolve));
const event = (register: (fn: () => void) => void) =>
  new Promise<void>((resolve) => register(resolve));

function button(root: ParentNode, name: RegExp): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find((b) => name.test(b.textContent ?? ''));
  if (!found) throw new Error(`No button ${name}`);
  return found;
}

describe('/captcha/gt.js', () => {
  it('works like Geetest v3 and its values sign in', async () => {
    const res = await call(server, '/wps/captcha/geetest?t=1');
    const { gt, challenge } = res.json<Envelope<{ gt: string; challenge: string }>>().value;
    const captcha = await start(page.initGeetest, { gt, challenge, new_captcha: true });
    await event((fn) => captcha.onReady(fn));
    document.body.innerHTML = '<div id="captcha-box"></div>';
    captcha.appendTo('#captcha-box');
    expect(captcha.getValidate()).toBe(false);

    const solved = event((fn) => captcha.onSuccess(fn));
    button(document, /I am not a robot/).click();
    await solved;
    const validate = captcha.getValidate();
    expect(validate).toEqual({
      geetest_challenge: challenge,
      geetest_validate: expect.stringMatching(/^[0-9a-f]{32}$/),
      geetest_seccode: expect.stringMatching(/\|jordan$/),
    });
    expect(document.querySelector('[role=status]')?.textContent).toBe('Verification complete');
    if (!validate) throw new Error('unreachable');
    const body = await login(server, 'player01', DEMO_PASSWORD, {
      geetestChallenge: validate['geetest_challenge'],
      geetestValidate: validate['geetest_validate'],
      geetestSeccode: validate['geetest_seccode'],
    });
    expect(body.success).toBe(true);

    captcha.reset();
    expect(captcha.getValidate()).toBe(false);
    expect(button(document, /I am not a robot/).disabled).toBe(false);
  });

  it('reports an unknown challenge through onError', async () => {
    const captcha = await start(page.initGeetest, { gt: 'x', challenge: 'not-issued' });
    document.body.innerHTML = '<div id="captcha-box"></div>';
    captcha.appendTo(document.getElementById('captcha-box')!);
    const failed = new Promise<{ code: number; msg: string }>((resolve) =>
      captcha.onError(resolve),
    );
    button(document, /I am not a robot/).click();
    expect(await failed).toMatchObject({ code: 60401, msg: 'Unknown or expired challenge' });
    expect(captcha.getValidate()).toBe(false);
  });

  it('works like Geetest v4, in a dialog opened by verify()', async () => {
    const captcha = await start(page.initGeetest4, { captchaId: captchaId('DEMOVN') });
    await event((fn) => captcha.onReady(fn));
    document.body.innerHTML = '';
    const closed = vi.fn();
    captcha.onClose(closed);
    captcha.verify();
    const dialog = document.querySelector('[role=dialog]');
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    const solved = event((fn) => captcha.onSuccess(fn));
    button(dialog!, /I am not a robot/).click();
    await solved;
    const validate = captcha.getValidate();
    expect(Object.keys(validate || {}).sort()).toEqual([
      'captcha_output',
      'gen_time',
      'lot_number',
      'pass_token',
    ]);
    const body = await login(server, 'player01', DEMO_PASSWORD, { geetestValidateV4: validate });
    expect(body.success).toBe(true);

    captcha.reset();
    await vi.waitFor(() => expect(document.querySelector('[role=dialog]')).toBeNull());
    captcha.verify();
    button(document.querySelector('[role=dialog]')!, /Close/).click();
    expect(closed).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[role=dialog]')).toBeNull();
  });
});
