// What QA can read about sign-in (local callers only, like every /__qa route): the SMS codes
// "sent", the push relay calls, the current authenticator code of a member with a TOTP secret, and
// the sign-in limits (which DELETE, or a scenario reset, clears).
import { findMerchant } from '../merchants/index.ts';
import type { MerchantFixture } from '../merchants/types.ts';
import type { QaReports } from '../qa-routes.ts';
import type { AuthState } from './state.ts';
import { totp, TOTP_STEP_S } from './totp.ts';

export function authReports(auth: AuthState, defaultMerchant: MerchantFixture): QaReports {
  return {
    '/__qa/sms': () => auth.sms.list(),
    '/__qa/push': () => auth.push.snapshot(),
    '/__qa/limits': { read: () => auth.limits.snapshot(), reset: () => auth.limits.reset() },
    '/__qa/totp': async (query) => {
      const merchant = findMerchant(query.get('merchant')) ?? defaultMerchant;
      const account = query.get('account') ?? 'twofa01';
      const member = (await auth.members.forMerchant(merchant)).byAccount(account);
      if (!member?.totpSecret) return undefined;
      const now = Date.now();
      return {
        merchantCode: merchant.merchantCode,
        account: member.account,
        secret: member.totpSecret,
        code: totp(member.totpSecret, now),
        validForS: TOTP_STEP_S - (Math.floor(now / 1000) % TOTP_STEP_S),
      };
    },
  };
}
