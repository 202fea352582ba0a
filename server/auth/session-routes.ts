// /wps/session: the RSA key, login (username, SMS code or identity token), the second factor,
// logout.
import {
  captchaGate,
  fail,
  limitedAccount,
  ok,
  secret,
  signIn,
  text,
  type AuthCall,
  type AuthRoute,
  type Failure,
  type LimitedAccount,
} from './call.ts';
import type { Member, MemberStore, SecondFactor } from './members.ts';
import { verifyPassword } from './passwords.ts';
import { fullNumber, normalisePhone, phoneFromFullNumber, type PhoneNumber } from './sms.ts';
import { boundMember, isSocialPayload } from './social.ts';
import { verifyTotp } from './totp.ts';

async function checkCredentials(
  store: MemberStore,
  body: Record<string, unknown>,
): Promise<Member | Failure> {
  const username = text(body, 'username');
  const password = secret(body, 'password');
  if (!username || !password) return fail('login.cred.err');
  const member = store.byAccount(username);
  if (!member) return fail('not.exists.user');
  if (member.passwordLogin === false) return fail('login.cred.err');
  return (await verifyPassword(password, member.passwordHash)) ? member : fail('login.cred.err');
}

/** `type: 'sms'`: the username is the phone number, the password the last SMS code sent to it. */
async function smsLogin(call: AuthCall, store: MemberStore) {
  const phone = phoneFromFullNumber(text(call.body, 'username'));
  const member = phone ? store.byMobile(fullNumber(phone)) : undefined;
  if (!phone || !member) return fail('not.exists.user');
  // Holding the phone is the SMS factor already, so no second factor is asked for.
  if (!call.auth.sms.consume(fullNumber(phone), secret(call.body, 'password'))) {
    return fail('verification.code.err');
  }
  return ok(signIn(call, call.merchant.merchantCode, member));
}

/** A member whose credentials passed: signed in, unless a second factor is still owed. */
function completeLogin(call: AuthCall, member: Member) {
  if (member.secondFactors.length) {
    return fail('login_verify_required', member.secondFactors.join(','));
  }
  return ok(signIn(call, call.merchant.merchantCode, member));
}

/** The account a login tries: the username, or the number of an SMS login; none by token. */
function loginAccount(call: AuthCall): LimitedAccount | null {
  const type = text(call.body, 'type') || 'username';
  const code = call.merchant.merchantCode;
  if (type === 'firebase') return null;
  if (type !== 'sms') return limitedAccount(code, text(call.body, 'username'));
  const phone = phoneFromFullNumber(text(call.body, 'username'));
  return phone ? limitedAccount(code, fullNumber(phone)) : null;
}

const METHOD_FACTORS: Record<string, SecondFactor> = {
  E: 'email',
  P: 'payeeName',
  G: 'ga',
  S: 'sms',
};

const sameText = (a: string, b: string | undefined) =>
  b !== undefined && a.replace(/\s+/g, ' ').toLowerCase() === b.toLowerCase();

/** The member's own phone, given as `+<dial><number>` or as the national number alone. */
function isSamePhone(call: AuthCall, mobile: PhoneNumber, input: string): boolean {
  const phone = input.startsWith('+')
    ? phoneFromFullNumber(input)
    : normalisePhone(text(call.body, 'countryDialingCode') || mobile.dialingCode, input);
  return phone !== null && fullNumber(phone) === fullNumber(mobile);
}

function secondFactorPasses(call: AuthCall, member: Member, factor: SecondFactor): boolean {
  const { body } = call;
  switch (factor) {
    case 'email':
      return sameText(text(body, 'email'), member.email);
    case 'payeeName':
      return sameText(text(body, 'payeeName'), member.payeeName);
    case 'ga':
      return (
        !!member.totpSecret && verifyTotp(member.totpSecret, text(body, 'authCode'), Date.now())
      );
    case 'sms': {
      const mobile = member.mobile;
      return (
        mobile !== null &&
        isSamePhone(call, mobile, text(body, 'mobileNum')) &&
        call.auth.sms.consume(fullNumber(mobile), text(body, 'verificationCode'))
      );
    }
  }
}

export const SESSION_ROUTES: Record<string, AuthRoute> = {
  '/wps/session/key/rsa': {
    method: 'GET',
    malformed: { success: true, value: { publicKey: 42, keyId: null } },
    async answer({ auth }) {
      const key = await auth.keyring.current();
      return ok({ publicKey: key.publicKeyPem, keyId: key.keyId });
    },
  },
  '/wps/session/login': {
    method: 'POST',
    encrypted: true,
    malformed: { success: true, value: { token: 42, id: 'one' } },
    limit: { account: loginAccount },
    async answer(call) {
      const store = await call.auth.members.forMerchant(call.merchant);
      const type = text(call.body, 'type') || 'username';
      if (type === 'firebase') {
        // The identity provider has seen the person already, so no captcha is asked (a client
        // with FIREBASECREATEACC3 registers straight after bind_customer_required, unattended).
        const member = boundMember(call, store);
        return 'success' in member ? member : completeLogin(call, member);
      }
      const blocked = captchaGate(call);
      if (blocked) return blocked;
      if (type === 'sms') return smsLogin(call, store);
      if (type !== 'username') return fail('login.type.unsupported');
      const member = await checkCredentials(store, call.body);
      return 'success' in member ? member : completeLogin(call, member);
    },
  },
  '/wps/session/login/verification': {
    method: 'POST',
    encrypted: true,
    malformed: { success: true, value: { token: null } },
    limit: {
      account: (call) =>
        isSocialPayload(call.body)
          ? null
          : limitedAccount(call.merchant.merchantCode, text(call.body, 'username')),
    },
    async answer(call) {
      const store = await call.auth.members.forMerchant(call.merchant);
      // After a social login the stored Firebase arguments stand in for username and password.
      const member = isSocialPayload(call.body)
        ? boundMember(call, store)
        : await checkCredentials(store, call.body);
      if ('success' in member) return member;
      const factor = METHOD_FACTORS[text(call.body, 'method').toUpperCase()];
      if (!factor || !member.secondFactors.includes(factor)) return fail('verification.code.err');
      if (!secondFactorPasses(call, member, factor)) return fail('verification.code.err');
      return ok(signIn(call, call.merchant.merchantCode, member));
    },
  },
  '/wps/session/logout': {
    method: 'POST',
    session: 'required',
    malformed: { success: true, value: 'bye' },
    answer({ auth, session }) {
      if (session) auth.sessions.revoke(session.token);
      return ok(true);
    },
  },
};
