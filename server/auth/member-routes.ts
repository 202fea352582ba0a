// /wps/member: registration (by username, by mobile or by identity token), member info, password
// and language.
import { DEFAULT_PASSWORD } from '../../src/common/auth-constants.ts';
import { toSupportedLanguage } from '../../src/common/languages.ts';
import { MEMBER_ERROR_MESSAGES } from '../../src/common/member-api.ts';
import { newPasswordProblem } from '../../src/common/password-rules.ts';
import {
  captchaGate,
  fail,
  limitedAccount,
  limitedPhone,
  ok,
  payloadPhone,
  secret,
  signIn,
  text,
  type AuthCall,
  type AuthRoute,
} from './call.ts';
import type { BoundIdentity, Member, NewMember } from './members.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { fullNumber, type PhoneNumber } from './sms.ts';
import { accountFor, isSocialPayload, verifiedIdentity } from './social.ts';

/** Our rules; the spec leaves field rules open (§5 "not shown"). */
const USERNAME = /^[A-Za-z0-9_]{4,20}$/;
const PASSWORD_MIN = 6;
const PASSWORD_MAX = 64;

function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    return `The password must have ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`;
  }
  return null;
}

function memberInfo(member: Member) {
  const { id, account, type, regDate, language, clubLabel } = member;
  return { id, account, type, regDate, language, clubLabel };
}

const MAX_PIXEL_FIELDS = 40;
const MAX_PIXEL_VALUE = 256;

/** The register payload's pixelTrack when it is an object of short strings; else nothing is kept. */
function pixelTrackOf(body: Record<string, unknown>) {
  const value = body['pixelTrack'];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const entries = Object.entries(value);
  const valid =
    entries.length > 0 &&
    entries.length <= MAX_PIXEL_FIELDS &&
    entries.every(([, field]) => typeof field === 'string' && field.length <= MAX_PIXEL_VALUE);
  return valid ? { pixelTrack: Object.fromEntries(entries) as Record<string, string> } : {};
}

/** The parts of a registration that do not depend on how the member signs up. */
function draftBase(call: AuthCall, account: string) {
  const { body, merchant, req } = call;
  const header = req.headers['language'];
  const optional = (field: string) => {
    const value = text(body, field, 64);
    return value ? { [field]: value } : {};
  };
  return {
    account,
    type: 0,
    regDate: new Date().toISOString(),
    language:
      toSupportedLanguage(typeof header === 'string' ? header : undefined) ??
      merchant.defaultLanguage,
    clubLabel: null,
    passwordExpired: false,
    firstTimeLogin: false,
    secondFactors: [],
    ...optional('registerMethod'),
    ...optional('affiliateCode'),
    ...optional('referralCode'),
    ...pixelTrackOf(body),
  };
}

async function draftMember(
  call: AuthCall,
  account: string,
  mobile: PhoneNumber | null,
): Promise<NewMember> {
  const password = secret(call.body, 'password');
  return {
    ...draftBase(call, account),
    mobile,
    passwordHash: await hashPassword(password),
    ...(mobile && password === DEFAULT_PASSWORD ? { passwordLogin: false } : {}),
  };
}

/** The registration answer: the login value when the payload asks to sign in. */
function registered(call: AuthCall, member: Member) {
  if (call.body['login'] !== true) return ok({ id: member.id, userName: member.account });
  return ok(signIn(call, call.merchant.merchantCode, member));
}

async function register(call: AuthCall, account: string, mobile: PhoneNumber | null) {
  const store = await call.auth.members.forMerchant(call.merchant);
  const member = await store.add(await draftMember(call, account, mobile));
  return member ? registered(call, member) : fail('user.exists');
}

/**
 * The social variant (spec §3: `firebaseChannel`, `firebaseIdToken`, `login`, `smsTemplate`): a
 * new member bound to the token's person, named after the email. No captcha, as for the social
 * login it follows; `smsTemplate` is accepted and unused (no SMS is sent).
 */
async function registerSocial(call: AuthCall) {
  const identity = verifiedIdentity(call);
  if ('success' in identity) return identity;
  const store = await call.auth.members.forMerchant(call.merchant);
  if (store.byIdentity(identity.channel, identity.subject)) return fail('user.exists');
  const account = accountFor(identity, store);
  if (!account) return fail('invalid_request', null, 'No free account name for this identity');
  const bound: BoundIdentity = {
    channel: identity.channel,
    subject: identity.subject,
    email: identity.email,
    boundAt: new Date().toISOString(),
  };
  // Nothing awaits between these checks and the insert in add(), so no other registration can
  // take the account or bind the identity in between.
  const member = await store.add({
    ...draftBase(call, account),
    mobile: null,
    // No password: password login is refused, and an empty hash matches nothing anyway.
    passwordHash: '',
    passwordLogin: false,
    identities: [bound],
  });
  return member ? registered(call, member) : fail('user.exists');
}

export const MEMBER_ROUTES: Record<string, AuthRoute> = {
  '/wps/member/register': {
    method: 'POST',
    encrypted: true,
    malformed: { success: true, value: { id: 'new', userName: 7 } },
    limit: {},
    async answer(call) {
      if (isSocialPayload(call.body)) return registerSocial(call);
      const blocked = captchaGate(call);
      if (blocked) return blocked;
      const username = text(call.body, 'username');
      if (!USERNAME.test(username)) {
        return fail('invalid_request', null, 'The username must have 4 to 20 letters, digits or _');
      }
      const problem = passwordProblem(secret(call.body, 'password'));
      if (problem) return fail('invalid_request', null, problem);
      const store = await call.auth.members.forMerchant(call.merchant);
      if (store.byAccount(username)) return fail('user.exists'); // before the costly hash
      return register(call, username, null);
    },
  },
  '/wps/member/register/mobile': {
    method: 'POST',
    encrypted: true,
    malformed: { success: true, value: { id: null } },
    limit: { account: (call) => limitedPhone(call, 'signIn') },
    async answer(call) {
      const blocked = captchaGate(call);
      if (blocked) return blocked;
      const { body, merchant } = call;
      const phone = payloadPhone(call);
      if (!phone) return fail('invalid_request', null, 'The mobile number is not valid');
      const problem = passwordProblem(secret(body, 'password'));
      if (problem) return fail('invalid_request', null, problem);
      // The account name is the number without "+", unless the member chose a username too.
      const chosen = text(body, 'username');
      const account = USERNAME.test(chosen) ? chosen : fullNumber(phone).slice(1);
      const store = await call.auth.members.forMerchant(merchant);
      if (store.byMobile(fullNumber(phone)) || store.byAccount(account)) {
        return fail('user.exists'); // checked first, so a taken number does not use up the code
      }
      if (!call.auth.sms.consume(fullNumber(phone), text(body, 'verificationCode'))) {
        return fail('verification.code.err');
      }
      return register(call, account, phone);
    },
  },
  '/wps/member/info': {
    method: 'GET',
    session: 'required',
    malformed: { success: true, value: { id: 'me', clubLabel: 'gold' } },
    answer: ({ session }) => ok(session ? memberInfo(session.member) : null),
  },
  '/wps/member/password': {
    method: 'POST',
    encrypted: true,
    session: 'required',
    malformed: { success: true, value: { changed: 'yes' } },
    // Guessing the current password with a stolen session counts as guessing it at login.
    limit: {
      account: ({ session }) =>
        session && limitedAccount(session.merchantCode, session.member.account),
    },
    async answer({ auth, body, session }) {
      if (!session) return fail('user.or.token.invalid');
      const { member, store, token, merchantCode } = session;
      if (!(await verifyPassword(secret(body, 'oldPassword'), member.passwordHash))) {
        return fail('password.err');
      }
      const next = secret(body, 'newPassword');
      // The storefront's rule for a chosen password (the registration's wider one lets a mobile
      // registration send the placeholder).
      const problem = newPasswordProblem(next);
      if (problem) return fail('invalid_request', problem, MEMBER_ERROR_MESSAGES[problem]);
      await store.update(member.id, {
        passwordHash: await hashPassword(next),
        passwordExpired: false,
        firstTimeLogin: false,
      });
      // Whoever knew the old password is signed out everywhere else.
      auth.sessions.revokeOthers(merchantCode, member.id, token);
      return ok(true);
    },
  },
  '/wps/member/language': {
    method: 'POST',
    session: 'required',
    malformed: { success: true, value: { language: 42 } },
    async answer({ body, session }) {
      if (!session) return fail('user.or.token.invalid');
      const language = toSupportedLanguage(text(body, 'language'));
      if (!language) return fail('invalid_request', null, 'Unknown language');
      await session.store.update(session.member.id, { language });
      return ok(true);
    },
  },
};
