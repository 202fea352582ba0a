import * as v from 'valibot';

/**
 * The home page's game lanes (spec §3 "Game lane", §7 GCSGAME_newGameVendor; wire shape in
 * docs/api.md "Game lanes").
 */

const optionalString = v.optional(v.nullable(v.string()));

export const LaneCardSchema = v.object({
  accountTypeName: v.pipe(v.string(), v.minLength(1)),
  displayName: v.string(),
  gameCode: v.pipe(v.string(), v.minLength(1)),
  jackpot: v.optional(v.nullable(v.pipe(v.number(), v.finite()))),
  imageUrl: optionalString,
});
export type LaneCard = v.InferOutput<typeof LaneCardSchema>;

const LaneSchema = v.object({
  category: v.string(),
  title: v.string(),
  cards: v.array(LaneCardSchema),
  gameClassify: v.array(
    v.object({ vendor: v.pipe(v.string(), v.minLength(1)), name: optionalString }),
  ),
  gameCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export const GameLanesSchema = v.object({
  data: v.object({
    currency: optionalString,
    categories: v.optional(v.array(v.string()), []),
    lanes: v.array(LaneSchema),
  }),
});
