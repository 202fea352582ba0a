import type { PopupDecision, PopupSessionMemory } from './types';

/**
 * The session memory of download popups (spec §4: "a forced popup stays forced for the session",
 * "closing counts dismissals in the session"), as pure transitions. The runner keeps it in
 * session storage (lib/popupMemory.ts), which checks whatever it reads back.
 */

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
