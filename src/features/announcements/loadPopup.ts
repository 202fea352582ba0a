import { storedPopups, syncPopups } from '../../data/sync/popups';
import { readAnnouncementPopupMemory } from '../../lib/popupMemory';
import { readSession } from '../../lib/session';
import type { PopupAction } from './popupMachine';
import { decidePopup } from './popupRules';
import { nextTask } from '../../lib/nextTask';
import { loadHtmlSanitizer } from './sanitizerLoader';

/** Spec §9: the popup loads 500 ms after the home page mounts. */
export const POPUP_LOAD_DELAY_MS = 500;
/** A slow refresh does not hold the popup back longer than this: the stored popups show. */
const REFRESH_WAIT_MS = 3000;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Refreshes the popups (offline, the stored ones serve), waits the load delay, and decides once
 * per home visit whether the popup opens. The set is fixed from then on, so a refresh never
 * changes a slide under the reader.
 */
export async function loadPopup(): Promise<Extract<PopupAction, { type: 'open' }> | null> {
  const refreshed = syncPopups().catch((error: unknown) =>
    console.warn('Popup announcements not refreshed', error),
  );
  await Promise.all([
    delay(POPUP_LOAD_DELAY_MS),
    Promise.race([refreshed, delay(REFRESH_WAIT_MS)]),
  ]);
  const session = readSession();
  const viewer = { signedIn: session !== null, firstTimeLogin: session?.firstTimeLogin === true };
  const decision = decidePopup(
    await storedPopups(),
    viewer,
    readAnnouncementPopupMemory(),
    Date.now(),
  );
  if (!decision) return null;
  // DOMPurify loads only when there is something to show.
  const { sanitizeAnnouncement } = await loadHtmlSanitizer();
  // The sanitiser's evaluation and the sanitising in tasks of their own: together they were one
  // long task on a slow phone, just after the home page's first paint.
  await nextTask();
  return {
    type: 'open',
    hash: decision.hash,
    forceRead: decision.popups.some((popup) => popup.forceRead),
    slides: decision.popups.map((popup) => ({
      key: popup.key,
      title: popup.title?.trim() || null,
      html: sanitizeAnnouncement(popup.content),
    })),
  };
}
