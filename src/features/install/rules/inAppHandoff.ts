import type { Environment } from '../../../lib/environmentDetails';

/**
 * Spec §2 "open in Chrome", §4 in-app browsers: nothing can be installed inside LINE, Facebook,
 * Instagram or TikTok, so the player is sent to a real browser. Tokens never travel in these
 * addresses (the session is per browser anyway): `token` and `tokens` are taken out.
 */

export type Handoff =
  /** Leave for this address (Chrome by an Android intent, or LINE's external browser). */
  | { kind: 'navigate'; url: string }
  /** No way to switch browsers from a page (iOS): tell the player, and offer the link to copy. */
  | { kind: 'instructions'; browser: 'safari' | 'chrome'; url: string }
  | { kind: 'none' };

const SECRET_PARAMS = ['token', 'tokens'];

/** The address without its token parameters and fragment. */
export function shareableUrl(href: string): URL {
  const url = new URL(href);
  for (const name of SECRET_PARAMS) url.searchParams.delete(name);
  url.hash = '';
  return url;
}

/** Android: Chrome opens `intent://` addresses for package com.android.chrome. */
export function chromeIntentUrl(href: string): string {
  const url = shareableUrl(href);
  const scheme = url.protocol.replace(':', '');
  return `intent://${url.host}${url.pathname}${url.search}#Intent;scheme=${scheme};package=com.android.chrome;end`;
}

/** LINE opens an address in the system browser when it carries `openExternalBrowser=1`. */
export function lineExternalUrl(href: string): string {
  const url = shareableUrl(href);
  url.searchParams.set('openExternalBrowser', '1');
  return url.href;
}

/**
 * How to get from this browser to one that installs: LINE on any system by its own parameter;
 * other Android browsers by a Chrome intent; iOS only by the player's hand (Safari installs
 * there). Chrome itself, Safari itself, the app and desktops need no hand-off.
 */
export function decideHandoff(env: Environment, href: string): Handoff {
  if (env.nativeApp || env.installed) return { kind: 'none' };
  if (env.inAppBrowser === 'LINE') return { kind: 'navigate', url: lineExternalUrl(href) };
  if (env.android) {
    return env.chrome ? { kind: 'none' } : { kind: 'navigate', url: chromeIntentUrl(href) };
  }
  if (env.ios) {
    return env.safari
      ? { kind: 'none' }
      : { kind: 'instructions', browser: 'safari', url: shareableUrl(href).href };
  }
  if (env.inAppBrowser) {
    return { kind: 'instructions', browser: 'chrome', url: shareableUrl(href).href };
  }
  return { kind: 'none' };
}
