/** Spec §4, §9: the download-image popup waits this long after the home page opens (default). */
export const DOWNLOAD_IMAGE_WAIT_MS = 20_000;
/** Spec §9: popup autoplay; banner 1, then banner 2. */
export const DOWNLOAD_IMAGE_AUTOPLAY_MS = 5_000;

export interface DownloadImageInputs {
  /** Image URLs of the m_popup1 and m_popup2 banners, in that order; empty when none. */
  images: readonly string[];
  /** The file name last shown on this device, or null. */
  lastShownFileName: string | null;
  dismissedThisSession: boolean;
  /** Inside the native app, or launched from the home screen (PWA or web clip). */
  installed: boolean;
}

/** The file name of an image URL: what tells a new banner from one already shown. */
export function fileNameOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return path.slice(path.lastIndexOf('/') + 1);
}

/**
 * Spec §4: skipped in the app, home-screen or PWA mode, or after a dismissal this session; shown
 * only when banner 1's file name differs from the one stored when it was last shown.
 */
export function shouldShowDownloadImage(inputs: DownloadImageInputs): boolean {
  const [first] = inputs.images;
  if (!first || inputs.installed || inputs.dismissedThisSession) return false;
  return fileNameOf(first) !== inputs.lastShownFileName;
}
