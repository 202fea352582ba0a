/** Spec §3 Firebase arguments: the identity providers a player can sign in with. */
export const SOCIAL_CHANNELS = ['google', 'facebook', 'twitter', 'line'] as const;
export type SocialChannel = (typeof SOCIAL_CHANNELS)[number];

/**
 * Spec §4: the redirect flow is used unless the browser is Safari or Chrome (on iOS, above 12),
 * where popups work. In-app browsers (LINE, Facebook, Instagram, TikTok) block popups.
 */
export function socialSignInMode(userAgent: string): 'popup' | 'redirect' {
  if (/\bLine\/|FBAN|FBAV|Instagram|musical_ly|BytedanceWebview|TikTok/i.test(userAgent)) {
    return 'redirect';
  }
  const ios = /\b(?:iPhone|iPad|iPod)\b.*? OS (\d+)_/.exec(userAgent);
  if (ios && Number(ios[1]) <= 12) return 'redirect';
  const chrome =
    /\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\/\d+/.test(userAgent) &&
    !/\bEdg|OPR\//.test(userAgent);
  const safari = /\bVersion\/\d+.*\bSafari\//.test(userAgent) && !chrome;
  return chrome || safari ? 'popup' : 'redirect';
}

/** Chromium gives private windows a small fixed storage quota; normal profiles get far more. */
const PRIVATE_QUOTA_BYTES = 120 * 1024 * 1024;

/**
 * Spec §5: social login is not offered in private browsing. A heuristic: a storage quota below
 * Chromium's private-window cap, or storage that refuses writes (older Safari private mode).
 */
export async function isPrivateBrowsing(): Promise<boolean> {
  try {
    localStorage.setItem('MC_PRIVATE_PROBE', '1');
    localStorage.removeItem('MC_PRIVATE_PROBE');
  } catch {
    return true;
  }
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  return estimate?.quota !== undefined && estimate.quota < PRIVATE_QUOTA_BYTES;
}
