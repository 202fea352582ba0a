// What a card bind or a withdrawal must carry (docs/member.md "Verification"). A member is
// protected once they have a withdrawal password or an authenticator or SMS second factor; a
// protected member's binds and withdrawals carry one of `withdrawPassword`, `authCode` (the
// authenticator) or `verificationCode` (an SMS code from POST /wps/verification/sms/member).
// Five wrong withdrawal passwords lock it for 30 minutes.
import { fail, secret, text, type AuthCall, type Failure } from '../auth/call.ts';
import type { Member } from '../auth/members.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { fullNumber } from '../auth/sms.ts';
import { verifyTotp } from '../auth/totp.ts';
import type { VerificationMethod } from '../../src/common/cashier-schemas.ts';
import type { MemberContext } from './context.ts';
import type { MemberBook } from './books.ts';

export const WITHDRAW_PASSWORD_ATTEMPTS = 5;
export const WITHDRAW_PASSWORD_LOCK_MS = 30 * 60_000;

/** The fields that carry a verification; left out of idempotency fingerprints. */
export const VERIFICATION_FIELDS = ['withdrawPassword', 'authCode', 'verificationCode'] as const;

/** What this member may verify with, in the order forms offer them. */
export function verificationMethods(member: Member, book: MemberBook): VerificationMethod[] {
  const methods: VerificationMethod[] = [];
  if (book.withdrawPin) methods.push('withdrawPassword');
  if (member.secondFactors.includes('ga') && member.totpSecret) methods.push('ga');
  if (member.secondFactors.includes('sms') && member.mobile) methods.push('sms');
  return methods;
}

/** A member with nothing to verify with cannot bind: they set a withdrawal password first. */
export function canBind(context: MemberContext): Failure | null {
  const methods = verificationMethods(context.session.member, context.book);
  return methods.length ? null : fail('withdraw.password.not_set');
}

/** A wrong withdrawal password counts towards the lock; a right one clears the count. */
async function checkPin(context: MemberContext, given: string, now: number) {
  const pin = context.book.withdrawPin;
  if (!pin) return fail('withdraw.password.not_set');
  if (pin.lockedUntil !== null && pin.lockedUntil > now) {
    return fail('withdraw.password.locked', { lockedUntil: pin.lockedUntil });
  }
  if (await verifyPassword(given, pin.hash)) {
    if (pin.failures || pin.lockedUntil !== null) {
      Object.assign(pin, { failures: 0, lockedUntil: null });
      await context.store.save();
    }
    return null;
  }
  pin.failures += 1;
  let answer: Failure;
  if (pin.failures >= WITHDRAW_PASSWORD_ATTEMPTS) {
    Object.assign(pin, { failures: 0, lockedUntil: now + WITHDRAW_PASSWORD_LOCK_MS });
    answer = fail('withdraw.password.locked', { lockedUntil: pin.lockedUntil });
  } else {
    answer = fail('withdraw.password.err', {
      attemptsLeft: WITHDRAW_PASSWORD_ATTEMPTS - pin.failures,
    });
  }
  await context.store.save();
  return answer;
}

/**
 * Null when the request may go on. `bind`: binding needs a protected member (else
 * `withdraw.password.not_set`); a withdrawal by an unprotected member needs nothing.
 */
export async function checkVerification(
  call: AuthCall,
  context: MemberContext,
  purpose: 'bind' | 'withdraw',
  now = Date.now(),
): Promise<Failure | null> {
  const { member } = context.session;
  const methods = verificationMethods(member, context.book);
  if (!methods.length) return purpose === 'bind' ? fail('withdraw.password.not_set') : null;
  const pin = secret(call.body, 'withdrawPassword');
  const authCode = text(call.body, 'authCode', 16);
  const smsCode = text(call.body, 'verificationCode', 16);
  if (pin) return checkPin(context, pin, now);
  if (authCode) {
    return methods.includes('ga') && verifyTotp(member.totpSecret!, authCode, now)
      ? null
      : fail('verification.code.err');
  }
  if (smsCode) {
    return methods.includes('sms') &&
      call.auth.sms.consume(fullNumber(member.mobile!), smsCode, now)
      ? null
      : fail('verification.code.err');
  }
  return fail('verification.required', { methods });
}
