import { useEffect, useSyncExternalStore } from 'react';

/**
 * Which popups are on screen right now, so a popup that must not stack on another (spec §4: the
 * download popups show only when no other popup is open) can wait its turn. Each popup marks
 * itself open while it is visible and calls the returned function when it closes.
 */
const open = new Map<string, number>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version++;
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

/** Resolves at once when popup `id` is not open, else when it closes. */
export function whenPopupClosed(id: string): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (open.has(id)) return false;
      listeners.delete(check);
      resolve();
      return true;
    };
    if (!check()) listeners.add(check);
  });
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

/** Re-renders when popups open or close; true when one other than `exceptId` is open. */
export function usePopupOpen(exceptId?: string): boolean {
  useSyncExternalStore(
    subscribePopups,
    () => version,
    () => version,
  );
  return isAnyPopupOpen(exceptId);
}

/** Marks popup `id` open for as long as `isOpen` is true and the component is mounted. */
export function useMarkPopupOpen(id: string, isOpen: boolean): void {
  useEffect(() => (isOpen ? markPopupOpen(id) : undefined), [id, isOpen]);
}
