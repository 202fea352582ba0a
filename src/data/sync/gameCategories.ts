/**
 * Spec §9 game category order. The server lists its categories; the first gets ordinal 100, each
 * next one 100 more. Some codes ride on another's ordinal: ELOTTO on ELOTT's, SEA_LOTT just after
 * it (+5), VIETNAM_LOTTO just after LOTT (+1), and the vendor types RNG and PVP on TCG's.
 */

export const FIRST_ORDINAL = 100;
export const ORDINAL_STEP = 100;

/** Codes placed relative to a listed category, unless the server lists them itself. */
const ALIASES: Readonly<Record<string, readonly (readonly [code: string, offset: number])[]>> = {
  ELOTT: [
    ['ELOTTO', 0],
    ['SEA_LOTT', 5],
  ],
  LOTT: [['VIETNAM_LOTTO', 1]],
};

/** Vendor types that are shown with another category's games. */
const GROUPS: Readonly<Record<string, string>> = { RNG: 'TCG', PVP: 'TCG' };

/** The group a category or vendor type belongs to (RNG and PVP are TCG). */
export function categoryGroup(code: string): string {
  return GROUPS[code] ?? code;
}

/** Ordinal of every category the server listed, and of their aliases. */
export function categoryOrdinals(categories: readonly string[]): Map<string, number> {
  const ordinals = new Map<string, number>();
  categories.forEach((code, index) => {
    if (!ordinals.has(code)) ordinals.set(code, FIRST_ORDINAL + index * ORDINAL_STEP);
  });
  const listed = new Set(categories);
  for (const [code, ordinal] of [...ordinals]) {
    for (const [alias, offset] of ALIASES[code] ?? []) {
      // A category the server lists itself keeps its own place.
      if (!listed.has(alias)) ordinals.set(alias, ordinal + offset);
    }
  }
  return ordinals;
}

/** A code's ordinal: its group's first (RNG sits with TCG), else its own; undefined if unranked. */
export function ordinalOf(ordinals: ReadonlyMap<string, number>, code: string): number | undefined {
  return ordinals.get(categoryGroup(code)) ?? ordinals.get(code);
}

/**
 * Items in category order; equal ordinals keep the server's order, and unranked categories come
 * last, in the server's order too.
 */
export function sortByCategory<T>(
  items: readonly T[],
  categoryOf: (item: T) => string,
  categories: readonly string[],
): T[] {
  const ordinals = categoryOrdinals(categories);
  const rank = (item: T) => ordinalOf(ordinals, categoryOf(item)) ?? Number.MAX_SAFE_INTEGER;
  // Array.prototype.sort is stable (ES2019), which keeps the server's order among equals.
  return [...items].sort((a, b) => rank(a) - rank(b));
}
