import type { DownloadTarget } from './rules/downloadTarget';

/** Long enough for the redirect helper to hand the file over; the frame is then tidied away. */
const FRAME_KEPT_MS = 60_000;

/**
 * Spec §2: app files (ipa, apk, mobileconfig) "open in the same tab" through the redirect helper.
 * The helper opens in this tab, in a hidden frame, not in place of the page: its refresh hands
 * over the file (sent as an attachment), and the storefront stays on screen. A player back from
 * Settings (the iOS profile) or from the download finds the page, not "Opening your download…".
 */
export function downloadInPlace(href: string): void {
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.src = href;
  document.body.append(frame);
  setTimeout(() => frame.remove(), FRAME_KEPT_MS);
}

/** Where a download button goes: an app file in place (above), any other page in a new tab. */
export function followDownload(target: DownloadTarget): void {
  if (target.sameTab) downloadInPlace(target.href);
  else window.open(target.href, '_blank', 'noopener');
}
