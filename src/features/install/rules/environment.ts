import { isIpad } from '../../../lib/deviceKind';

/**
 * Where the storefront runs, from the user agent and the address (spec §4 install rules).
 * Pure: the caller passes what it read from window/navigator (see ../environmentNow.ts).
 *
 * Our native-app convention: the app opens the storefront with `inApp=1` in the query, or its
 * web view's user agent carries a `StorefrontApp/<version>` token (the version feeds the upgrade
 * modal; with only `inApp=1` the version is unknown).
 */

export type InAppBrowser = 'LINE' | 'FACEBOOK' | 'INSTAGRAM' | 'TIKTOK';

export interface InstallEnvironment {
  /** Inside our native app's web view. */
  nativeApp: boolean;
  /** The native app's version from its user-agent token; null when unknown. */
  appVersion: string | null;
  /** An installed web app (display-mode standalone). */
  pwa: boolean;
  /** An iOS home-screen web clip (navigator.standalone). */
  webClip: boolean;
  /** Any of the three above: nothing left to install. */
  installed: boolean;
  /** iPhone, iPad or iPod, including iPadOS asking for the desktop site. */
  ios: boolean;
  iosMajor: number | null;
  android: boolean;
  /** Safari itself, not another iOS browser or an in-app web view. */
  safari: boolean;
  /** Chrome itself (desktop, Android or iOS), not Edge, Opera, Samsung or a web view. */
  chrome: boolean;
  inAppBrowser: InAppBrowser | null;
}

export interface EnvironmentInput {
  userAgent: string;
  /** `location.search`, with or without the leading `?`. */
  search: string;
  /** `matchMedia('(display-mode: standalone)').matches`. */
  standaloneDisplay: boolean;
  /** `navigator.standalone === true` (iOS web clips only). */
  navigatorStandalone: boolean;
  maxTouchPoints: number;
}

const APP_TOKEN = /\bStorefrontApp\/(\d+(?:\.\d+)*)/;

function detectInAppBrowser(ua: string): InAppBrowser | null {
  // Instagram's web view is built by Meta and may carry Facebook tokens too: test it first.
  if (/\bInstagram\b/i.test(ua)) return 'INSTAGRAM';
  if (/FBAN|FBAV|FB_IAB/.test(ua)) return 'FACEBOOK';
  if (/\bLine\//i.test(ua)) return 'LINE';
  if (/musical_ly|BytedanceWebview|TikTok/i.test(ua)) return 'TIKTOK';
  return null;
}

function detectIosMajor(ua: string): number | null {
  const os = /\bOS (\d+)_\d+/.exec(ua);
  if (os) return Number(os[1]);
  // iPadOS desktop mode reports macOS 10_15_7 in its OS token; the Safari version is the iOS one.
  const version = /\bVersion\/(\d+)(?:\.\d+)*/.exec(ua);
  return version ? Number(version[1]) : null;
}

function hasInAppQuery(search: string): boolean {
  return new URLSearchParams(search).get('inApp') === '1';
}

export function detectEnvironment(input: EnvironmentInput): InstallEnvironment {
  const ua = input.userAgent;
  const appToken = APP_TOKEN.exec(ua);
  const nativeApp = appToken !== null || hasInAppQuery(input.search);
  const appVersion = appToken?.[1] ?? null;
  const ios = /iPhone|iPod/.test(ua) || isIpad(ua, input.maxTouchPoints);
  const android = !ios && /Android/i.test(ua);
  const inAppBrowser = nativeApp ? null : detectInAppBrowser(ua);
  const webView = nativeApp || inAppBrowser !== null;
  const safari =
    !webView &&
    /\bSafari\//.test(ua) &&
    /\bVersion\/\d/.test(ua) &&
    !/CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|YaBrowser|Chrome|Chromium|Android/.test(ua);
  const chrome =
    !webView &&
    /\bChrome\/|\bCriOS\//.test(ua) &&
    !/Edg\/|EdgA\/|EdgiOS|OPR\/|Opera|OPT\/|SamsungBrowser|YaBrowser|; wv\)/.test(ua);
  const pwa = input.standaloneDisplay;
  const webClip = input.navigatorStandalone;
  return {
    nativeApp,
    appVersion,
    pwa,
    webClip,
    installed: nativeApp || pwa || webClip,
    ios,
    iosMajor: ios ? detectIosMajor(ua) : null,
    android,
    safari,
    chrome,
    inAppBrowser,
  };
}
