// Forgotten password (spec §6: public calls; docs/api.md "Password reset"). By SMS: a code to
// the member's phone, exchanged for a reset token once verified. By e-mail: a link carrying a
// reset token. Either token then sets the new password. The request calls answer the same
// whether or not an account matches, so they cannot tell anyone who is a member.
import { RESET_PASSWORD_PAGE } from '../../src/common/member-api.ts';
import { newPasswordProblem } from '../../src/common/password-rules.ts';
import { maskAccountName } from '../../src/common/validators.ts';
import {
  fail,
  ok,
  payloadPhone,
  secret,
  text,
  type AuthCall,
  type AuthRoute,
} from '../auth/call.ts';
import { hashPassword } from '../auth/passwords.ts';
import { fullNumber, SMS_CODE_TTL_MS } from '../auth/sms.ts';
import { publicOrigin } from '../downloads.ts';
import { isOnFor } from '../qa.ts';
import { RESET_SMS_ATTEMPTS } from './reset-tokens.ts';

/** Spec §4/§5: the SMS scenario's captcha, when QA's `smsCaptcha` has it on for the merchant. */
function smsCaptchaGate(call: AuthCall) {
  const code = call.merchant.merchantCode;
  if (!isOnFor(call.scenario.smsCaptcha, code)) return null;
  const result = call.auth.captcha.check(code, call.body);
  return result === 'ok' ? null : fail(result);
}

async function memberByPhone(call: AuthCall, e164: string) {
  return (await call.auth.members.forMerchant(call.merchant)).byMobile(e164);
}

/** The last code sent to a number names the attempt counter, so a new code starts a new count. */
function lastSmsId(call: AuthCall, e164: string): string | null {
  const sms = call.auth.sms
    .list()
    .filter((sent) => sent.number === e164)
    .at(-1);
  return sms ? `${e164}@${sms.expirationTime}` : null;
}

async function sendResetSms(call: AuthCall) {
  const blocked = smsCaptchaGate(call);
  if (blocked) return blocked;
  const phone = payloadPhone(call);
  if (!phone) return fail('invalid_request', null, 'The mobile number is not valid');
  const member = await memberByPhone(call, fullNumber(phone));
  if (!member) return ok({ expirationTime: Date.now() + SMS_CODE_TTL_MS });
  const sent = call.auth.sms.send(phone);
  return ok({ expirationTime: sent.expirationTime });
}

async function verifyResetSms(call: AuthCall) {
  const phone = payloadPhone(call);
  if (!phone) return fail('verification.code.err');
  const e164 = fullNumber(phone);
  const smsId = lastSmsId(call, e164);
  const { resets } = call.auth.memberArea;
  if (smsId && resets.smsFailures(smsId) >= RESET_SMS_ATTEMPTS) {
    return fail('reset.too_many_attempts');
  }
  const member = await memberByPhone(call, e164);
  if (!member || !smsId || !call.auth.sms.consume(e164, text(call.body, 'verificationCode'))) {
    const attemptsLeft = smsId ? resets.smsFailed(smsId) : RESET_SMS_ATTEMPTS;
    return attemptsLeft > 0
      ? fail('verification.code.err', { attemptsLeft })
      : fail('reset.too_many_attempts');
  }
  const { token, expiresAt } = resets.issue({
    merchantCode: call.merchant.merchantCode,
    memberId: member.id,
    account: member.account,
    via: 'sms',
  });
  return ok({
    token,
    expiresAt: new Date(expiresAt).toISOString(),
    account: maskAccountName(member.account),
  });
}

async function requestResetMail(call: AuthCall) {
  const username = text(call.body, 'username', 64);
  const email = text(call.body, 'email', 254).toLowerCase();
  if (!username || !email) return fail('invalid_request', null, 'Username and e-mail are required');
  const member = (await call.auth.members.forMerchant(call.merchant)).byAccount(username);
  const { memberArea } = call.auth;
  // A throttled request makes no link: a new link would void the one already mailed.
  if (member?.email && member.email.toLowerCase() === email && memberArea.mail.canSend(email)) {
    const code = call.merchant.merchantCode;
    const { token, expiresAt } = memberArea.resets.issue({
      merchantCode: code,
      memberId: member.id,
      account: member.account,
      via: 'email',
    });
    // In the fragment: the browser never sends it, so it is in no request, log or Referer, and the
    // storefront's boot does not take it for a session token (spec §2 `?token=`).
    const link = `${publicOrigin(call.req)}${RESET_PASSWORD_PAGE}#token=${token}`;
    const minutes = Math.round((expiresAt - Date.now()) / 60_000);
    memberArea.mail.send({
      to: member.email,
      merchantCode: code,
      account: member.account,
      subject: `${call.merchant.merchantName}: reset your password`,
      text: `Open ${link} within ${minutes} minutes to choose a new password for ${member.account}.`,
      link,
    });
  }
  return ok(true);
}

function findToken(call: AuthCall) {
  const found = call.auth.memberArea.resets.find(call.body['token']);
  if (!found.ok) return fail(found.code);
  // A token opens its own merchant's member only.
  if (found.entry.merchantCode !== call.merchant.merchantCode) return fail('reset.token.invalid');
  return found.entry;
}

async function confirmReset(call: AuthCall) {
  const entry = findToken(call);
  if ('success' in entry) return entry;
  const password = secret(call.body, 'newPassword');
  const problem = newPasswordProblem(password);
  if (problem) return fail(problem);
  const store = await call.auth.members.forMerchant(call.merchant);
  await store.update(entry.memberId, {
    passwordHash: await hashPassword(password),
    passwordExpired: false,
    firstTimeLogin: false,
    // A member who registered with the placeholder password has a real one now.
    passwordLogin: true,
  });
  call.auth.memberArea.resets.use(entry);
  // Whoever had the account is signed out: the new password is the only way in.
  call.auth.sessions.revokeOthers(entry.merchantCode, entry.memberId, '');
  return ok(true);
}

export const RESET_ROUTES: Record<string, AuthRoute> = {
  '/wps/member/password/reset/sms': {
    method: 'POST',
    malformed: { success: true, value: { expirationTime: 'soon' } },
    answer: sendResetSms,
  },
  '/wps/member/password/reset/sms/verify': {
    method: 'POST',
    malformed: { success: true, value: { token: 42 } },
    answer: verifyResetSms,
  },
  '/wps/member/password/reset/email': {
    method: 'POST',
    malformed: { success: true, value: { sent: 'maybe' } },
    answer: requestResetMail,
  },
  '/wps/member/password/reset/check': {
    method: 'POST',
    malformed: { success: true, value: { account: null } },
    answer(call) {
      const entry = findToken(call);
      if ('success' in entry) return entry;
      return ok({
        account: maskAccountName(entry.account),
        expiresAt: new Date(entry.expiresAt).toISOString(),
        via: entry.via,
      });
    },
  },
  '/wps/member/password/reset/confirm': {
    method: 'POST',
    encrypted: true,
    malformed: { success: true, value: 'done' },
    answer: confirmReset,
  },
};
