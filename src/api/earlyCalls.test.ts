// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_LANGUAGE_KEY } from '../common/storageKeys';
import { EARLY_CALL_MAX_AGE_MS, type EarlyCall } from './earlyCalls';
import { get } from './request';

const BANNERS = '/wps/relay/MCSFE_getBanners';
const bannersUrl = () => new URL(`${BANNERS}?platform=M`, window.location.origin).href;
const HEADERS = { 'Content-Type': 'application/json', Language: 'EN' };

const envelope = (value: unknown) => new Response(JSON.stringify({ success: true, value }));

let fetched: string[];

beforeEach(() => {
  fetched = [];
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetched.push(url);
      return envelope(['asked again']);
    }),
  );
});

afterEach(() => {
  delete window.__earlyCalls;
  vi.unstubAllGlobals();
});

/** What index.html's inline script leaves for the app: one call, started now. */
function startedEarly(response: Promise<Response | undefined>, headers = HEADERS, at = Date.now()) {
  const call: EarlyCall = { headers, response, at };
  window.__earlyCalls = { [bannersUrl()]: call };
}

const askBanners = () => get(BANNERS, { alert: false, query: { platform: 'M' } });

describe('the calls index.html started early', () => {
  it('answer the app’s first identical call, once: the next one asks the server', async () => {
    startedEarly(Promise.resolve(envelope(['early'])));
    await expect(askBanners()).resolves.toEqual(['early']);
    expect(fetched).toEqual([]);
    await expect(askBanners()).resolves.toEqual(['asked again']);
    expect(fetched).toEqual([bannersUrl()]);
  });

  it('fall back to the usual call when the early one failed or was refused', async () => {
    startedEarly(Promise.resolve(undefined));
    await expect(askBanners()).resolves.toEqual(['asked again']);
    startedEarly(Promise.resolve(new Response('busy', { status: 503 })));
    await expect(askBanners()).resolves.toEqual(['asked again']);
    expect(fetched).toHaveLength(2);
  });

  it('are not used for a call in another language, or once they are old', async () => {
    startedEarly(Promise.resolve(envelope(['early'])), { ...HEADERS, Language: 'VI' });
    await expect(askBanners()).resolves.toEqual(['asked again']);
    startedEarly(
      Promise.resolve(envelope(['early'])),
      HEADERS,
      Date.now() - EARLY_CALL_MAX_AGE_MS - 1,
    );
    await expect(askBanners()).resolves.toEqual(['asked again']);
    expect(fetched).toHaveLength(2);
  });

  it('remember the language the app asks in, for the next start’s early calls', async () => {
    await askBanners();
    expect(localStorage.getItem(EARLY_LANGUAGE_KEY)).toBe('EN');
  });
});
