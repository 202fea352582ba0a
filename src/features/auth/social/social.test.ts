import { describe, expect, it } from 'vitest';
import { socialSignInMode } from './environment';
import { mayShowOneTap } from './oneTap';
import { withoutParentheses } from './socialLogin';

const UA = {
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  safariIos17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  safariIos12:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1',
  line: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.20.0',
  facebook:
    'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/440.0]',
  samsung:
    'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0 Mobile Safari/537.36',
  firefox: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
};

describe('popup or redirect (spec §4)', () => {
  it.each([
    ['Chrome on Android', UA.chromeAndroid, 'popup'],
    ['Safari on iOS 17', UA.safariIos17, 'popup'],
    ['Chrome on iOS 16', UA.chromeIos, 'popup'],
    ['Safari on iOS 12', UA.safariIos12, 'redirect'],
    ["LINE's browser", UA.line, 'redirect'],
    ["Facebook's browser", UA.facebook, 'redirect'],
    ['Firefox', UA.firefox, 'redirect'],
  ])('%s → %s', (_, userAgent, expected) => {
    expect(socialSignInMode(userAgent)).toBe(expected);
  });

  it('uses the redirect in every in-app browser, Chromium-based ones included', () => {
    const zaloAndroid =
      'Mozilla/5.0 (Linux; Android 12; SM-A525F Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 Zalo android/12100625 ZaloTheme/light ZaloLanguage/vi';
    const messengerAndroid =
      'Mozilla/5.0 (Linux; Android 13; RMX3630 Build/TP1A.220905.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/125.0.6422.165 Mobile Safari/537.36 [FB_IAB/Orca-Android;FBAV/460.0.0.48.109;]';
    expect(socialSignInMode(zaloAndroid)).toBe('redirect');
    expect(socialSignInMode(messengerAndroid)).toBe('redirect');
  });

  it('treats Chromium-based and headless Chrome as Chrome', () => {
    expect(socialSignInMode(UA.samsung)).toBe('popup');
    expect(socialSignInMode(UA.chromeAndroid.replace('Chrome/', 'HeadlessChrome/'))).toBe('popup');
  });
});

describe('bind_customer_required message (spec §8)', () => {
  it('drops parenthesised text', () => {
    expect(
      withoutParentheses('This account is not linked yet (please register or log in first)'),
    ).toBe('This account is not linked yet');
    expect(withoutParentheses('未绑定账号（请先注册）')).toBe('未绑定账号');
  });
});

describe('Google one-tap conditions (spec §4)', () => {
  const allowed = { switchOn: true, inApp: false, hasSession: false, privateBrowsing: false };
  it('shows only under GOOGLELOGIN3, outside the app, signed out and not private', () => {
    expect(mayShowOneTap(allowed)).toBe(true);
    expect(mayShowOneTap({ ...allowed, switchOn: false })).toBe(false);
    expect(mayShowOneTap({ ...allowed, inApp: true })).toBe(false);
    expect(mayShowOneTap({ ...allowed, hasSession: true })).toBe(false);
    expect(mayShowOneTap({ ...allowed, privateBrowsing: true })).toBe(false);
  });
});
