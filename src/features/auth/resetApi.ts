import { post } from '../../api/request';
import { MEMBER_PATHS } from '../../common/member-api';
import {
  ResetCheckAnswerSchema,
  ResetDoneSchema,
  ResetSmsAnswerSchema,
  ResetTokenAnswerSchema,
} from '../../common/reset-schemas';
import type { ParsedPhone } from '../../common/phone';
import { validate } from '../../data/sync/validate';
import { RESET_HANDLED_CODES } from './resetRules';

/**
 * The forgotten-password calls (spec §6, public; docs/api.md "Password reset"). The codes of
 * RESET_HANDLED_CODES are the page's to show in place; anything else goes to the error catalogue.
 */
const options = { handledCodes: RESET_HANDLED_CODES };

/** The number as E.164 with its calling code (docs/member.md "Phone numbers"). */
const phoneBody = (phone: ParsedPhone) => ({
  countryDialingCode: phone.dialingCode,
  mobileNum: phone.e164,
});

/** Sends a reset code; resolves to when it stops working (epoch ms). */
export async function sendResetSms(phone: ParsedPhone, captcha: Record<string, string>) {
  const value = await post(MEMBER_PATHS.resetBySms, {
    ...options,
    body: { ...phoneBody(phone), ...captcha },
  });
  return validate('reset sms', ResetSmsAnswerSchema, value).expirationTime;
}

/** A verified code, exchanged for a reset token. */
export async function verifyResetSms(phone: ParsedPhone, verificationCode: string) {
  const value = await post(MEMBER_PATHS.resetSmsVerify, {
    ...options,
    body: { ...phoneBody(phone), verificationCode },
  });
  return validate('reset token', ResetTokenAnswerSchema, value);
}

/** Asks for the e-mailed link; the answer is the same whether or not the account matches. */
export async function requestResetMail(username: string, email: string) {
  const value = await post(MEMBER_PATHS.resetByEmail, { ...options, body: { username, email } });
  return validate('reset mail', ResetDoneSchema, value);
}

/** What a link's token opens, before the player chooses a password. */
export async function checkResetToken(token: string) {
  const value = await post(MEMBER_PATHS.resetCheck, { ...options, body: { token } });
  return validate('reset check', ResetCheckAnswerSchema, value);
}

/** Sets the new password with a token (encrypted: it carries the password). */
export async function confirmReset(token: string, newPassword: string) {
  const value = await post(MEMBER_PATHS.resetConfirm, {
    ...options,
    encrypt: true,
    body: { token, newPassword },
  });
  return validate('reset confirm', ResetDoneSchema, value);
}
