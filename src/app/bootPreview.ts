// index.html's boot preview (docs/performance.md "Boot preview"): the home page's header and first
// banner, drawn before the code has arrived. This module writes what the home page drew, for the
// next load's preview, and removes the preview once the page's own content is on screen.
import * as v from 'valibot';
import { earlyCallsLanguage } from '../api/earlyCalls';
import { BOOT_PREVIEW_KEY } from '../common/storageKeys';
import { currentMerchant } from '../lib/merchant';
import { storageEntry, write } from '../lib/storage';
import { markFirstContentPainted, whenFirstContentPainted } from './firstContent';

/** The stored copy; index.html reads it by these names and checks every field itself. */
const bootPreview = storageEntry(
  BOOT_PREVIEW_KEY,
  'local',
  v.object({
    merchant: v.string(),
    language: v.string(),
    logo: v.optional(v.string()),
    banner: v.optional(v.string()),
    /** The header's colour as drawn (the merchant's, made readable). */
    colour: v.string(),
    /** The header's height and the first banner image's top, in CSS pixels from the page's top. */
    header: v.number(),
    top: v.number(),
  }),
  { json: true },
);

/**
 * The home page's first banner is drawn (`banner`, its address), failed or there is none
 * (`undefined`): the main content is on screen, and the next load's preview draws this.
 */
export function homeContentDrawn(banner: HTMLImageElement | undefined) {
  markFirstContentPainted();
  const merchant = currentMerchant();
  const language = earlyCallsLanguage();
  const header = document.querySelector<HTMLElement>('.home-header');
  if (!merchant || !language || !header) return;
  const logo = header.querySelector('img.logo')?.getAttribute('src') ?? undefined;
  write(bootPreview, {
    merchant,
    language,
    logo,
    // The file drawn (a width of a raster banner), which the service worker has kept.
    banner: banner ? banner.currentSrc || (banner.getAttribute('src') ?? undefined) : undefined,
    colour: getComputedStyle(header).backgroundColor,
    header: Math.round(header.getBoundingClientRect().height),
    top: banner ? Math.round(banner.getBoundingClientRect().top + window.scrollY) : 0,
  });
}

/**
 * Removes the preview once the page has drawn its own content (or the time limit has passed), at
 * once, not at the next frame: the page's image has loaded and is painted in the frame that removes
 * the preview (and a test's paused clock holds no frame back).
 */
export function handOverBootPreview() {
  const preview = document.getElementById('boot-preview');
  const root = document.getElementById('root');
  if (!preview || !root) return;
  const handOver = () => {
    dialogs.disconnect();
    preview.remove();
    root.inert = false;
  };
  // A modal dialog the page opens meanwhile (the announcement popup) shows above the preview, in
  // the top layer, but could not take the focus in the inert page: the page is handed over then,
  // and the dialog gets the focus its opening could not give it.
  const dialogs = new MutationObserver(() => {
    const dialog = root.querySelector<HTMLDialogElement>('dialog[open]');
    if (!dialog) return;
    handOver();
    if (!dialog.contains(document.activeElement)) dialog.focus();
  });
  dialogs.observe(root, { subtree: true, childList: true, attributeFilter: ['open'] });
  void whenFirstContentPainted().then(handOver);
}
