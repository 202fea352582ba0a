// @vitest-environment jsdom
// index.html's inline script, as the build writes it: it must ask in the language the app will
// ask in, or its answers go unused (src/api/earlyCalls.ts compares the headers).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeEarlyCallsScript } from '../../scripts/early-calls-script.ts';
import { resizingPrefixes } from '../../src/common/imageWidths.ts';
import { imageSources } from '../../src/ui/imageSources.ts';
import {
  BROWSER_ALIASES,
  resolveLanguage,
  SUPPORTED_LANGUAGES,
} from '../../src/common/languages.ts';
import {
  BOOT_PREVIEW_KEY,
  EARLY_LANGUAGE_KEY,
  MERCHANT_KEY,
} from '../../src/common/storageKeys.ts';

const html = writeEarlyCallsScript(
  readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8'),
);
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
/** The page's body as the script finds it: the app's root and the preview's markup. */
const body = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;

/** The answers of the demo backend, by path. */
const ANSWERS: Record<string, unknown> = {
  '/wps/system/status': {
    info: {
      merchantCode: 'DEMOBR',
      mobileTemplate: {
        parameters: { image_logo: '/cdn/DEMOBR/logo.svg', primary_color: '#009c3b' },
      },
    },
  },
  '/wps/relay/MCSFE_getBanners': [
    { groupName: 'm_side', url: '/cdn/DEMOBR/banner-9.svg' },
    { groupName: 'm_home', url: '/cdn/DEMOBR/banner-1.svg' },
  ],
};

let asked: { path: string; headers: Record<string, string> }[];

function runScript(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  new Function(inlineScript)();
}

beforeEach(() => {
  asked = [];
  localStorage.clear();
  document.body.innerHTML = body;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      asked.push({ path: url.pathname, headers: init.headers as Record<string, string> });
      const value = ANSWERS[url.pathname] ?? [];
      return new Response(JSON.stringify({ success: true, value }));
    }),
  );
});

afterEach(() => {
  delete window.__earlyCalls;
  history.replaceState(null, '', '/');
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

describe('index.html’s first banner', () => {
  const rule = { prefixes: resizingPrefixes(undefined, location.origin), base: location.href };
  /** The preload of `url` (earlier tests' answers may still add theirs). */
  const preloadOf = (url: string) =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].find(
      (link) => link.href === new URL(url, location.href).href,
    );
  const banners = (url: string) => {
    ANSWERS['/wps/relay/MCSFE_getBanners'] = [{ groupName: 'm_home', url }];
  };
  const demoBanners = ANSWERS['/wps/relay/MCSFE_getBanners'];
  afterEach(() => {
    ANSWERS['/wps/relay/MCSFE_getBanners'] = demoBanners;
    document.head.querySelectorAll('link').forEach((link) => link.remove());
  });

  it('a raster banner on this origin’s /cdn/ is preloaded and previewed in the carousel’s widths', async () => {
    banners('/cdn/DEMOBR/banner-1.png');
    runScript(['pt-BR']);
    const carousel = imageSources('/cdn/DEMOBR/banner-1.png', 'banner', rule);
    await vi.waitFor(() => expect(preloadOf('/cdn/DEMOBR/banner-1.png')).toBeDefined());
    const preload = preloadOf('/cdn/DEMOBR/banner-1.png')!;
    expect(preload.getAttribute('imagesrcset')).toBe(carousel.srcSet);
    expect(preload.getAttribute('imagesizes')).toBe(carousel.sizes);
    const previewed = document.querySelector<HTMLImageElement>('.bp-banner')!;
    await vi.waitFor(() => expect(previewed.getAttribute('srcset')).toBe(carousel.srcSet));
    expect(previewed.getAttribute('sizes')).toBe(carousel.sizes);
  });

  it.each([
    ['an SVG banner', '/cdn/DEMOBR/banner-1.svg'],
    ['a raster banner on a host that does not resize', 'https://images.example/banner-1.png'],
    ['a banner already at a width', '/cdn/DEMOBR/banner-1.png?w=720'],
  ])('%s is preloaded by its address alone, as the carousel asks for it', async (_case, url) => {
    banners(url);
    runScript(['pt-BR']);
    expect(imageSources(url, 'banner', rule).srcSet).toBeUndefined();
    await vi.waitFor(() => expect(preloadOf(url)).toBeDefined());
    expect(preloadOf(url)!.getAttribute('imagesrcset')).toBeNull();
  });
});

describe('index.html’s boot preview', () => {
  const preview = () => document.getElementById('boot-preview')!;
  const drawn = (part: string) => preview().querySelector(`.bp-${part}`)!.getAttribute('src');
  const stored = {
    merchant: 'DEMOVN',
    language: 'VI',
    logo: '/cdn/DEMOVN/logo.svg',
    banner: 'https://cdn.example/DEMOVN/banner-3.svg',
    colour: 'rgb(200, 16, 46)',
    header: 160,
    top: 250,
  };

  /** A return visit of DEMOVN in Vietnamese, whose answers have not come yet. */
  function returnVisit(copy: string) {
    localStorage.setItem(MERCHANT_KEY, 'DEMOVN');
    localStorage.setItem(EARLY_LANGUAGE_KEY, 'VI');
    localStorage.setItem(BOOT_PREVIEW_KEY, copy);
    vi.stubGlobal(
      'fetch',
      vi.fn((url: URL) => {
        asked.push({ path: url.pathname, headers: {} });
        return new Promise(() => undefined);
      }),
    );
    runScript(['en-US']);
  }

  it('draws the stored copy at once on a return visit, at its places', () => {
    returnVisit(JSON.stringify(stored));
    expect(preview().hidden).toBe(false);
    expect(drawn('logo')).toBe('http://localhost:3000/cdn/DEMOVN/logo.svg');
    expect(drawn('banner')).toBe(stored.banner);
    expect(preview().querySelector<HTMLElement>('.bp-header')!.style.backgroundColor).toBe(
      stored.colour,
    );
    expect(preview().style.getPropertyValue('--bp-top')).toBe('250px');
    expect(preview().style.getPropertyValue('--bp-header')).toBe('160px');
    expect(document.getElementById('root')!.inert).toBe(true);
  });

  it('on a first visit, draws the logo from the status answer and the banner from the banners answer', async () => {
    runScript(['pt-BR']);
    expect(preview().hidden).toBe(false);
    await vi.waitFor(() => {
      expect(drawn('logo')).toBe('http://localhost:3000/cdn/DEMOBR/logo.svg');
      expect(drawn('banner')).toBe('http://localhost:3000/cdn/DEMOBR/banner-1.svg');
    });
    expect(preview().querySelector<HTMLElement>('.bp-header')!.style.backgroundColor).toBe(
      'rgb(0, 156, 59)',
    );
  });

  it('ignores a copy for another merchant or language', () => {
    for (const other of [{ merchant: 'DEMOBR' }, { language: 'EN' }]) {
      returnVisit(JSON.stringify({ ...stored, ...other }));
      expect(drawn('logo')).toBeNull();
      expect(drawn('banner')).toBeNull();
      expect(preview().style.getPropertyValue('--bp-top')).toBe('');
    }
  });

  it('draws nothing from malformed storage and still starts the calls', () => {
    const malformed = [
      '{not json',
      'null',
      '[]',
      JSON.stringify({
        ...stored,
        logo: 42,
        banner: 'javascript:alert(1)',
        top: 'far',
        header: -5,
      }),
      JSON.stringify({
        ...stored,
        logo: 'javascript:alert(1)',
        top: 'far',
        banner: 'data:image/svg+xml,<svg/>',
      }),
    ];
    for (const copy of malformed) {
      asked = [];
      returnVisit(copy);
      expect(drawn('logo'), copy).toBeNull();
      expect(drawn('banner'), copy).toBeNull();
      expect(preview().style.getPropertyValue('--bp-top'), copy).toBe('');
      expect(asked, copy).toHaveLength(4);
    }
  });

  it('is not shown off the home addresses (the spinner is)', async () => {
    history.replaceState(null, '', '/m/login');
    localStorage.setItem(MERCHANT_KEY, 'DEMOVN');
    localStorage.setItem(EARLY_LANGUAGE_KEY, 'VI');
    localStorage.setItem(BOOT_PREVIEW_KEY, JSON.stringify(stored));
    runScript(['en-US']);
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    expect(preview().hidden).toBe(true);
    expect(drawn('banner')).toBeNull();
    expect(document.getElementById('root')!.inert).not.toBe(true);
  });
});
