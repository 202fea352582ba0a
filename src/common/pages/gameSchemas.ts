/**
 * `GCSGAME_getGameMatchV2` (docs/api.md "Game draws"): every lottery game of the merchant with
 * its draw schedule, the next draw and the last results. The schedule lets the storefront work
 * out later draws offline (drawSchedule.ts), so a stored list never shows a draw in the past as
 * the next one.
 */
import * as v from 'valibot';
import { IsoDateTime, WholeNumber } from '../member-schemas';
import { END_OF_DAY, isTimeZone, TIME_OF_DAY } from './drawSchedule';

const TimeOfDay = v.pipe(v.string(), v.regex(TIME_OF_DAY));
const Weekday = v.picklist([1, 2, 3, 4, 5, 6, 7] as const);
const NonEmpty = <T extends v.GenericSchema>(item: T) => v.pipe(v.array(item), v.minLength(1));

export const DrawScheduleSchema = v.variant('type', [
  v.object({ type: v.literal('daily'), times: NonEmpty(TimeOfDay), weekdays: NonEmpty(Weekday) }),
  v.object({
    type: v.literal('monthly'),
    days: NonEmpty(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(31))),
    time: TimeOfDay,
  }),
  v.object({
    type: v.literal('interval'),
    everySeconds: v.pipe(v.number(), v.integer(), v.minValue(10), v.maxValue(86_400)),
    from: TimeOfDay,
    to: v.union([TimeOfDay, v.literal(END_OF_DAY)]),
  }),
]);

/**
 * Prize tiers: Vietnamese regional lotteries `special` (giải đặc biệt) then `first` … `eighth`;
 * fixed-digit games `first` … `fifth` and `consolation`; ball games `main` and `bonus` (the
 * power ball); Thai-style `first`, `front3`, `back3`, `last2`.
 */
export const DRAW_TIERS = [
  'special',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'consolation',
  'main',
  'bonus',
  'front3',
  'back3',
  'last2',
] as const;
export type DrawTier = (typeof DRAW_TIERS)[number];

const Digits = v.pipe(v.string(), v.regex(/^\d{1,8}$/));

export const DrawResultSchema = v.object({
  /** `20261125-01`: the local date and the draw's place in the day (drawIssue). */
  issue: v.string(),
  drawnAt: IsoDateTime,
  /** One group per province drawing (Vietnamese regional lotteries); one with no label else. */
  groups: NonEmpty(
    v.object({
      label: v.nullable(v.string()),
      prizes: NonEmpty(v.object({ tier: v.picklist(DRAW_TIERS), numbers: NonEmpty(Digits) })),
    }),
  ),
});
export type DrawResult = v.InferOutput<typeof DrawResultSchema>;

export const DrawGameSchema = v.object({
  /** Join with the lanes' cards (`accountTypeName`, `gameCode`) of `GCSGAME_newGameVendor`. */
  vendor: v.string(),
  gameCode: v.string(),
  name: v.string(),
  /** The lane category (LOTT, ELOTT, ELOTTO, SEA_LOTT, VIETNAM_LOTTO). */
  category: v.string(),
  timeZone: v.pipe(v.string(), v.check(isTimeZone, 'Unknown time zone')),
  schedule: DrawScheduleSchema,
  /** Bets close this many seconds before each draw. */
  closeBeforeSeconds: WholeNumber,
  /** Provinces drawing on each weekday (Vietnamese regional lotteries); null for other games. */
  stations: v.nullable(v.array(v.object({ weekday: Weekday, names: NonEmpty(v.string()) }))),
  /** Null when the schedule never draws again. */
  nextDraw: v.nullable(
    v.object({
      issue: v.string(),
      drawAt: IsoDateTime,
      closesAt: IsoDateTime,
      /** The provinces of that draw (empty for games without stations). */
      stations: v.array(v.string()),
    }),
  ),
  /** The last draws before `serverTime`, newest first (as many as the `results` query asked). */
  results: v.array(DrawResultSchema),
});
export type DrawGame = v.InferOutput<typeof DrawGameSchema>;

export const GameMatchesSchema = v.object({
  /** The server's clock when it answered: measure the device clock's drift against it. */
  serverTime: IsoDateTime,
  games: v.array(DrawGameSchema),
});
export type GameMatches = v.InferOutput<typeof GameMatchesSchema>;

/** The `results` query: how many past draws per game (default 1). */
export const DRAW_RESULTS_QUERY = { default: 1, max: 20 } as const;
