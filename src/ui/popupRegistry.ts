/**
 * Which popups are on screen right now, so a popup that must not stack on another (spec §4: the
 * download popups show only when no other popup is open) can wait its turn. Every Modal marks
 * itself open while it shows and calls the returned function when it closes. The waits and hooks
 * built on it are in popupWaits.ts.
 */
// WARNING: part of the home route (the notices' Modal registers here). Keep it this small.
const open = new Map<string, number>();
const listeners = new Set<() => void>();

function changed() {
  listeners.forEach((listener) => listener());
}

export function markPopupOpen(id: string): () => void {
  open.set(id, (open.get(id) ?? 0) + 1);
  changed();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const count = (open.get(id) ?? 1) - 1;
    if (count <= 0) open.delete(id);
    else open.set(id, count);
    changed();
  };
}

/** The app-install sheet: a forced one stays up, so the announcement popup waits for it. */
export const INSTALL_SHEET_POPUP_ID = 'install-sheet';
/** An alert or action sheet of the notices (NoticeDialog.tsx). */
export const NOTICE_POPUP_ID = 'notice';

export function isPopupOpen(id: string): boolean {
  return open.has(id);
}

/** Any popup other than `exceptId` is open. */
export function isAnyPopupOpen(exceptId?: string): boolean {
  for (const id of open.keys()) if (id !== exceptId) return true;
  return false;
}

export function subscribePopups(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
