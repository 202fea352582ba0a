import { useLiveQuery } from '../../data/liveQuery';
import type { LaneRow } from '../../data/sync/lanes';
import { readGameLanes } from '../../data/laneHooks';

/** A game of the home page's lanes: its name, and its lane's category (is it a lottery?). */
export interface StoredGame {
  displayName: string;
  category: string;
}

export interface StoredGameLookup {
  game: StoredGame | null;
  /** Whether lanes were ever stored: when not, "not found" only means "not fetched yet". */
  lanesStored: boolean;
}

export function findGame(lanes: LaneRow[], vendor: string, code: string): StoredGame | null {
  for (const lane of lanes) {
    const card = lane.cards.find(
      (candidate) => candidate.accountTypeName === vendor && candidate.gameCode === code,
    );
    if (card) return { displayName: card.displayName, category: lane.category };
  }
  return null;
}

/** The stored game a launch or trial names; `undefined` while IndexedDB is being read. */
export function useStoredGame(vendor: string | null, code: string): StoredGameLookup | undefined {
  return useLiveQuery(async () => {
    const { lanes, filled } = await readGameLanes();
    return { game: vendor ? findGame(lanes, vendor, code) : null, lanesStored: filled };
  }, [vendor, code]);
}
