/**
 * The cashier's answers (docs/api.md "Cashier", docs/cashier.md): deposit and withdrawal
 * settings with the amount rule the server also enforces, the two submissions, and vouchers.
 * A malformed answer is refused whole: a wrong minimum or balance would mislead a player about
 * money.
 */
import * as v from 'valibot';
import { CurrencyCode, Decimals, Id, IsoDateTime, Money, WholeNumber } from './member-schemas';

const Positive = v.pipe(Money, v.minValue(Number.MIN_VALUE));

/** `AmountRule` of money.ts, as the settings carry it. */
const AmountRuleFields = {
  currency: CurrencyCode,
  decimals: Decimals,
  minAmount: Money,
  maxAmount: Money,
  step: Positive,
};

export const DepositSettingsSchema = v.object({
  ...AmountRuleFields,
  quickAmounts: v.optional(v.array(Positive), []),
  channels: v.pipe(
    v.array(v.object({ code: v.pipe(v.string(), v.minLength(1)), name: v.string() })),
    v.minLength(1),
  ),
});
export type DepositSettings = v.InferOutput<typeof DepositSettingsSchema>;

export const WITHDRAW_ACCOUNT_KINDS = ['bank', 'pix', 'virtual', 'ewallet'] as const;
export const VERIFICATION_METHODS = ['withdrawPassword', 'ga', 'sms'] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

export const WithdrawInfoSchema = v.object({
  ...AmountRuleFields,
  balance: Money,
  pendingWithdrawal: v.optional(Money, 0),
  accounts: v.array(
    v.object({
      id: v.number(),
      kind: v.optional(v.picklist(WITHDRAW_ACCOUNT_KINDS), 'bank'),
      bankName: v.string(),
      last4: v.optional(v.string(), ''),
      /** How the account is shown: `Vietcombank **** 4821`, `Pix ma***@gmail.com`. */
      masked: v.optional(v.string(), ''),
    }),
  ),
  /**
   * What a withdrawal must carry: `required` when the member has a withdrawal password; then any
   * one of `methods` (the password, or an authenticator or SMS code the member has as 2FA).
   */
  verification: v.optional(
    v.object({
      required: v.boolean(),
      methods: v.array(v.picklist(VERIFICATION_METHODS)),
    }),
    { required: false, methods: [] },
  ),
});
export type WithdrawInfo = v.InferOutput<typeof WithdrawInfoSchema>;

const OrderFields = {
  orderId: v.union([v.string(), v.number()]),
  status: v.string(),
  amount: Money,
  currency: CurrencyCode,
};

export const DepositAnswerSchema = v.object({
  ...OrderFields,
  /** The member's successful deposits, this one included. */
  totalDepositSuccessCount: v.optional(WholeNumber),
  /** The voucher's bonus, paid with the deposit (0 without a voucher). */
  bonus: v.optional(Money, 0),
  voucherId: v.optional(v.nullable(Id), null),
  balance: v.optional(Money),
});
export type DepositAnswer = v.InferOutput<typeof DepositAnswerSchema>;

export const WithdrawAnswerSchema = v.object({ ...OrderFields, balance: v.optional(Money) });
export type WithdrawAnswer = v.InferOutput<typeof WithdrawAnswerSchema>;

/**
 * `claimable`: offered, claim it first; `claimed`: ready to apply to a deposit; `used`: applied
 * (to `orderId`); `expired`: past `expiresAt` before it was used.
 */
export const VOUCHER_STATES = ['claimable', 'claimed', 'used', 'expired'] as const;
export type VoucherState = (typeof VOUCHER_STATES)[number];

export const VoucherSchema = v.object({
  id: Id,
  title: v.string(),
  state: v.picklist(VOUCHER_STATES),
  bonus: v.variant('type', [
    /** `percent` of the deposit, at most `maxBonus`. */
    v.object({ type: v.literal('percent'), percent: Positive, maxBonus: Positive }),
    v.object({ type: v.literal('fixed'), amount: Positive }),
  ]),
  /** The smallest deposit it applies to. */
  minDeposit: Money,
  currency: CurrencyCode,
  expiresAt: IsoDateTime,
  claimedAt: v.nullable(IsoDateTime),
  usedAt: v.nullable(IsoDateTime),
  /** The deposit it was applied to. */
  orderId: v.nullable(v.string()),
});
export type Voucher = v.InferOutput<typeof VoucherSchema>;

export const VouchersSchema = v.object({ vouchers: v.array(VoucherSchema) });
