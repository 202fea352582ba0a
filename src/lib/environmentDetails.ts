import {
  environmentInput,
  inAppBrowserOf,
  isAndroidAgent,
  isIosAgent,
  nativeAppOf,
  nativeAppVersionOf,
  type EnvironmentInput,
  type InAppBrowser,
} from './environment';

/**
 * The environment in the detail the install surfaces and their rules need (spec §4): which browser
 * exactly, the iOS version, whether anything is left to install. Built on environment.ts, and kept
 * apart from it because the home route's first render needs only the answers there.
 */
export interface Environment {
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

/** The iOS major version an iOS user agent reports; null when it reports none. */
export function iosMajorOf(userAgent: string): number | null {
  const os = /\bOS (\d+)_\d+/.exec(userAgent);
  if (os) return Number(os[1]);
  // iPadOS desktop mode reports macOS 10_15_7 in its OS token; the Safari version is the iOS one.
  const version = /\bVersion\/(\d+)(?:\.\d+)*/.exec(userAgent);
  return version ? Number(version[1]) : null;
}

/** Pure: what `input` says, for the rules' tables and tests. */
export function detectEnvironment(input: EnvironmentInput): Environment {
  const ua = input.userAgent;
  const nativeApp = nativeAppOf(input);
  const ios = isIosAgent(ua, input.maxTouchPoints);
  const inAppBrowser = nativeApp ? null : inAppBrowserOf(ua);
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
    appVersion: nativeAppVersionOf(ua),
    pwa,
    webClip,
    installed: nativeApp || pwa || webClip,
    ios,
    iosMajor: ios ? iosMajorOf(ua) : null,
    android: isAndroidAgent(ua, input.maxTouchPoints),
    safari,
    chrome,
    inAppBrowser,
  };
}

let detected: { input: EnvironmentInput; environment: Environment } | undefined;

/** This page's environment (environment.ts reads it once). */
export function currentEnvironment(): Environment {
  const input = environmentInput();
  if (detected?.input !== input) detected = { input, environment: detectEnvironment(input) };
  return detected.environment;
}
