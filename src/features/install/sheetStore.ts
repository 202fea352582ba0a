import { useSyncExternalStore } from 'react';
import { INSTALL_SHEET_POPUP_ID, markPopupOpen } from '../../ui/popupRegistry';
import type { PopupTrigger } from './rules/types';

/** The sheet's id in the popup registry (src/ui/popupRegistry.ts). */
export { INSTALL_SHEET_POPUP_ID };

/** Why the app-install sheet is open: a download popup trigger, or the APP_DOWNLOAD promotion. */
export type SheetTrigger = PopupTrigger | 'promotion';

export interface SheetRequest {
  /** Forced: no Continue on web, no Escape (spec §2 "when closing is allowed"). */
  forced: boolean;
  trigger: SheetTrigger;
}

/** The app-install sheet's one piece of state, shared by the runner, the promotion and the view. */
let current: SheetRequest | null = null;
let releasePopup: (() => void) | null = null;
const listeners = new Set<() => void>();

function publish(next: SheetRequest | null) {
  current = next;
  listeners.forEach((listener) => listener());
}

export function openInstallSheet(request: SheetRequest) {
  // A forced sheet is never replaced by a closable one.
  if (current?.forced && !request.forced) return;
  // Registered at once, not after a render: another popup deciding now must already see it.
  releasePopup ??= markPopupOpen(INSTALL_SHEET_POPUP_ID);
  publish(request);
}

export function closeInstallSheet() {
  releasePopup?.();
  releasePopup = null;
  publish(null);
}

export function currentInstallSheet() {
  return current;
}

export function subscribeInstallSheet(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useInstallSheet() {
  return useSyncExternalStore(subscribeInstallSheet, currentInstallSheet, currentInstallSheet);
}
