import type { LaneCard } from '../../common/laneSchemas';

/**
 * Game search runs on the stored lanes (docs/pages.md "Games"), so it works offline. Case and
 * accents are ignored, so "mien bac" finds "Miền Bắc" and "loteria" finds "Lotería".
 */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export interface LaneCards {
  currency: string | null;
  cards: readonly LaneCard[];
}

export interface FoundGame {
  card: LaneCard;
  currency: string | null;
}

/**
 * The cards of `lanes` whose name or provider matches every word of `query`, each game once, in
 * the lanes' order. An empty query finds nothing (the page shows the lanes instead).
 */
export function findGames(lanes: readonly LaneCards[], query: string): FoundGame[] {
  const words = searchable(query).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const seen = new Set<string>();
  const found: FoundGame[] = [];
  for (const lane of lanes) {
    for (const card of lane.cards) {
      const id = `${card.accountTypeName}\n${card.gameCode}`;
      if (seen.has(id)) continue;
      const text = searchable(`${card.displayName} ${card.accountTypeName}`);
      if (words.every((word) => text.includes(word))) {
        seen.add(id);
        found.push({ card, currency: lane.currency });
      }
    }
  }
  return found;
}
