/**
 * Missions and their leaderboard (docs/api.md "Missions"): daily and weekly missions with their
 * progress, the claim of a completed one, and the period's ranking by mission score.
 */
import * as v from 'valibot';
import { CurrencyCode, Decimals, Id, IsoDateTime, Money, WholeNumber } from '../member-schemas';
import { PrizeSchema } from './prizeSchemas';

export const MISSION_PERIODS = ['daily', 'weekly'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

/**
 * What a mission counts: `LOGIN` (signed in this period), `DEPOSIT_AMOUNT` and `DEPOSIT_COUNT`
 * (approved deposits), `BET_AMOUNT`, `BET_COUNT`, `LOTTERY_BET_COUNT`, `GAME_VARIETY`
 * (different games played), `INVITE_FRIENDS` (friends registered with the member's code).
 */
export const MISSION_METRICS = [
  'LOGIN',
  'DEPOSIT_AMOUNT',
  'DEPOSIT_COUNT',
  'BET_AMOUNT',
  'BET_COUNT',
  'LOTTERY_BET_COUNT',
  'GAME_VARIETY',
  'INVITE_FRIENDS',
] as const;
export type MissionMetric = (typeof MISSION_METRICS)[number];

/** The metrics counted in the merchant's currency (the others are counts). */
export const MONEY_METRICS: readonly MissionMetric[] = ['DEPOSIT_AMOUNT', 'BET_AMOUNT'];

export const MISSION_STATES = ['inProgress', 'claimable', 'claimed'] as const;
export type MissionState = (typeof MISSION_STATES)[number];

/** Where the mission's "Go" button leads: the cashier, the lottery games, the games, invite. */
export const MISSION_ACTIONS = ['DEPOSIT', 'LOTTERY', 'GAMES', 'INVITE_FRIENDS'] as const;

export const PeriodSchema = v.object({
  period: v.picklist(MISSION_PERIODS),
  /** `2026-11-25` (daily) or `2026-W48` (ISO week), in the merchant's time zone. */
  key: v.string(),
  startsAt: IsoDateTime,
  /** Exclusive: the next period starts then. */
  endsAt: IsoDateTime,
});
export type Period = v.InferOutput<typeof PeriodSchema>;

export const MissionSchema = v.object({
  id: Id,
  period: v.picklist(MISSION_PERIODS),
  periodKey: v.string(),
  title: v.string(),
  description: v.string(),
  metric: v.picklist(MISSION_METRICS),
  target: v.pipe(Money, v.minValue(Number.MIN_VALUE)),
  /** Never above `target`. */
  current: Money,
  /** `cash` or `points`. */
  prize: PrizeSchema,
  /** Added to the member's leaderboard score when the mission is claimed. */
  score: WholeNumber,
  state: v.picklist(MISSION_STATES),
  claimedAt: v.nullable(IsoDateTime),
  action: v.nullable(v.picklist(MISSION_ACTIONS)),
});
export type Mission = v.InferOutput<typeof MissionSchema>;

export const MissionsSchema = v.object({
  timeZone: v.string(),
  currency: CurrencyCode,
  decimals: Decimals,
  points: WholeNumber,
  periods: v.array(PeriodSchema),
  /** Daily first, then weekly; in the operator's order within each. */
  missions: v.array(MissionSchema),
});
export type Missions = v.InferOutput<typeof MissionsSchema>;

export const MissionClaimSchema = v.object({
  mission: MissionSchema,
  points: WholeNumber,
  balance: Money,
});
export type MissionClaim = v.InferOutput<typeof MissionClaimSchema>;

export const LeaderboardEntrySchema = v.object({
  /** Competition ranking: equal scores share a rank, the next rank skips (1, 2, 2, 4). */
  rank: Id,
  /** Masked (`ng****an`): never a whole account name. */
  name: v.string(),
  score: WholeNumber,
  isMe: v.boolean(),
});

export const LeaderboardSchema = v.object({
  ...PeriodSchema.entries,
  /** The scores of the missions claimed in the period (daily and weekly missions alike). */
  metric: v.literal('MISSION_SCORE'),
  /** The top of the board, at most `LEADERBOARD_SIZE` entries. */
  entries: v.array(LeaderboardEntrySchema),
  /** The member's own place; `rank` null while their score is 0. */
  me: v.object({ rank: v.nullable(Id), name: v.string(), score: WholeNumber }),
  /** What the places win when the period ends. */
  prizes: v.array(v.object({ rankFrom: Id, rankTo: Id, prize: PrizeSchema })),
});
export type Leaderboard = v.InferOutput<typeof LeaderboardSchema>;

export const LEADERBOARD_SIZE = 20;
