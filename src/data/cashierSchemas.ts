import * as v from 'valibot';

/**
 * The demo cashier's wire shapes (docs/api.md "Cashier"): spec §7's deposit-settings and
 * withdraw-account relays, and the two submissions whose paths the spec leaves open. A malformed
 * answer is refused whole: a wrong minimum or balance would mislead a player about money.
 */

const Money = v.pipe(v.number(), v.finite(), v.minValue(0));
const CurrencyCode = v.pipe(v.string(), v.regex(/^[A-Za-z]{3,6}$/));

export const DepositSettingsSchema = v.object({
  currency: CurrencyCode,
  minAmount: Money,
  maxAmount: Money,
  quickAmounts: v.optional(v.array(v.pipe(Money, v.minValue(0.01))), []),
  channels: v.pipe(
    v.array(v.object({ code: v.pipe(v.string(), v.minLength(1)), name: v.string() })),
    v.minLength(1),
  ),
});
export type DepositSettings = v.InferOutput<typeof DepositSettingsSchema>;

export const WithdrawInfoSchema = v.object({
  currency: CurrencyCode,
  balance: Money,
  minAmount: Money,
  maxAmount: Money,
  accounts: v.array(
    v.object({ id: v.number(), bankName: v.string(), last4: v.optional(v.string(), '') }),
  ),
});
export type WithdrawInfo = v.InferOutput<typeof WithdrawInfoSchema>;

/** A payment the cashier has taken; only `SUCCESS` moves money (other statuses wait or fail). */
const OrderSchema = {
  orderId: v.union([v.string(), v.number()]),
  status: v.string(),
  amount: Money,
  currency: CurrencyCode,
};

export const DepositAnswerSchema = v.object({
  ...OrderSchema,
  /** The member's successful deposits, this one included. */
  totalDepositSuccessCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});

export const WithdrawAnswerSchema = v.object({ ...OrderSchema, balance: v.optional(Money) });
