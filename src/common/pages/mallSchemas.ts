/**
 * The point mall (docs/api.md "Point mall"): the member's points, the items with their price in
 * points and stock, redeeming one, and the member's redemptions.
 */
import * as v from 'valibot';
import { CurrencyCode, Decimals, Id, IsoDateTime, Money, WholeNumber } from '../member-schemas';
import { ImageUrl } from './pageFailure';
import { PrizeSchema } from './prizeSchemas';

export const MALL_CATEGORIES = ['BONUS', 'VOUCHER', 'GIFT'] as const;

export const MallItemSchema = v.object({
  id: Id,
  category: v.picklist(MALL_CATEGORIES),
  title: v.string(),
  description: v.string(),
  imageUrl: ImageUrl,
  pricePoints: Id,
  /** Left for everyone; null when unlimited. 0: out of stock. */
  stock: v.nullable(WholeNumber),
  /** How many times one member may redeem it; null when unlimited. */
  perMemberLimit: v.nullable(Id),
  redeemedByMe: WholeNumber,
  /** `cash`, `voucher` or `gift`. */
  prize: PrizeSchema,
});
export type MallItem = v.InferOutput<typeof MallItemSchema>;

export const MallSchema = v.object({
  points: WholeNumber,
  currency: CurrencyCode,
  decimals: Decimals,
  /** How points are earned, one sentence in the merchant's language. */
  earnRule: v.string(),
  categories: v.array(v.object({ code: v.picklist(MALL_CATEGORIES), name: v.string() })),
  items: v.array(MallItemSchema),
});
export type Mall = v.InferOutput<typeof MallSchema>;

/** `completed`: paid at once (cash, voucher); `processing`: a gift customer service delivers. */
export const REDEMPTION_STATUSES = ['completed', 'processing'] as const;

export const RedemptionSchema = v.object({
  id: Id,
  itemId: Id,
  title: v.string(),
  pricePoints: Id,
  prize: PrizeSchema,
  status: v.picklist(REDEMPTION_STATUSES),
  createdAt: IsoDateTime,
  /** Cash: the bonus transaction. */
  orderId: v.nullable(v.string()),
  /** Voucher: the voucher it became. */
  voucherId: v.nullable(Id),
});
export type Redemption = v.InferOutput<typeof RedemptionSchema>;

export const RedeemAnswerSchema = v.object({
  redemption: RedemptionSchema,
  points: WholeNumber,
  balance: Money,
  /** The item's stock after this redemption (null: unlimited). */
  stock: v.nullable(WholeNumber),
});
export type RedeemAnswer = v.InferOutput<typeof RedeemAnswerSchema>;

/** Newest first, at most `MAX_REDEMPTIONS_LISTED`. */
export const RedemptionsSchema = v.object({ items: v.array(RedemptionSchema) });
export const MAX_REDEMPTIONS_LISTED = 100;
