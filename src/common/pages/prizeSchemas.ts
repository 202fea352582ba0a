/**
 * What a reward, a mission, a leaderboard place or a mall item gives (docs/api.md "Prizes"):
 * money on the balance, points for the mall, a deposit voucher, or a gift customer service
 * delivers. Which kinds each call may carry is said where the call is described.
 */
import * as v from 'valibot';
import { Id, Money } from '../member-schemas';

const PositiveMoney = v.pipe(Money, v.minValue(Number.MIN_VALUE));
const PositiveInteger = v.pipe(v.number(), v.integer(), v.minValue(1));

export const PRIZE_TYPES = ['cash', 'points', 'voucher', 'gift'] as const;
export type PrizeType = (typeof PRIZE_TYPES)[number];

export const PrizeSchema = v.variant('type', [
  /** Credited to the balance, in the merchant's currency (a `bonus` transaction). */
  v.object({ type: v.literal('cash'), amount: PositiveMoney }),
  /** Added to the member's points (the mall's currency). */
  v.object({ type: v.literal('points'), points: PositiveInteger }),
  /** A deposit voucher, put in the member's vouchers as `claimed` (docs/api.md "Vouchers"). */
  v.object({ type: v.literal('voucher'), templateId: Id, voucherTitle: v.string() }),
  /** Something customer service delivers (a phone, a shirt); `description` says what. */
  v.object({ type: v.literal('gift'), description: v.string() }),
]);
export type Prize = v.InferOutput<typeof PrizeSchema>;
