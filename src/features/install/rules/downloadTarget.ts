import { resourceUrl, type ResourceEntry } from './installLinks';

/**
 * Where a download button goes (spec §2, §5): app files (ipa, apk, mobileconfig) open in the same
 * tab through the redirect helper `/mobile/mc/redirect.html?url=`, which only follows allow-listed
 * targets (../downloadInPlace.ts loads it in a hidden frame, so the page stays); any other page
 * opens in a new tab. Pure: the page's address comes in as `base`.
 */

/** Spec §5, §9: the file types that download an app. */
const APP_FILE = /\.(apk|ipa|mobileconfig)$/i;

export const REDIRECT_HELPER = '/mobile/mc/redirect.html';

export interface DownloadTarget {
  href: string;
  sameTab: boolean;
}

/**
 * Where a link goes, or null when it leads nowhere usable (empty, not http(s), unreadable). A
 * relative link is read against `base` (the page's address); without `base` only absolute links
 * are accepted.
 */
export function downloadLink(
  linkage: string | null | undefined,
  base?: string,
): DownloadTarget | null {
  if (!linkage) return null;
  let url: URL;
  try {
    url = new URL(linkage, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (APP_FILE.test(url.pathname)) {
    return { href: `${REDIRECT_HELPER}?url=${encodeURIComponent(url.href)}`, sameTab: true };
  }
  return { href: url.href, sameTab: false };
}

/**
 * Spec §3 download links: the native app for this platform. Android takes the `Android` package.
 * iOS takes the `IOS` link only when it is a page (the App Store, TestFlight): Safari cannot
 * install a raw .ipa, and the `MOBILECONFIG` profile is a home-screen web clip that needs the iOS
 * guide's steps, so the sheet offers it through its web-app button (the guide), not as the app.
 * Other platforms (desktops) have no native app to install. Resource types are matched
 * case-insensitively.
 */
export function nativeAppLink(
  resources: readonly ResourceEntry[],
  platform: { android: boolean; ios: boolean },
  base: string,
): DownloadTarget | null {
  if (platform.android) return downloadLink(resourceUrl(resources, 'Android'), base);
  if (!platform.ios) return null;
  const target = downloadLink(resourceUrl(resources, 'IOS'), base);
  return target && !target.sameTab ? target : null;
}
