/**
 * The reward center (docs/api.md "Rewards"): the member's rewards, claimable, claimed or
 * expired, and the one-tap claim that pays a reward to the balance, the points or the vouchers.
 */
import * as v from 'valibot';
import { VoucherSchema } from '../cashier-schemas';
import { CurrencyCode, Decimals, Id, IsoDateTime, Money, WholeNumber } from '../member-schemas';
import { PrizeSchema } from './prizeSchemas';

/** Why the member got it: the reward center groups and labels rewards by source. */
export const REWARD_SOURCES = [
  'CHECK_IN',
  'CASHBACK',
  'LEVEL_UP',
  'BIRTHDAY',
  'REFERRAL',
  'EVENT',
  'COMPENSATION',
] as const;
export type RewardSource = (typeof REWARD_SOURCES)[number];

/** `claimable`: claim it before `expiresAt`; `claimed`: paid; `expired`: not claimed in time. */
export const REWARD_STATES = ['claimable', 'claimed', 'expired'] as const;
export type RewardState = (typeof REWARD_STATES)[number];

export const RewardSchema = v.object({
  id: Id,
  source: v.picklist(REWARD_SOURCES),
  title: v.string(),
  description: v.string(),
  /** `cash`, `points` or `voucher` (never `gift`). */
  prize: PrizeSchema,
  state: v.picklist(REWARD_STATES),
  issuedAt: IsoDateTime,
  expiresAt: IsoDateTime,
  claimedAt: v.nullable(IsoDateTime),
  /** Cash: the `bonus` transaction it was paid as (the member's history lists it). */
  orderId: v.nullable(v.string()),
  /** Voucher: the voucher it became. */
  voucherId: v.nullable(Id),
});
export type Reward = v.InferOutput<typeof RewardSchema>;

export const RewardsSchema = v.object({
  currency: CurrencyCode,
  decimals: Decimals,
  /** The member's points now. */
  points: WholeNumber,
  /** Claimable first (soonest to expire first), then claimed and expired, newest first. */
  rewards: v.array(RewardSchema),
});
export type Rewards = v.InferOutput<typeof RewardsSchema>;

export const RewardClaimSchema = v.object({
  /** The reward, now `claimed`. */
  reward: RewardSchema,
  balance: Money,
  points: WholeNumber,
  /** The voucher a voucher prize became; null for other prizes. */
  voucher: v.nullable(VoucherSchema),
});
export type RewardClaim = v.InferOutput<typeof RewardClaimSchema>;
