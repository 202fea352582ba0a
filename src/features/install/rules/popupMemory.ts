import {
  POPUP_TRIGGERS,
  type PopupDecision,
  type PopupSessionMemory,
  type PopupTrigger,
} from './types';

/**
 * The session memory of download popups (spec §4: "a forced popup stays forced for the session",
 * "closing counts dismissals in the session"), as pure transitions. The runner keeps it in
 * sessionStorage; whatever it reads back is checked here, never trusted.
 */

export const EMPTY_POPUP_MEMORY: PopupSessionMemory = {
  forced: false,
  dismissals: 0,
  shownTriggers: [],
};

function isTrigger(value: unknown): value is PopupTrigger {
  return typeof value === 'string' && (POPUP_TRIGGERS as readonly string[]).includes(value);
}

/** Reads stored memory; anything unreadable counts as a fresh session. */
export function parsePopupMemory(raw: string | null): PopupSessionMemory {
  if (!raw) return EMPTY_POPUP_MEMORY;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY_POPUP_MEMORY;
  }
  if (typeof value !== 'object' || value === null) return EMPTY_POPUP_MEMORY;
  const { forced, dismissals, shownTriggers } = value as Record<string, unknown>;
  return {
    forced: forced === true,
    dismissals:
      typeof dismissals === 'number' && Number.isInteger(dismissals) && dismissals > 0
        ? dismissals
        : 0,
    shownTriggers: Array.isArray(shownTriggers) ? shownTriggers.filter(isTrigger) : [],
  };
}

/** A popup was put on screen: remember its trigger, and that the session is forced if it was. */
export function memoryAfterShown(
  memory: PopupSessionMemory,
  decision: Extract<PopupDecision, { show: true }>,
): PopupSessionMemory {
  return {
    forced: memory.forced || decision.forced,
    dismissals: memory.dismissals,
    shownTriggers: memory.shownTriggers.includes(decision.trigger)
      ? memory.shownTriggers
      : [...memory.shownTriggers, decision.trigger],
  };
}

/** The player closed a closable popup (Continue on web, Escape, the backdrop). */
export function memoryAfterDismissal(memory: PopupSessionMemory): PopupSessionMemory {
  return { ...memory, dismissals: memory.dismissals + 1 };
}
