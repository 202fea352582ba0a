import { describe, expect, it } from 'vitest';
import { isIpad } from '../../../lib/deviceKind';
import { detectEnvironment, type EnvironmentInput } from './environment';

const UA = {
  iphoneSafari17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneSafari16:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  ipadDesktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  ipadClassic:
    'Mozilla/5.0 (iPad; CPU OS 15_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  iphoneFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/124.0 Mobile/15E148 Safari/605.1.15',
  iphoneEdge:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/122.0.2365.99 Mobile/15E148 Safari/605.1.15',
  iphoneLine:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.3.1',
  iphoneFacebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/450.0.0.38.108;FBBV/564431005;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/16.6;FBSS/3;FBCR/;FBID/phone;FBLC/en_US;FBOP/5]',
  iphoneInstagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 309.0.2.18.111 (iPhone13,2; iOS 17_1; en_US; en; scale=3.00; 1170x2532; 541635890)',
  iphoneTikTok:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_32.5.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/US',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.6312.80 Mobile Safari/537.36',
  androidSamsung:
    'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  androidEdge:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Mobile Safari/537.36 EdgA/122.0.2365.86',
  androidOpera:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/121.0.0.0 Mobile Safari/537.36 OPR/80.4.4244.77863',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 12; Pixel 6 Build/SQ3A.220705.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/123.0.6312.80 Mobile Safari/537.36',
  androidLine:
    'Mozilla/5.0 (Linux; Android 13; SM-G991B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.119 Mobile Safari/537.36 Line/14.2.0/IAB',
  androidFacebook:
    'Mozilla/5.0 (Linux; Android 13; SM-A536B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.119 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/454.0.0.44.108;]',
  androidInstagram:
    'Mozilla/5.0 (Linux; Android 12; moto g(60)) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/121.0.6167.178 Mobile Safari/537.36 Instagram 318.0.0.30.110 Android (31/12; 400dpi; 1080x2300; motorola; moto g(60); hanoip; qcom; en_US; 564720393)',
  androidTikTok:
    'Mozilla/5.0 (Linux; Android 11; RMX2193 Build/RP1A.200720.011; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/114.0.5735.196 Mobile Safari/537.36 trill_2023405030 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/trill app_version/34.5.3 ByteLocale/en ByteFullLocale/en Region/VN BytedanceWebview/d8a21c6',
  androidApp:
    'Mozilla/5.0 (Linux; Android 13; SM-A536B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/123.0.6312.80 Mobile Safari/537.36 StorefrontApp/2.4.30',
  iphoneApp:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 StorefrontApp/2.5.1',
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36',
  desktopEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36 Edg/123.0.2420.65',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  desktopFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:124.0) Gecko/20100101 Firefox/124.0',
};

function detect(userAgent: string, extra: Partial<EnvironmentInput> = {}) {
  return detectEnvironment({
    userAgent,
    search: '',
    standaloneDisplay: false,
    navigatorStandalone: false,
    maxTouchPoints: /iPhone|iPad|Android/.test(userAgent) ? 5 : 0,
    ...extra,
  });
}

type Row = [
  name: keyof typeof UA,
  ios: boolean,
  iosMajor: number | null,
  android: boolean,
  safari: boolean,
  chrome: boolean,
  inAppBrowser: string | null,
];

// prettier-ignore
const TABLE: Row[] = [
  ['iphoneSafari17',   true,  17,   false, true,  false, null],
  ['iphoneSafari16',   true,  16,   false, true,  false, null],
  ['ipadClassic',      true,  15,   false, true,  false, null],
  ['iphoneChrome',     true,  17,   false, false, true,  null],
  ['iphoneFirefox',    true,  17,   false, false, false, null],
  ['iphoneEdge',       true,  17,   false, false, false, null],
  ['iphoneLine',       true,  17,   false, false, false, 'LINE'],
  ['iphoneFacebook',   true,  16,   false, false, false, 'FACEBOOK'],
  ['iphoneInstagram',  true,  17,   false, false, false, 'INSTAGRAM'],
  ['iphoneTikTok',     true,  17,   false, false, false, 'TIKTOK'],
  ['androidChrome',    false, null, true,  false, true,  null],
  ['androidSamsung',   false, null, true,  false, false, null],
  ['androidEdge',      false, null, true,  false, false, null],
  ['androidOpera',     false, null, true,  false, false, null],
  ['androidWebView',   false, null, true,  false, false, null],
  ['androidLine',      false, null, true,  false, false, 'LINE'],
  ['androidFacebook',  false, null, true,  false, false, 'FACEBOOK'],
  ['androidInstagram', false, null, true,  false, false, 'INSTAGRAM'],
  ['androidTikTok',    false, null, true,  false, false, 'TIKTOK'],
  ['desktopChrome',    false, null, false, false, true,  null],
  ['desktopEdge',      false, null, false, false, false, null],
  ['macSafari',        false, null, false, true,  false, null],
  ['desktopFirefox',   false, null, false, false, false, null],
];

describe('detectEnvironment: browsers by user agent', () => {
  it.each(TABLE)('%s', (name, ios, iosMajor, android, safari, chrome, inAppBrowser) => {
    const env = detect(UA[name]);
    expect({
      ios: env.ios,
      iosMajor: env.iosMajor,
      android: env.android,
      safari: env.safari,
      chrome: env.chrome,
      inAppBrowser: env.inAppBrowser,
    }).toEqual({ ios, iosMajor, android, safari, chrome, inAppBrowser });
    expect(env.nativeApp).toBe(false);
    expect(env.installed).toBe(false);
  });

  it('tells iPadOS asking for the desktop site from a Mac by its touch points', () => {
    const ipad = detect(UA.ipadDesktop, { maxTouchPoints: 5 });
    expect(ipad).toMatchObject({ ios: true, iosMajor: 17, safari: true });
    const mac = detect(UA.ipadDesktop, { maxTouchPoints: 0 });
    expect(mac).toMatchObject({ ios: false, iosMajor: null, safari: true });
    expect(isIpad(UA.ipadDesktop, 5)).toBe(true);
    expect(isIpad(UA.ipadClassic, 0)).toBe(true);
    expect(isIpad(UA.iphoneSafari17, 5)).toBe(false);
  });
});

describe('detectEnvironment: installed forms', () => {
  it('reads the native app and its version from the StorefrontApp token', () => {
    expect(detect(UA.androidApp)).toMatchObject({
      nativeApp: true,
      appVersion: '2.4.30',
      installed: true,
      android: true,
      chrome: false,
      inAppBrowser: null,
    });
    expect(detect(UA.iphoneApp)).toMatchObject({
      nativeApp: true,
      appVersion: '2.5.1',
      ios: true,
      safari: false,
    });
  });

  it('takes inApp=1 in the query as the native app, version unknown', () => {
    expect(detect(UA.androidChrome, { search: '?inApp=1&affiliateCode=x' })).toMatchObject({
      nativeApp: true,
      appVersion: null,
      installed: true,
      chrome: false,
    });
    expect(detect(UA.androidChrome, { search: '?inApp=0' }).nativeApp).toBe(false);
    expect(detect(UA.androidChrome, { search: 'inApp=1' }).nativeApp).toBe(true);
  });

  it('an in-app token inside the native app is the app, not a social in-app browser', () => {
    const env = detect(`${UA.androidFacebook} StorefrontApp/2.4.40`);
    expect(env).toMatchObject({ nativeApp: true, inAppBrowser: null });
  });

  it('an installed web app (standalone) and an iOS web clip count as installed', () => {
    expect(detect(UA.androidChrome, { standaloneDisplay: true })).toMatchObject({
      pwa: true,
      webClip: false,
      installed: true,
      nativeApp: false,
    });
    expect(detect(UA.iphoneSafari16, { navigatorStandalone: true })).toMatchObject({
      pwa: false,
      webClip: true,
      installed: true,
    });
  });

  it('survives an empty or odd user agent', () => {
    expect(detect('')).toEqual({
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
    });
    expect(detect('Mozilla/5.0 (iPhone; CPU iPhone OS like Mac OS X)').iosMajor).toBeNull();
  });
});
