// My account (docs/api.md "Member area"): balance, profile with avatar and security status, the
// avatar choice, the withdrawal password, and an SMS code to the member's own phone.
import { DEFAULT_PROFILE_ICON_COUNT } from '../../src/common/member-api.ts';
import { withdrawPasswordProblem } from '../../src/common/password-rules.ts';
import { maskPhone } from '../../src/common/phone.ts';
import { maskEmail } from '../../src/common/validators.ts';
import { fail, ok, secret, type AuthCall, type AuthRoute, type Envelope } from '../auth/call.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { fullNumber } from '../auth/sms.ts';
import { currencyOf } from '../merchants/cashier.ts';
import { openMemberContext, type MemberContext } from './context.ts';

/** A member route: a live session and the member's book, or `user.or.token.invalid`. */
export function withMember(
  answer: (context: MemberContext, call: AuthCall) => Envelope | Promise<Envelope>,
): AuthRoute['answer'] {
  return async (call) => {
    const context = await openMemberContext(call);
    return context ? answer(context, call) : fail('user.or.token.invalid');
  };
}

export function pendingWithdrawal(context: MemberContext): number {
  const { decimals } = currencyOf(context.merchant.merchantCode);
  const units = context.book.transactions
    .filter((t) => t.type === 'withdrawal' && t.status === 'pending')
    .reduce((sum, t) => sum + Math.round(t.amount * 10 ** decimals), 0);
  return units / 10 ** decimals;
}

export function balanceValue(context: MemberContext) {
  return {
    ...currencyOf(context.merchant.merchantCode),
    balance: context.book.balance,
    pendingWithdrawal: pendingWithdrawal(context),
  };
}

function profileValue({ session, book }: MemberContext) {
  const { member } = session;
  return {
    id: member.id,
    account: member.account,
    regDate: new Date(member.regDate).toISOString(),
    avatar: book.avatar ?? 1,
    avatarCount: DEFAULT_PROFILE_ICON_COUNT,
    mobile: member.mobile ? maskPhone(fullNumber(member.mobile)) : null,
    email: member.email ? maskEmail(member.email) : null,
    secondFactors: [...member.secondFactors],
    withdrawPassword: {
      set: book.withdrawPin !== null,
      lockedUntil:
        book.withdrawPin?.lockedUntil && book.withdrawPin.lockedUntil > Date.now()
          ? book.withdrawPin.lockedUntil
          : null,
    },
    realName: book.realName,
  };
}

/**
 * Setting the first withdrawal password takes the login password; changing it takes the old
 * one (a forgotten one is reset by customer service, never by the login password alone).
 */
async function setWithdrawPassword(context: MemberContext, call: AuthCall) {
  const { book, session } = context;
  const next = secret(call.body, 'newWithdrawPassword');
  if (book.withdrawPin) {
    const old = secret(call.body, 'oldWithdrawPassword');
    if (!old) return fail('withdraw.password.exists');
    const pin = book.withdrawPin;
    if (pin.lockedUntil !== null && pin.lockedUntil > Date.now()) {
      return fail('withdraw.password.locked', { lockedUntil: pin.lockedUntil });
    }
    if (!(await verifyPassword(old, pin.hash))) return fail('withdraw.password.err');
  } else if (!(await verifyPassword(secret(call.body, 'password'), session.member.passwordHash))) {
    return fail('password.err');
  }
  const problem = withdrawPasswordProblem(next);
  if (problem) return fail(problem);
  book.withdrawPin = { hash: await hashPassword(next), failures: 0, lockedUntil: null };
  await context.store.save();
  return ok(true);
}

export const ACCOUNT_ROUTES: Record<string, AuthRoute> = {
  '/wps/member/balance': {
    method: 'GET',
    session: 'required',
    malformed: { success: true, value: { balance: 'plenty' } },
    answer: withMember((context) => ok(balanceValue(context))),
  },
  '/wps/member/profile': {
    method: 'GET',
    session: 'required',
    malformed: { success: true, value: { avatar: 'cat', withdrawPassword: true } },
    answer: withMember((context) => ok(profileValue(context))),
  },
  '/wps/member/avatar': {
    method: 'POST',
    session: 'required',
    malformed: { success: true, value: { avatar: null } },
    answer: withMember(async (context, call) => {
      const avatar = call.body['avatar'];
      if (
        !Number.isInteger(avatar) ||
        Number(avatar) < 1 ||
        Number(avatar) > DEFAULT_PROFILE_ICON_COUNT
      ) {
        return fail('avatar.invalid', { avatarCount: DEFAULT_PROFILE_ICON_COUNT });
      }
      context.book.avatar = Number(avatar);
      await context.store.save();
      return ok({ avatar: context.book.avatar });
    }),
  },
  '/wps/member/withdrawPassword': {
    method: 'POST',
    encrypted: true,
    session: 'required',
    malformed: { success: true, value: { set: 'maybe' } },
    answer: withMember(setWithdrawPassword),
  },
  '/wps/verification/sms/member': {
    method: 'POST',
    session: 'required',
    malformed: { success: true, value: { expirationTime: 'soon' } },
    answer: withMember(({ session }, call) => {
      const { mobile } = session.member;
      if (!mobile) return fail('mobile.not_set');
      const sent = call.auth.sms.send(mobile);
      return ok({ expirationTime: sent.expirationTime, mobile: maskPhone(sent.number) });
    }),
  },
};
