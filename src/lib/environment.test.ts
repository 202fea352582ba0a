// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IN_APP_KEY } from '../common/storageKeys';
import { inAppBrowserOf, type InAppBrowser } from './environment';
import { detectEnvironment } from './environmentDetails';

/** User agents as these apps' built-in browsers send them. */
const IN_APP: [InAppBrowser, string][] = [
  [
    'ZALO',
    'Mozilla/5.0 (Linux; Android 12; SM-A525F Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 Zalo android/12100625 ZaloTheme/light ZaloLanguage/vi',
  ],
  [
    'ZALO',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Zalo iOS/502 ZaloTheme/light ZaloLanguage/vn',
  ],
  [
    'WECHAT',
    'Mozilla/5.0 (Linux; Android 13; 22081212C Build/TKQ1.220829.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 MMWEBSDK/20230303 MMWEBID/6973 MicroMessenger/8.0.34.2340(0x2800225B) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  ],
  [
    'WECHAT',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.31(0x18001f2e) NetType/4G Language/en',
  ],
  [
    'MESSENGER',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/MessengerForiOS;FBAV/461.0.0.26.106;FBBV/596640960;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.5;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]',
  ],
  [
    'MESSENGER',
    'Mozilla/5.0 (Linux; Android 13; RMX3630 Build/TP1A.220905.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/125.0.6422.165 Mobile Safari/537.36 [FB_IAB/Orca-Android;FBAV/460.0.0.48.109;]',
  ],
  [
    'FACEBOOK',
    'Mozilla/5.0 (Linux; Android 13; SM-A536B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.119 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/454.0.0.44.108;]',
  ],
  [
    'FACEBOOK', // Facebook Lite
    'Mozilla/5.0 (Linux; Android 10; Mi 9T Pro Build/QKQ1.190825.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/88.0.4324.181 Mobile Safari/537.36 [FBAN/EMA;FBLC/id_ID;FBAV/239.0.0.10.109;]',
  ],
  [
    'INSTAGRAM',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 309.0.2.18.111 (iPhone13,2; iOS 17_1; en_US; en; scale=3.00; 1170x2532; 541635890)',
  ],
  [
    'LINE',
    'Mozilla/5.0 (Linux; Android 13; SM-G991B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.119 Mobile Safari/537.36 Line/14.2.0/IAB',
  ],
  [
    'TIKTOK',
    'Mozilla/5.0 (Linux; Android 11; RMX2193 Build/RP1A.200720.011; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/114.0.5735.196 Mobile Safari/537.36 trill_2023405030 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/trill app_version/34.5.3 ByteLocale/en ByteFullLocale/en Region/VN BytedanceWebview/d8a21c6',
  ],
  [
    'SNAPCHAT',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.3 Mobile/15E148 Snapchat/11.64.0.38 (like Safari/8612.4.9.0.3, panda)',
  ],
  [
    'SNAPCHAT',
    'Mozilla/5.0 (Linux; Android 12; SM-G990W Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/105.0.5195.136 Mobile Safari/537.36Snapchat12.01.0.33 (SM-G990W; Android 12#G990WVLU3CVG1#31; gzip; )',
  ],
  [
    'KAKAOTALK',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.5.5',
  ],
  [
    'TELEGRAM',
    'Mozilla/5.0 (Linux; Android 13; F102 Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/141.0.7390.43 Mobile Safari/537.36 Telegram-Android/11.14.1 (Fossibot F102; Android 13; SDK 33; HIGH)',
  ],
];

const BROWSERS = [
  'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.6312.80 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 12; Pixel 6 Build/SQ3A.220705.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/123.0.6312.80 Mobile Safari/537.36',
];

describe('in-app browsers, by their documented user-agent token', () => {
  it.each(IN_APP)('%s: %s', (app, userAgent) => {
    expect(inAppBrowserOf(userAgent)).toBe(app);
  });

  it.each(BROWSERS)('none in a browser of its own: %s', (userAgent) => {
    expect(inAppBrowserOf(userAgent)).toBeNull();
  });

  it('sends the install surfaces to the hand-off, not to Safari: Snapchat on iOS says Safari too', () => {
    const [, snapchatIos] = IN_APP.find(([app, ua]) => app === 'SNAPCHAT' && /iPhone/.test(ua))!;
    expect(
      detectEnvironment({
        userAgent: snapchatIos,
        search: '',
        standaloneDisplay: false,
        navigatorStandalone: false,
        maxTouchPoints: 5,
      }),
    ).toMatchObject({ ios: true, safari: false, inAppBrowser: 'SNAPCHAT' });
  });
});

describe('the environment of this page', () => {
  const open = (address: string) => window.history.replaceState(null, '', address);
  /** A fresh page load: the module reads window and navigator again. */
  const load = async () => {
    vi.resetModules();
    return import('./environment');
  };

  beforeEach(() => sessionStorage.clear());
  afterEach(() => open('/'));

  it('stays inside the app after client-side navigation drops inApp=1', async () => {
    open('/m/home?inApp=1');
    const environment = await load();
    expect(environment.inNativeApp()).toBe(true);
    open('/m/login');
    expect(environment.inNativeApp()).toBe(true);
    expect(environment.inAppBrowser()).toBeNull();
  });

  it('remembers the app for the tab’s session, across loads', async () => {
    open('/m/home?inApp=1');
    expect((await load()).inNativeApp()).toBe(true);
    open('/m/promotions');
    expect((await load()).inNativeApp()).toBe(true);
    expect(sessionStorage.getItem(IN_APP_KEY)).toBe('1');
    sessionStorage.clear();
    expect((await load()).inNativeApp()).toBe(false);
  });

  it('takes over the flag an earlier build kept under its old name', async () => {
    sessionStorage.setItem('install.inApp', '1');
    open('/m/home');
    expect((await load()).inNativeApp()).toBe(true);
    expect(sessionStorage.getItem('install.inApp')).toBeNull();
  });

  it('registers a player who came through the app as APP on every page', async () => {
    open('/m/home?inApp=1');
    await load();
    const { registerMethod } = await import('./deviceKind');
    registerMethod();
    open('/m/register');
    expect(registerMethod()).toBe('APP');
  });
});
