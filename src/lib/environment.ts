import * as v from 'valibot';
import { IN_APP_KEY } from '../common/storageKeys';
import { read, storageEntry, write } from './storage';

/**
 * Where the storefront runs: inside our native app, inside another app's browser, as an installed
 * web app, on which system. The one place that decides it; window and navigator are read once and
 * the answer kept for the page (environmentDetails.ts adds what the install surfaces need).
 *
 * Our native-app convention: the app opens the storefront with `inApp=1` in the query, or its web
 * view's user agent carries a `StorefrontApp/<version>` token (the version feeds the upgrade modal;
 * with only `inApp=1` it is unknown). Client-side navigation may drop the query, so the tab
 * remembers `inApp=1` for its session.
 */

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

export type InAppBrowser =
  | 'LINE'
  | 'FACEBOOK'
  | 'MESSENGER'
  | 'INSTAGRAM'
  | 'TIKTOK'
  | 'ZALO'
  | 'WECHAT'
  | 'SNAPCHAT'
  | 'KAKAOTALK'
  | 'TELEGRAM';

/**
 * Each app's documented user-agent token, first match wins: Messenger and Instagram are built by
 * Meta and may carry Facebook's tokens too, so they come before it; WeChat's `MicroMessenger` is
 * not Facebook's Messenger (`FBAN/MessengerForiOS`, `FB_IAB/Orca-Android` or `FB_IAB/MESSENGER`).
 */
const IN_APP_BROWSERS: readonly (readonly [InAppBrowser, RegExp])[] = [
  ['MESSENGER', /FBAN\/Messenger|FB_IAB\/(?:Orca-Android|MESSENGER)/],
  ['INSTAGRAM', /\bInstagram\b/i],
  ['FACEBOOK', /FBAN|FBAV|FB_IAB/],
  ['LINE', /\bLine\//i],
  ['TIKTOK', /musical_ly|BytedanceWebview|TikTok/i],
  ['ZALO', /\bZalo (?:android|iOS)\/|\bZaloTheme\//i],
  ['WECHAT', /\bMicroMessenger\//],
  // Snapchat's Android agent glues its token to the previous one (`Safari/537.36Snapchat11.4`).
  ['SNAPCHAT', /Snapchat\/?\d/],
  ['KAKAOTALK', /\bKAKAOTALK[ /]\d/i],
  // Android only: on iOS Telegram opens links in Safari's own view, which says nothing.
  ['TELEGRAM', /\bTelegram-Android\//],
];

const APP_TOKEN = /\bStorefrontApp\/(\d+(?:\.\d+)*)/;

/** The app whose built-in browser this user agent is, if any. */
export function inAppBrowserOf(userAgent: string): InAppBrowser | null {
  return IN_APP_BROWSERS.find(([, token]) => token.test(userAgent))?.[0] ?? null;
}

/** The native app's version from its user-agent token; null when absent. */
export function nativeAppVersionOf(userAgent: string): string | null {
  return APP_TOKEN.exec(userAgent)?.[1] ?? null;
}

export function nativeAppOf(input: EnvironmentInput): boolean {
  return APP_TOKEN.test(input.userAgent) || new URLSearchParams(input.search).get('inApp') === '1';
}

/** iPadOS 13+ asks for the desktop site with a Macintosh user agent; only touch tells it apart. */
export function isIpad(userAgent: string, maxTouchPoints: number): boolean {
  return /iPad/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** iPhone, iPad or iPod, including iPadOS asking for the desktop site. */
export function isIosAgent(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPod/.test(userAgent) || isIpad(userAgent, maxTouchPoints);
}

export function isAndroidAgent(userAgent: string, maxTouchPoints: number): boolean {
  return !isIosAgent(userAgent, maxTouchPoints) && /Android/i.test(userAgent);
}

const inAppFlag = storageEntry(IN_APP_KEY, 'session', v.literal('1'), {
  formerly: 'install.inApp',
});

/** The query, with `inApp=1` when this tab was opened by the app earlier in its session. */
function searchWithRememberedApp(): string {
  const search = window.location.search;
  if (new URLSearchParams(search).get('inApp') === '1') write(inAppFlag, '1');
  else if (read(inAppFlag)) return '?inApp=1';
  return search;
}

let input: EnvironmentInput | undefined;

/**
 * What the page runs in, read from window and navigator on the first call and kept. (Read again
 * only for another user agent, which a browser never reports within a page but tests do.)
 */
export function environmentInput(): EnvironmentInput {
  if (input?.userAgent === navigator.userAgent) return input;
  input = {
    userAgent: navigator.userAgent,
    search: searchWithRememberedApp(),
    standaloneDisplay: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
    navigatorStandalone: (navigator as Navigator & { standalone?: boolean }).standalone === true,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
  };
  return input;
}

/** Inside our native app's web view. */
export const inNativeApp = () => nativeAppOf(environmentInput());
export const nativeAppVersion = () => nativeAppVersionOf(environmentInput().userAgent);
/** Inside another app's built-in browser (never inside our own app). */
export const inAppBrowser = () =>
  inNativeApp() ? null : inAppBrowserOf(environmentInput().userAgent);
/** An installed web app (display-mode standalone). */
export const isPwa = () => environmentInput().standaloneDisplay;
/** An iOS home-screen web clip. */
export const isWebClip = () => environmentInput().navigatorStandalone;
/** Installed from the browser: a web app or a web clip. */
export const isStandalone = () => isPwa() || isWebClip();
export function isIos() {
  const { userAgent, maxTouchPoints } = environmentInput();
  return isIosAgent(userAgent, maxTouchPoints);
}
export function isAndroid() {
  const { userAgent, maxTouchPoints } = environmentInput();
  return isAndroidAgent(userAgent, maxTouchPoints);
}
