/**
 * Member and VIP benefits (docs/api.md "VIP"): the merchant's tiers with what each needs and
 * gives (public), and the member's tier with the next tier's conditions and how far each is.
 * The member's progress bar is the rank progress relay's (spec §4); these say what it is made of.
 */
import * as v from 'valibot';
import { CurrencyCode, Decimals, Id, Money, WholeNumber } from '../member-schemas';
import { ImageUrl } from './pageFailure';

/** What a tier asks for, counted since the member registered. */
export const VIP_REQUIREMENTS = {
  /** Approved deposits, in the merchant's currency. */
  DEPOSIT_TOTAL: 'money',
  /** Valid bets (turnover), in the merchant's currency. */
  TURNOVER: 'money',
  DEPOSIT_COUNT: 'count',
  /** Days with at least one bet. */
  ACTIVE_DAYS: 'count',
  /** Friends invited who made a first deposit. */
  REFERRALS: 'count',
} as const;
export type VipRequirement = keyof typeof VIP_REQUIREMENTS;
const REQUIREMENT_CODES = Object.keys(VIP_REQUIREMENTS) as VipRequirement[];

/** What a tier gives; `kind` says how to read `value`. */
export const VIP_BENEFITS = {
  /** Paid once on reaching the tier. */
  LEVEL_UP_BONUS: 'money',
  /** Of the week's net losses, paid every Monday. */
  WEEKLY_CASHBACK: 'percent',
  BIRTHDAY_GIFT: 'money',
  /** Per day. */
  WITHDRAW_LIMIT: 'money',
  /** Per day. */
  WITHDRAW_COUNT: 'count',
  /** Points per unit bet, times this. */
  POINTS_MULTIPLIER: 'multiplier',
  /** 1: withdrawals handled first. */
  PRIORITY_WITHDRAWAL: 'flag',
  /** 1: the VIP customer-service line (the VIP label's entries). */
  VIP_SUPPORT: 'flag',
} as const;
export type VipBenefit = keyof typeof VIP_BENEFITS;
const BENEFIT_CODES = Object.keys(VIP_BENEFITS) as VipBenefit[];

export const VipTierSchema = v.object({
  /** 0 for members without a VIP label; the member info's `clubLabel.rankLevel` else. */
  level: WholeNumber,
  /** The club label's `labelId` (customer service filters by it); null for level 0. */
  labelId: v.nullable(Id),
  name: v.string(),
  /** `#rrggbb`, for the tier's badge. */
  color: v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i)),
  badgeUrl: ImageUrl,
  /** All must be met to reach the tier. */
  requirements: v.array(v.object({ code: v.picklist(REQUIREMENT_CODES), value: Money })),
  benefits: v.array(
    v.object({
      code: v.picklist(BENEFIT_CODES),
      /** money: in the merchant's currency; percent: 0.5 = 0.5 %; flag: 1 = yes. */
      value: Money,
    }),
  ),
});
export type VipTier = v.InferOutput<typeof VipTierSchema>;

export const VipLevelsSchema = v.object({
  currency: CurrencyCode,
  decimals: Decimals,
  /** Lowest level first. */
  tiers: v.pipe(v.array(VipTierSchema), v.minLength(1)),
});
export type VipLevels = v.InferOutput<typeof VipLevelsSchema>;

export const VipConditionSchema = v.object({
  code: v.picklist(REQUIREMENT_CODES),
  required: Money,
  current: Money,
  met: v.boolean(),
  /** What is still missing: `required − current`, 0 when met. */
  gap: Money,
});
export type VipCondition = v.InferOutput<typeof VipConditionSchema>;

export const VipStatusSchema = v.object({
  currency: CurrencyCode,
  decimals: Decimals,
  level: WholeNumber,
  labelId: v.nullable(Id),
  name: v.string(),
  /** The next tier and its conditions; null at the top tier. */
  next: v.nullable(
    v.object({
      level: WholeNumber,
      name: v.string(),
      conditions: v.array(VipConditionSchema),
    }),
  ),
});
export type VipStatus = v.InferOutput<typeof VipStatusSchema>;
