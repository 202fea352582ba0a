import * as v from 'valibot';
import { PRIVATE_PROBE_KEY } from '../../../common/storageKeys';
import { inAppBrowserOf, isIosAgent } from '../../../lib/environment';
import { iosMajorOf } from '../../../lib/environmentDetails';
import { remove, storageEntry, write } from '../../../lib/storage';

/** Spec §3 Firebase arguments: the identity providers a player can sign in with. */
export const SOCIAL_CHANNELS = ['google', 'facebook', 'twitter', 'line'] as const;
export type SocialChannel = (typeof SOCIAL_CHANNELS)[number];

/**
 * Spec §4: the redirect flow is used unless the browser is Safari or Chrome (on iOS, above 12),
 * where popups work. In-app browsers (lib/environment.ts) block popups. "Chrome" here is the
 * Chromium engine, Samsung Internet and headless Chrome included, not the install rules' "Chrome
 * itself": what matters is whether the sign-in popup can open.
 */
export function socialSignInMode(userAgent: string): 'popup' | 'redirect' {
  if (inAppBrowserOf(userAgent)) return 'redirect';
  const iosMajor = isIosAgent(userAgent, 0) ? iosMajorOf(userAgent) : null;
  if (iosMajor !== null && iosMajor <= 12) return 'redirect';
  const chrome =
    /\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\/\d+/.test(userAgent) &&
    !/\bEdg|OPR\//.test(userAgent);
  const safari = /\bVersion\/\d+.*\bSafari\//.test(userAgent) && !chrome;
  return chrome || safari ? 'popup' : 'redirect';
}

/** Chromium gives private windows a small fixed storage quota; normal profiles get far more. */
const PRIVATE_QUOTA_BYTES = 120 * 1024 * 1024;

const privateProbe = storageEntry(PRIVATE_PROBE_KEY, 'local', v.literal('1'));

/**
 * Spec §5: social login is not offered in private browsing. A heuristic: a storage quota below
 * Chromium's private-window cap, or storage that refuses writes (older Safari private mode).
 */
export async function isPrivateBrowsing(): Promise<boolean> {
  if (!write(privateProbe, '1')) return true;
  remove(privateProbe);
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  return estimate?.quota !== undefined && estimate.quota < PRIVATE_QUOTA_BYTES;
}
