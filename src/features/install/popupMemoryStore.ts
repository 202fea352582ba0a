import { EMPTY_POPUP_MEMORY, parsePopupMemory } from './rules/popupMemory';
import type { PopupSessionMemory } from './rules/types';

/** The download popups' session memory (forced, dismissals, shown triggers) for this tab. */
export const POPUP_MEMORY_KEY = 'install.popupMemory';

export function readPopupMemory(): PopupSessionMemory {
  try {
    return parsePopupMemory(sessionStorage.getItem(POPUP_MEMORY_KEY));
  } catch {
    // Storage blocked: every look starts from a fresh session.
    return EMPTY_POPUP_MEMORY;
  }
}

export function writePopupMemory(memory: PopupSessionMemory) {
  try {
    sessionStorage.setItem(POPUP_MEMORY_KEY, JSON.stringify(memory));
  } catch (error) {
    console.warn('Download popup memory not saved', error);
  }
}
