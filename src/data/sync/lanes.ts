import * as v from 'valibot';
import { get } from '../../api/request';
import { GameLanesSchema, LaneCardSchema, type LaneCard } from '../../common/laneSchemas';
import { sortByCategory } from './gameCategories';
import { db, type GameLaneRow } from '../db';
import { validate } from './validate';

/**
 * The home page's game lanes (wire shape: src/common/laneSchemas.ts). Lanes are stored in the
 * order they are shown (spec §9), so a view only reads them by position.
 */

/** A stored lane: the `games` row plus what a launch needs (card ids) and the currency. */
export interface LaneRow extends GameLaneRow {
  category: string;
  currency: string | null;
  cards: LaneCard[];
}

/** Rows are read back through this, so a row an older build wrote cannot break the view. */
export const LaneRowSchema = v.object({
  id: v.string(),
  position: v.number(),
  category: v.string(),
  currency: v.nullable(v.string()),
  title: v.string(),
  cards: v.array(LaneCardSchema),
  gameClassify: v.array(v.object({ vendor: v.string(), name: v.optional(v.string()) })),
  gameCount: v.number(),
});

/** Resource name in `syncState`: present once lanes have been stored (even none). */
export const LANES_RESOURCE = 'lanes';

export async function syncGameLanes() {
  const value = await get('/wps/relay/GCSGAME_newGameVendor', {
    alert: false,
    query: { platform: 'html5' },
  });
  const { data } = validate('game lanes', GameLanesSchema, value);
  const lanes = sortByCategory(data.lanes, (lane) => lane.category, data.categories);
  const rows: LaneRow[] = lanes.map((lane, position) => ({
    ...lane,
    id: `${position}:${lane.category}`,
    position,
    currency: data.currency ?? null,
    gameClassify: lane.gameClassify.map(({ vendor, name }) =>
      name ? { vendor, name } : { vendor },
    ),
  }));
  await db.transaction('rw', db.games, db.syncState, async () => {
    await db.games.clear();
    await db.games.bulkPut(rows);
    await db.syncState.put({ resource: LANES_RESOURCE, fetchedAt: Date.now() });
  });
}
