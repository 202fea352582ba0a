import type { CustomerServiceEntry } from '../../common/siteSchemas';

/**
 * Spec §6: entries with no labels serve everyone; a member whose VIP label matches labelled entries
 * gets those; anyone else gets the unlabelled ones.
 */
export function selectEntriesForLabel<T extends Pick<CustomerServiceEntry, 'labelIds'>>(
  entries: readonly T[],
  labelId: string | number | null | undefined,
): T[] {
  const unlabelled = entries.filter((entry) => entry.labelIds.length === 0);
  if (labelId === null || labelId === undefined) return unlabelled;
  const matching = entries.filter((entry) => entry.labelIds.map(String).includes(String(labelId)));
  return matching.length > 0 ? matching : unlabelled;
}

/** The action-sheet title of an entry: its own, else CS1, CS2 ... by position. */
export function entryTitle(entry: Pick<CustomerServiceEntry, 'title'>, index: number) {
  return entry.title?.trim() || `CS${index + 1}`;
}
