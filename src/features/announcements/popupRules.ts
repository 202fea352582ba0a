import type { AnnouncementPopupMemory } from '../../lib/popupMemory';

/**
 * Spec §4 and §6 rules of the announcement popup, as pure functions of their inputs (the popups,
 * who is looking, what was remembered and the time), so each case is a line of a table test.
 */

export type Execution = 'A' | 'B' | 'F';

/** Who is looking: a visitor, a member, or a member on their first login. */
export interface Viewer {
  signedIn: boolean;
  firstTimeLogin: boolean;
}

interface PopupText {
  title?: string | null;
  content: string;
}

/** Spec §6: visitors see B; members see A, and F too on their first login. */
export function appliesTo(execution: Execution, viewer: Viewer): boolean {
  switch (execution) {
    case 'B':
      return !viewer.signedIn;
    case 'A':
      return viewer.signedIn;
    case 'F':
      return viewer.signedIn && viewer.firstTimeLogin;
  }
}

export function applicablePopups<T extends { execution: Execution }>(
  popups: readonly T[],
  viewer: Viewer,
): T[] {
  return popups.filter((popup) => appliesTo(popup.execution, viewer));
}

/**
 * Spec §4: the hash of the titles and contents, in order. Not cryptographic: it only tells whether
 * the set changed (cyrb53, 53 bits).
 */
export function popupHash(popups: readonly PopupText[]): string {
  const text = JSON.stringify(popups.map((popup) => [popup.title ?? '', popup.content]));
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The start of the next local day: "hide today" lasts until then (DST-safe). */
export function startOfNextDay(now: number): number {
  const date = new Date(now);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1).getTime();
}

/**
 * Whether "hide today" still holds. A time beyond the next midnight can only come from a clock
 * set back or an edited value, and counts as passed rather than hiding the popup for days.
 */
export function hiddenToday(memory: AnnouncementPopupMemory | null, now: number): boolean {
  const until = memory?.hideUntil;
  return until != null && now < until && until <= startOfNextDay(now);
}

/**
 * Spec §4: shown when there is something to show and either the set differs from the one last
 * closed, or a "hide today" time has passed. While "hide today" holds, nothing shows, even new
 * content.
 */
export function shouldShow(
  hash: string | null,
  memory: AnnouncementPopupMemory | null,
  now: number,
): boolean {
  if (hash === null) return false;
  if (!memory) return true;
  if (memory.hideUntil !== null) return !hiddenToday(memory, now);
  return memory.hash !== hash;
}

/** What to remember when the popup is closed, with or without "hide today". */
export function memoryAfterClose(
  hash: string,
  hideToday: boolean,
  now: number,
): AnnouncementPopupMemory {
  return { hash, hideUntil: hideToday ? startOfNextDay(now) : null };
}

export interface PopupDecision<T> {
  popups: T[];
  hash: string;
}

/** The popups to show now and their hash, or null when the popup stays hidden. */
export function decidePopup<T extends PopupText & { execution: Execution }>(
  stored: readonly T[],
  viewer: Viewer,
  memory: AnnouncementPopupMemory | null,
  now: number,
): PopupDecision<T> | null {
  const popups = applicablePopups(stored, viewer);
  const hash = popups.length ? popupHash(popups) : null;
  if (hash === null || !shouldShow(hash, memory, now)) return null;
  return { popups, hash };
}
