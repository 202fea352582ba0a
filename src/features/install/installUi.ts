import {
  OVERLAY_HIDDEN,
  overlayNext,
  type OverlayEvent,
  type OverlayState,
} from './rules/overlayMachine';

/**
 * Which browser-install surfaces are open, shared by browserInstall.ts (which the app-install
 * sheet calls) and BrowserInstallLayer (which draws them). No React here, so the sheet can open
 * the iOS guide without loading the surfaces first.
 */

export type OpenSurface = 'iosGuide' | 'handoff' | null;

export interface InstallUiState {
  open: OpenSurface;
  overlay: OverlayState;
}

let state: InstallUiState = { open: null, overlay: OVERLAY_HIDDEN };
const listeners = new Set<() => void>();

function set(next: InstallUiState) {
  state = next;
  listeners.forEach((listener) => listener());
}

export const installUiState = () => state;

export function subscribeInstallUi(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const openSurface = (open: OpenSurface) => set({ ...state, open });

export const overlayEvent = (event: OverlayEvent) =>
  set({ ...state, overlay: overlayNext(state.overlay, event) });
