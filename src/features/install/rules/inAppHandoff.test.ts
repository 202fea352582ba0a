import { describe, expect, it } from 'vitest';
import type { Environment } from '../../../lib/environmentDetails';
import { chromeIntentUrl, decideHandoff, lineExternalUrl, shareableUrl } from './inAppHandoff';

const plain: Environment = {
  nativeApp: false,
  appVersion: null,
  pwa: false,
  webClip: false,
  installed: false,
  ios: false,
  iosMajor: null,
  android: false,
  safari: false,
  chrome: false,
  inAppBrowser: null,
};
const href = 'https://m.demo.example/m/home?affiliateCode=A1&token=SECRET&tokens=SECRET2#top';

describe('hand-off addresses never carry a token', () => {
  it('drops token, tokens and the fragment, keeps the rest', () => {
    expect(shareableUrl(href).href).toBe('https://m.demo.example/m/home?affiliateCode=A1');
  });
  it('Android: a Chrome intent for this page', () => {
    expect(chromeIntentUrl(href)).toBe(
      'intent://m.demo.example/m/home?affiliateCode=A1#Intent;scheme=https;package=com.android.chrome;end',
    );
    expect(chromeIntentUrl('http://127.0.0.1:4173/m/home?token=x')).toBe(
      'intent://127.0.0.1:4173/m/home#Intent;scheme=http;package=com.android.chrome;end',
    );
  });
  it('LINE: the same page with openExternalBrowser=1', () => {
    expect(lineExternalUrl(href)).toBe(
      'https://m.demo.example/m/home?affiliateCode=A1&openExternalBrowser=1',
    );
  });
});

type Row = [name: string, env: Partial<Environment>, kind: string, target?: string];

// prettier-ignore
const TABLE: Row[] = [
  ['LINE on Android',               { android: true, inAppBrowser: 'LINE' },      'navigate', 'openExternalBrowser=1'],
  ['LINE on iOS',                   { ios: true, inAppBrowser: 'LINE' },          'navigate', 'openExternalBrowser=1'],
  ['Facebook on Android',           { android: true, inAppBrowser: 'FACEBOOK' },  'navigate', 'intent://'],
  ['TikTok on Android',             { android: true, inAppBrowser: 'TIKTOK' },    'navigate', 'intent://'],
  ['Instagram on Android',          { android: true, inAppBrowser: 'INSTAGRAM' }, 'navigate', 'intent://'],
  ['Samsung Internet',              { android: true },                            'navigate', 'intent://'],
  ['Chrome on Android',             { android: true, chrome: true },              'none'],
  ['Facebook on iOS',               { ios: true, inAppBrowser: 'FACEBOOK' },      'instructions', 'safari'],
  ['Instagram on iOS',              { ios: true, inAppBrowser: 'INSTAGRAM' },     'instructions', 'safari'],
  ['TikTok on iOS',                 { ios: true, inAppBrowser: 'TIKTOK' },        'instructions', 'safari'],
  ['Chrome on iOS',                 { ios: true, chrome: true },                  'instructions', 'safari'],
  ['Safari on iOS',                 { ios: true, safari: true },                  'none'],
  ['the native app',                { android: true, nativeApp: true, installed: true }, 'none'],
  ['desktop Chrome',                { chrome: true },                             'none'],
];

describe('decideHandoff', () => {
  it.each(TABLE)('%s', (_case, env, kind, target) => {
    const handoff = decideHandoff({ ...plain, ...env }, href);
    expect(handoff.kind).toBe(kind);
    if (handoff.kind === 'navigate') {
      expect(handoff.url).toContain(target);
      expect(handoff.url).not.toContain('SECRET');
    }
    if (handoff.kind === 'instructions') {
      expect(handoff.browser).toBe(target);
      expect(handoff.url).toBe('https://m.demo.example/m/home?affiliateCode=A1');
    }
  });
});
