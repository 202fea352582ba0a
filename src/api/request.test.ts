// @vitest-environment jsdom
import { generateKeyPairSync } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encryptPayload } from '../../workers/encryption';
import { writeSession } from '../lib/session';
import { dismissNotice, getNotices } from '../ui/notices';
import { EncryptionError, HttpError, NetworkError, ServerError } from './errors';
import { get, isProtectedPath, parseBody, post } from './request';
import { MERCHANT_KEY } from '../common/storageKeys';

// The worker's code runs in-process here; the Worker itself is exercised end to end.
vi.mock('../lib/cryptoWorker', () => ({
  cryptoWorker: {
    call: async (task: (api: { encryptPayload: typeof encryptPayload }) => unknown) =>
      task({ encryptPayload }),
  },
}));

const { publicKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

type Call = { url: string; init: RequestInit };
let calls: Call[];

function serve(handler: (url: URL, init: RequestInit) => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return handler(new URL(url), init);
    }),
  );
}

const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }));
const header = (call: Call | undefined, name: string) =>
  (call?.init.headers as Record<string, string>)[name];

beforeEach(() => {
  calls = [];
  sessionStorage.clear();
  localStorage.setItem(MERCHANT_KEY, 'DEMOVN');
});

afterEach(() => {
  vi.unstubAllGlobals();
  getNotices().forEach((notice) => dismissNotice(notice.id));
});

describe('request wrapper (spec §7)', () => {
  it('rejects a call with no URL with url_is_null_check', async () => {
    await expect(get('', { alert: false })).rejects.toThrow('url_is_null_check');
  });

  it('sends Merchant, an upper-case Language, ModuleId and Device; no token on public calls', async () => {
    writeSession({ token: 'tok', merchantCode: 'DEMOVN' });
    serve(() => ok(true));
    await post('/wps/member/register', { body: { a: 1 }, moduleId: 'REG3', device: 'PWA' });
    const [call] = calls;
    expect(header(call, 'Merchant')).toBe('DEMOVN');
    expect(header(call, 'Language')).toMatch(/^[A-Z-]+$/);
    expect(header(call, 'ModuleId')).toBe('REG3');
    expect(header(call, 'Device')).toBe('PWA');
    expect(header(call, 'Authorization')).toBeUndefined();
    expect(call?.init.credentials).toBe('include');
    expect(call?.init.redirect).toBe('manual');
  });

  it('adds Authorization and merchantCode from the session on protected calls', async () => {
    writeSession({ token: 'tok-1', merchantCode: 'DEMOVN' });
    serve(() => ok({}));
    await get('/wps/member/info');
    await post('/wps/member/language', { body: { language: 'VI' } });
    expect(header(calls[0], 'Authorization')).toBe('Bearer tok-1');
    expect(new URL(calls[0]!.url).searchParams.get('merchantCode')).toBe('DEMOVN');
    expect(JSON.parse(calls[1]!.init.body as string)).toEqual({
      merchantCode: 'DEMOVN',
      language: 'VI',
    });
    expect(isProtectedPath('/wps/system/status')).toBe(false);
  });

  it('asks for the public page content without the session (help, news, VIP tiers)', () => {
    for (const path of [
      '/wps/relay/MCSFE_getVipLevels',
      '/wps/relay/WPSCORE_getHelpCenter',
      '/wps/relay/MCSFE_getNewsList',
    ]) {
      expect(isProtectedPath(path), path).toBe(false);
    }
    // A member's referral page carries the token; a visitor's goes without one anyway.
    expect(isProtectedPath('/wps/member/referral')).toBe(true);
  });

  it('shares one request between identical concurrent GETs', async () => {
    serve(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return ok([1, 2]);
    });
    const [a, b] = await Promise.all([
      get('/wps/system/country', { query: { merchant: 'DEMOVN' } }),
      get('/wps/system/country', { query: { merchant: 'DEMOVN' } }),
    ]);
    expect(a).toEqual([1, 2]);
    expect(b).toEqual([1, 2]);
    expect(calls).toHaveLength(1);
  });

  it('never shares a GET made with a token of its own with the session’s', async () => {
    writeSession({ token: 'mine' });
    serve(async (_, init) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const authorization = (init.headers as Record<string, string>).Authorization;
      return ok({ account: authorization === 'Bearer theirs' ? 'nochat01' : 'player01' });
    });
    const [own, other] = await Promise.all([
      get('/wps/member/info'),
      get('/wps/member/info', { token: 'theirs', cache: true }),
    ]);
    expect(own).toEqual({ account: 'player01' });
    expect(other).toEqual({ account: 'nochat01' });
    expect(calls.map((call) => header(call, 'Authorization'))).toEqual([
      'Bearer mine',
      'Bearer theirs',
    ]);
  });

  it('keeps cached GETs in session storage until flushed', async () => {
    let version = 0;
    serve(() => ok(++version));
    expect(await get('/wps/system/country', { cache: true })).toBe(1);
    expect(await get('/wps/system/country', { cache: true })).toBe(1);
    expect(await get('/wps/system/country', { cache: true, flush: true })).toBe(2);
    expect(calls).toHaveLength(2);
  });

  it('parses answers sent as a query string', () => {
    expect(parseBody('success=true&value=7')).toEqual({ success: true, value: '7' });
    expect(parseBody('{"success":false}')).toEqual({ success: false });
    expect(parseBody('<html>')).toBeUndefined();
  });

  it('times out into a NetworkError', async () => {
    serve(
      (_, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    const error = (await get('/wps/system/status', { timeoutMs: 20, alert: false }).catch(
      (caught: unknown) => caught,
    )) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.timedOut).toBe(true);
  });

  it('does not follow redirects', async () => {
    // What fetch returns for a redirect with `redirect: 'manual'`.
    const opaque = new Response(null, { status: 200 });
    Object.defineProperty(opaque, 'type', { value: 'opaqueredirect' });
    serve(() => opaque);
    await expect(get('/wps/system/status', { alert: false })).rejects.toBeInstanceOf(HttpError);
  });

  it('passes a success:false answer on as a ServerError with its value', async () => {
    serve(
      () =>
        new Response(
          JSON.stringify({ success: false, errorCode: 'login_verify_required', value: 'sms,ga' }),
        ),
    );
    const error = (await post('/wps/session/login', {
      handledCodes: ['login_verify_required'],
    }).catch((caught: unknown) => caught)) as ServerError;
    expect(error.errorCode).toBe('login_verify_required');
    expect(error.value).toBe('sms,ga');
    expect(getNotices()).toEqual([]);
  });
});

describe('encrypted posts (docs/wire-contract.md)', () => {
  it('fetches the key uncached, then posts the envelope with the three headers', async () => {
    serve((url) =>
      url.pathname === '/wps/session/key/rsa' ? ok({ publicKey, keyId: 'k1' }) : ok({ token: 't' }),
    );
    await post('/wps/session/login', {
      encrypt: true,
      body: { username: 'player01', password: 'Player#2026' },
    });
    const [keyCall, loginCall] = calls;
    expect(new URL(keyCall!.url).searchParams.get('_')).toMatch(/^\d+$/);
    expect(keyCall!.init.cache).toBe('no-store');
    expect(header(loginCall, 'Encryption')).toMatch(/^[A-Za-z0-9+/=]{300,}$/);
    expect(header(loginCall, 'X-Digest')).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(header(loginCall, 'X-RSA')).toBe('k1');
    const body = JSON.parse(loginCall!.init.body as string) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['v', 'value']);
    expect(loginCall!.init.body).not.toContain('Player#2026');
  });

  it('fails closed: no key, no post, and the message is shown', async () => {
    serve((url) =>
      url.pathname === '/wps/session/key/rsa'
        ? ok({ publicKey: 'garbage', keyId: 'k1' })
        : ok({ token: 't' }),
    );
    await expect(
      post('/wps/session/login', { encrypt: true, body: { password: 'secret' } }),
    ).rejects.toBeInstanceOf(EncryptionError);
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual(['/wps/session/key/rsa']);
    expect(getNotices()).toMatchObject([
      { kind: 'alert', text: { key: 'errors.encryption_failed' } },
    ]);
  });
});
