/**
 * Where a member's withdrawals go (docs/api.md "Bank cards and Pix"): the merchant's banks, the
 * member's bank cards and Pix keys. Account numbers and keys only ever travel masked: the schemas
 * refuse an answer that shows more than the last four digits.
 */
import * as v from 'valibot';
import { Id, IsoDateTime, WholeNumber } from './member-schemas';
import { PIX_KEY_TYPES } from './pix-key-types';

const Length = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(40));

export const AccountNumberRuleSchema = v.pipe(
  v.object({
    minLength: Length,
    maxLength: Length,
    lengths: v.optional(v.array(Length)),
  }),
  v.check((rule) => rule.minLength <= rule.maxLength, 'minLength is above maxLength'),
);

export const BankSchema = v.object({
  /** Vietnam: the bank's short name (VCB); Brazil: its COMPE code (260). */
  code: v.pipe(v.string(), v.minLength(1)),
  name: v.string(),
  accountNumber: AccountNumberRuleSchema,
  /** The branch (agência) the bank needs beside the account, or null. */
  branch: v.nullable(AccountNumberRuleSchema),
});

export const BankListSchema = v.object({
  banks: v.pipe(v.array(BankSchema), v.minLength(1)),
  holderName: v.object({ minLength: WholeNumber, maxLength: WholeNumber }),
  maxCards: WholeNumber,
  pix: v.object({
    enabled: v.boolean(),
    keyTypes: v.array(v.picklist(PIX_KEY_TYPES)),
    maxKeys: WholeNumber,
  }),
});

export const BankCardSchema = v.object({
  id: Id,
  bankCode: v.string(),
  bankName: v.string(),
  /** `**** 4821`: never more. */
  maskedNumber: v.pipe(v.string(), v.regex(/^\*{4} \d{4}$/)),
  last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  holderName: v.string(),
  branch: v.nullable(v.string()),
  boundAt: IsoDateTime,
});
export type BankCard = v.InferOutput<typeof BankCardSchema>;

export const BankCardsSchema = v.object({
  cards: v.array(BankCardSchema),
  maxCards: WholeNumber,
  realName: v.nullable(v.string()),
});

export const PixKeySchema = v.object({
  id: Id,
  keyType: v.picklist(PIX_KEY_TYPES),
  /** `***.982.247-**`, `ma***@gmail.com`, …: never the whole key. */
  maskedKey: v.pipe(v.string(), v.includes('*')),
  last4: v.pipe(v.string(), v.maxLength(4)),
  holderName: v.string(),
  /** The holder's CPF, masked like a CPF key. */
  holderCpf: v.pipe(v.string(), v.regex(/^\*{3}\.\d{3}\.\d{3}-\*{2}$/)),
  boundAt: IsoDateTime,
});
export type PixKey = v.InferOutput<typeof PixKeySchema>;

export const PixKeysSchema = v.object({
  keys: v.array(PixKeySchema),
  maxKeys: WholeNumber,
  realName: v.nullable(v.string()),
});
