/**
 * Spec §4 announcement popup: hidden → shown → closing → hidden, as a pure reducer. Side effects
 * (remembering the close, the fade timer, focus) belong to the component.
 */

/** Spec §9: fades take 250 ms. */
export const POPUP_FADE_MS = 250;
/** Spec §9: popup autoplay every 5000 ms. */
export const POPUP_AUTOPLAY_MS = 5000;

export interface PopupSlide {
  key: string;
  title: string | null;
  /** Sanitised announcement HTML. */
  html: string;
}

interface OpenPopup {
  slides: readonly PopupSlide[];
  /** Hash of the set shown, remembered on close. */
  hash: string;
  current: number;
  /** Which slides have been on screen. */
  seen: readonly boolean[];
  /** Every slide must be seen before closing. */
  forceRead: boolean;
  hideToday: boolean;
  /** Slides advance by themselves until the reader pages by hand (never under forceRead). */
  autoplay: boolean;
}

export type PopupState =
  { phase: 'hidden' } | ({ phase: 'shown' } & OpenPopup) | ({ phase: 'closing' } & OpenPopup);

export type PopupAction =
  | { type: 'open'; slides: readonly PopupSlide[]; hash: string; forceRead: boolean }
  | { type: 'goTo'; index: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'autoplayTick' }
  | { type: 'setHideToday'; hideToday: boolean }
  | { type: 'close' }
  | { type: 'faded' };

export const initialPopupState: PopupState = { phase: 'hidden' };

/** Whether the popup may close now: forceRead holds it until every slide was seen. */
export function canClose(state: PopupState): boolean {
  return state.phase === 'shown' && (!state.forceRead || state.seen.every(Boolean));
}

function show(state: { phase: 'shown' } & OpenPopup, index: number, autoplay: boolean): PopupState {
  const current = Math.min(Math.max(index, 0), state.slides.length - 1);
  const seen = state.seen.map((wasSeen, slide) => wasSeen || slide === current);
  return { ...state, current, seen, autoplay };
}

export function popupReducer(state: PopupState, action: PopupAction): PopupState {
  if (action.type === 'open') {
    if (state.phase !== 'hidden' || action.slides.length === 0) return state;
    return {
      phase: 'shown',
      slides: action.slides,
      hash: action.hash,
      current: 0,
      seen: action.slides.map((_slide, index) => index === 0),
      forceRead: action.forceRead,
      hideToday: false,
      autoplay: !action.forceRead && action.slides.length > 1,
    };
  }
  if (action.type === 'faded') return state.phase === 'closing' ? initialPopupState : state;
  if (state.phase !== 'shown') return state;
  switch (action.type) {
    case 'goTo':
      return show(state, action.index, false);
    case 'next':
      return show(state, state.current + 1, false);
    case 'previous':
      return show(state, state.current - 1, false);
    case 'autoplayTick': {
      if (!state.autoplay) return state;
      const next = state.current + 1;
      return show(state, next, next < state.slides.length - 1);
    }
    case 'setHideToday':
      return { ...state, hideToday: action.hideToday };
    case 'close':
      return canClose(state) ? { ...state, phase: 'closing', autoplay: false } : state;
  }
}
