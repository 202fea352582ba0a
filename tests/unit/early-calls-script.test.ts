// @vitest-environment jsdom
// index.html's inline script, as the build writes it: it must ask in the language the app will
// ask in, or its answers go unused (src/api/earlyCalls.ts compares the headers).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeEarlyCallsScript } from '../../scripts/early-calls-script.ts';
import {
  BROWSER_ALIASES,
  resolveLanguage,
  SUPPORTED_LANGUAGES,
} from '../../src/common/languages.ts';
import { EARLY_LANGUAGE_KEY, MERCHANT_KEY } from '../../src/common/storageKeys.ts';

const html = writeEarlyCallsScript(
  readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8'),
);
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

let asked: { path: string; headers: Record<string, string> }[];

function runScript(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  new Function(inlineScript)();
}

beforeEach(() => {
  asked = [];
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      asked.push({ path: url.pathname, headers: init.headers as Record<string, string> });
      const value = { info: { merchantCode: 'DEMOBR' } };
      return new Response(JSON.stringify({ success: true, value }));
    }),
  );
});

afterEach(() => {
  delete window.__earlyCalls;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('index.html’s early calls', () => {
  const tags = [
    ...Object.keys(BROWSER_ALIASES),
    ...SUPPORTED_LANGUAGES.map((code) => code.toLowerCase()),
    'en-US',
    'pt-BR',
    'pt-PT',
    'vi-VN',
    'zh-Hant-TW',
    'ur_Latn_PK',
    'fr-CA',
  ];

  it('ask in the language the app resolves from the browser’s', () => {
    for (const tag of tags) {
      asked = [];
      runScript([tag]);
      expect(asked[0]?.headers.Language, tag).toBe(resolveLanguage({ browser: [tag] }).code);
    }
  });

  it('ask nothing when no browser language maps (the merchant’s default decides)', () => {
    runScript(['xx-YY']);
    expect(asked).toEqual([]);
  });

  it('start the status and home calls at once for a known merchant, in its last language', async () => {
    localStorage.setItem(MERCHANT_KEY, 'DEMOVN');
    localStorage.setItem(EARLY_LANGUAGE_KEY, 'VI');
    runScript(['en-US']);
    expect(asked.map((call) => call.path)).toEqual([
      '/wps/system/status',
      '/wps/relay/MCSFE_getBanners',
      '/wps/relay/MCSFE_getListAnnouncements',
      '/wps/relay/GCSGAME_newGameVendor',
    ]);
    expect(asked.every((call) => call.headers.Merchant === 'DEMOVN')).toBe(true);
    expect(asked.every((call) => call.headers.Language === 'VI')).toBe(true);
  });

  it('on a first visit, start the home calls for the merchant the status answer names', async () => {
    runScript(['pt-BR']);
    expect(asked.map((call) => call.path)).toEqual(['/wps/system/status']);
    expect(asked[0]?.headers.Merchant).toBeUndefined();
    await vi.waitFor(() => expect(asked).toHaveLength(4));
    expect(asked.slice(1).every((call) => call.headers.Merchant === 'DEMOBR')).toBe(true);
  });
});
