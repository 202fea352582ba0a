/**
 * Spec §4 "Install overlay": hidden → shown (optionally without a close link) → closing (250 ms
 * fade, spec §9) → hidden, left by "continue in browser".
 */

export type OverlayState =
  { phase: 'hidden' } | { phase: 'shown'; closable: boolean } | { phase: 'closing' };

export type OverlayEvent =
  { type: 'show'; closable: boolean } | { type: 'continueInBrowser' } | { type: 'fadeDone' };

export const OVERLAY_HIDDEN: OverlayState = { phase: 'hidden' };

export function overlayNext(state: OverlayState, event: OverlayEvent): OverlayState {
  switch (event.type) {
    case 'show':
      // Never loosen a shown overlay: one without a close link stays without it.
      if (state.phase === 'shown') {
        return { phase: 'shown', closable: state.closable && event.closable };
      }
      return { phase: 'shown', closable: event.closable };
    case 'continueInBrowser':
      return state.phase === 'shown' && state.closable ? { phase: 'closing' } : state;
    case 'fadeDone':
      return state.phase === 'closing' ? OVERLAY_HIDDEN : state;
  }
}
