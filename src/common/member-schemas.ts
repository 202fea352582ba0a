/**
 * The shapes of the member area's answers (docs/api.md "Member area"): the storefront validates
 * every answer with these at its boundary, and the reference backend's tests run every answer it
 * gives through them (server/member/contract.test.ts), so the two cannot drift apart.
 */
import * as v from 'valibot';
import { MEMBER_ERROR_CODES, SHARED_ERROR_CODES } from './member-api';

export const Money = v.pipe(v.number(), v.finite(), v.minValue(0));
export const CurrencyCode = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/));
export const Decimals = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4));
export const WholeNumber = v.pipe(v.number(), v.integer(), v.minValue(0));
export const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
/** `Date.prototype.toISOString()` output, always UTC (`2026-11-24T08:30:00.000Z`). */
export const IsoDateTime = v.pipe(v.string(), v.isoTimestamp());
export const EpochMs = WholeNumber;

/** Any failure the member area's calls answer: a known code, a message, maybe a value. */
export const MemberFailureSchema = v.object({
  success: v.literal(false),
  errorCode: v.picklist([...MEMBER_ERROR_CODES, ...SHARED_ERROR_CODES]),
  message: v.string(),
  value: v.unknown(),
});

export const BalanceSchema = v.object({
  currency: CurrencyCode,
  decimals: Decimals,
  /** What the member can play or withdraw now. */
  balance: Money,
  /** Withdrawals waiting for the cashier, already taken off `balance`. */
  pendingWithdrawal: Money,
});

export const SECOND_FACTORS = ['email', 'payeeName', 'ga', 'sms'] as const;

export const ProfileSchema = v.object({
  id: Id,
  account: v.string(),
  regDate: IsoDateTime,
  /** 1 to `avatarCount`. */
  avatar: Id,
  /** The status answer's `gw.PROFILE_ICON_COUNT` (spec §3, default 9). */
  avatarCount: Id,
  /** Masked (`+84 90*****67`), or null when none is registered. */
  mobile: v.nullable(v.string()),
  /** Masked (`tw***@demovn.example`), or null. */
  email: v.nullable(v.string()),
  /** The second factors login asks for (empty: none). */
  secondFactors: v.array(v.picklist(SECOND_FACTORS)),
  withdrawPassword: v.object({
    set: v.boolean(),
    /** Epoch ms until which wrong attempts keep it locked, or null. */
    lockedUntil: v.nullable(EpochMs),
  }),
  /** The account holder's name every bank card and Pix key must carry; null before the first. */
  realName: v.nullable(v.string()),
});
export type Profile = v.InferOutput<typeof ProfileSchema>;

export const AvatarAnswerSchema = v.object({ avatar: Id });

export const MemberSmsAnswerSchema = v.object({
  expirationTime: EpochMs,
  /** The masked number the code went to. */
  mobile: v.string(),
});

export const TRANSACTION_TYPES = ['deposit', 'withdrawal', 'bet', 'bonus'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TRANSACTION_STATUSES = ['pending', 'approved', 'declined'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export const TRANSACTION_PAGE_SIZE = { default: 20, max: 50 } as const;

export const TransactionSchema = v.object({
  /** The order id (`DEMOVN-D000123`): what customer service asks for. */
  id: v.string(),
  type: v.picklist(TRANSACTION_TYPES),
  status: v.picklist(TRANSACTION_STATUSES),
  /** Deposit or withdrawal amount, stake of a bet, bonus credited. */
  amount: Money,
  currency: CurrencyCode,
  createdAt: IsoDateTime,
  settledAt: v.nullable(IsoDateTime),
  /** Deposits: the payment channel's name. */
  channel: v.nullable(v.string()),
  /** Withdrawals: the masked account (`Vietcombank **** 4821`). */
  account: v.nullable(v.string()),
  /** Bets: the game's name. */
  game: v.nullable(v.string()),
  /** Settled bets: what the bet paid back (0 for a lost bet). */
  payout: v.nullable(Money),
  /** Deposits with a voucher: the bonus it paid or will pay. */
  bonus: v.nullable(Money),
  voucherId: v.nullable(Id),
  /** Declined: why, as the cashier said it. */
  reason: v.nullable(v.string()),
});

export type Transaction = v.InferOutput<typeof TransactionSchema>;

export const TransactionPageSchema = v.object({
  /** Newest first. */
  items: v.array(TransactionSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: v.nullable(v.string()),
  /** How many transactions match the filter in all. */
  total: WholeNumber,
});
export type TransactionPage = v.InferOutput<typeof TransactionPageSchema>;

/** A stored answer, as `GET /wps/member/submission` gives it back. */
const StoredEnvelopeSchema = v.object({
  success: v.boolean(),
  errorCode: v.optional(v.string()),
  message: v.optional(v.string()),
  value: v.unknown(),
});

export const SUBMISSION_STATES = ['pending', 'done', 'unknown'] as const;

export const SubmissionSchema = v.object({
  key: v.string(),
  /**
   * `pending`: still being processed, ask again; `done`: `result` is the answer the submission
   * got; `unknown`: it never arrived, or was refused without any effect: send it again.
   */
  state: v.picklist(SUBMISSION_STATES),
  path: v.nullable(v.string()),
  at: v.nullable(IsoDateTime),
  result: v.nullable(StoredEnvelopeSchema),
});
export type Submission = v.InferOutput<typeof SubmissionSchema>;
