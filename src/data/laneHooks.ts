import { useLiveQuery } from './liveQuery';
import * as v from 'valibot';
import { db } from './db';
import { LANES_RESOURCE, LaneRowSchema, type LaneRow } from './sync/lanes';

export interface GameLanes {
  /** In the order they are shown (spec §9, applied when stored). */
  lanes: LaneRow[];
  /** Whether lanes were ever stored for this merchant; false shows the loading skeleton. */
  filled: boolean;
}

/** The stored lanes by position; a row that does not read as a lane is left out, not shown. */
export function readGameLanes(): Promise<GameLanes> {
  return db.transaction('r', db.games, db.syncState, async () => {
    const [rows, synced] = await Promise.all([
      db.games.orderBy('position').toArray(),
      db.syncState.get(LANES_RESOURCE),
    ]);
    const lanes = rows.flatMap((row) => {
      const parsed = v.safeParse(LaneRowSchema, row);
      return parsed.success ? [parsed.output] : [];
    });
    return { lanes, filled: synced !== undefined || rows.length > 0 };
  });
}

/** The home page's game lanes; `undefined` while IndexedDB is being read. */
export function useGameLanes(): GameLanes | undefined {
  return useLiveQuery(readGameLanes);
}
