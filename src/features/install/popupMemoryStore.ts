import { EMPTY_POPUP_MEMORY, parsePopupMemory } from './rules/popupMemory';
import { readSession } from '../../lib/session';
import type { PopupSessionMemory } from './rules/types';

/**
 * The download popups' session memory (forced, dismissals, shown triggers) for this tab, kept per
 * player: another member signing in on the same tab starts with a fresh session.
 */
const POPUP_MEMORY_KEY = 'install.popupMemory';

const storageKey = () => `${POPUP_MEMORY_KEY}:${readSession()?.userName ?? ''}`;

export function readPopupMemory(): PopupSessionMemory {
  try {
    return parsePopupMemory(sessionStorage.getItem(storageKey()));
  } catch {
    // Storage blocked: every look starts from a fresh session.
    return EMPTY_POPUP_MEMORY;
  }
}

export function writePopupMemory(memory: PopupSessionMemory) {
  try {
    sessionStorage.setItem(storageKey(), JSON.stringify(memory));
  } catch (error) {
    console.warn('Download popup memory not saved', error);
  }
}
