/**
 * Forgotten-password answers (docs/api.md "Password reset"; public calls, spec §6). Both ways end
 * in a reset token: the e-mailed link carries one, and a verified SMS code is exchanged for one;
 * the new password is then set with the token.
 */
import * as v from 'valibot';
import { EpochMs, IsoDateTime } from './member-schemas';

/** The SMS send: when the code stops working (the same answer whether or not the number is known). */
export const ResetSmsAnswerSchema = v.object({ expirationTime: EpochMs });

/** A verified SMS code, exchanged for a reset token. */
export const ResetTokenAnswerSchema = v.object({
  token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/)),
  expiresAt: IsoDateTime,
  /** The account it resets, masked (`pla****01`). */
  account: v.string(),
});

/** What a reset token opens, before the player types a new password. */
export const ResetCheckAnswerSchema = v.object({
  account: v.string(),
  expiresAt: IsoDateTime,
  via: v.picklist(['sms', 'email']),
});

/** The e-mail request and the confirmation both answer `true`. */
export const ResetDoneSchema = v.literal(true);
