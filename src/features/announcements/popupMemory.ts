import * as v from 'valibot';
import type { PopupMemory } from './popupRules';

/** Local storage key of the announcement popup's memory (hash of the last set, hide-today). */
export const POPUP_MEMORY_KEY = 'MC_POPUP_ANNOUNCEMENT';

const PopupMemorySchema = v.object({
  hash: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  hideUntil: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
});

/** The remembered state, or null when there is none or it is unreadable (then it is ignored). */
export function readPopupMemory(storage: Storage = localStorage): PopupMemory | null {
  try {
    const raw = storage.getItem(POPUP_MEMORY_KEY);
    if (raw === null) return null;
    const parsed = v.safeParse(PopupMemorySchema, JSON.parse(raw));
    if (parsed.success) return parsed.output;
  } catch {
    // Not JSON, or storage refused: same as nothing remembered.
  }
  console.warn(`Ignoring an unreadable ${POPUP_MEMORY_KEY}`);
  return null;
}

/** Remembers a close; storage that refuses (private mode, full) only means the popup returns. */
export function writePopupMemory(memory: PopupMemory, storage: Storage = localStorage) {
  try {
    storage.setItem(POPUP_MEMORY_KEY, JSON.stringify(memory));
  } catch (error) {
    console.warn('Announcement popup state not saved', error);
  }
}
