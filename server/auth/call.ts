// What the sign-in routes share: the shape of a route and of the call it answers, the envelopes
// and error codes of docs/api.md, and small readers for untrusted payload fields.
import type { IncomingMessage } from 'node:http';
import type { MerchantFixture } from '../merchants/types.ts';
import { MEMBER_ERROR_MESSAGES } from '../../src/common/member-api.ts';
import { PAGE_ERROR_MESSAGES } from '../../src/common/pages/pageApi.ts';
import type { QaScenario } from '../../src/common/qaScenario.ts';
import { captchaEnabledFor } from './captcha.ts';
import type { AccountAttempt } from './limits.ts';
import type { Member, MemberStore } from './members.ts';
import { fullNumber, normalisePhone, type PhoneNumber } from './sms.ts';
import type { AuthState } from './state.ts';

const MESSAGES = {
  'login.cred.err': 'Wrong username or password',
  'not.exists.user': 'This account does not exist',
  login_verify_required: 'Please complete the second verification',
  'verification.code.err': 'The verification code is wrong or has expired',
  'captcha.required': 'Please complete the verification first',
  'captcha.err': 'The verification failed, please try again',
  'user.exists': 'This account is already registered',
  'user.or.token.invalid': 'Your session has ended, please sign in again',
  'password.err': 'The current password is wrong',
  'too.many.attempts': 'Too many attempts, please wait a few minutes and try again',
  'login.type.unsupported': 'This sign-in method is not available',
  // Spec §8: the client shows it without the parenthesised part.
  bind_customer_required: 'This account is not linked yet (please register or log in first)',
  'auth/invalid-credential': 'Invalid identity token',
  invalid_request: 'The request is not valid',
  missing_encryption: 'Missing Encryption',
  decrypt_failed: 'Decryption failed',
  // The member area's (docs/api.md "Member area").
  ...MEMBER_ERROR_MESSAGES,
  // The pages' (docs/api.md "Pages").
  ...PAGE_ERROR_MESSAGES,
} as const;

export type AuthErrorCode = keyof typeof MESSAGES;

export interface Success {
  success: true;
  value: unknown;
}
export interface Failure {
  success: false;
  errorCode: AuthErrorCode;
  message: string;
  value: unknown;
}
export type Envelope = Success | Failure;

export const ok = (value: unknown): Success => ({ success: true, value });

export function fail(errorCode: AuthErrorCode, value: unknown = null, message?: string): Failure {
  return { success: false, errorCode, message: message ?? MESSAGES[errorCode], value };
}

export interface ActiveSession {
  token: string;
  merchantCode: string;
  member: Member;
  store: MemberStore;
}

export interface AuthCall {
  req: IncomingMessage;
  query: URLSearchParams;
  /** The merchant the request names (header, query, else the server's). */
  merchant: MerchantFixture;
  scenario: QaScenario;
  auth: AuthState;
  /** The decrypted payload, the plain JSON body, or {} for GET. */
  body: Record<string, unknown>;
  /** Set when the route takes a session and the bearer token is valid. */
  session: ActiveSession | null;
}

export interface AuthRoute {
  method: 'GET' | 'POST' | 'DELETE';
  /**
   * The body is a wire-contract envelope (docs/wire-contract.md); `optional`: when the request
   * has an `Encryption` header, else plain JSON.
   */
  encrypted?: boolean | 'optional';
  /** `required`: no valid token gives `user.or.token.invalid`; `optional`: the call goes on. */
  session?: 'required' | 'optional';
  /** What QA's `malformed` switch answers instead. */
  malformed: unknown;
  /** Counted against the sign-in limits (limits.ts); `account` names the account it tries. */
  limit?: { account?: (call: AuthCall) => LimitedAccount | null };
  answer(call: AuthCall): Envelope | Promise<Envelope>;
}

export interface LimitedAccount {
  /** `<merchant>:<account name or +number>`, lower case. */
  key: string;
  attempt: AccountAttempt;
}

/** The limits' name for an account (its name or `+<dial><number>`) of a merchant. */
export function limitedAccount(
  merchantCode: string,
  account: string,
  attempt: AccountAttempt = 'signIn',
): LimitedAccount | null {
  const name = account.trim().toLowerCase();
  return name ? { key: `${merchantCode}:${name}`, attempt } : null;
}

/** Wrong secrets: they count towards the account's lockout. */
export const WRONG_SECRET_CODES: ReadonlySet<AuthErrorCode> = new Set([
  'login.cred.err',
  'verification.code.err',
  'password.err',
]);

/** A trimmed string field, or '' when absent or not a string. */
export function text(body: Record<string, unknown>, field: string, max = 200): string {
  const value = body[field];
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

/** A password field exactly as sent (never trimmed), or '' when absent or not a string. */
export function secret(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  return typeof value === 'string' ? value : '';
}

/** The payload's `countryDialingCode` (else the merchant's) and `mobileNum`, or null. */
export function payloadPhone(call: AuthCall): PhoneNumber | null {
  const { body, merchant } = call;
  return normalisePhone(
    text(body, 'countryDialingCode') || merchant.country.countryDialingCode,
    text(body, 'mobileNum'),
  );
}

/** The limits' account of a payload's phone number. */
export function limitedPhone(call: AuthCall, attempt: AccountAttempt): LimitedAccount | null {
  const phone = payloadPhone(call);
  return phone ? limitedAccount(call.merchant.merchantCode, fullNumber(phone), attempt) : null;
}

/** The captcha rule of login and registration; null when the call may go on. */
export function captchaGate(call: AuthCall): Failure | null {
  const code = call.merchant.merchantCode;
  if (!captchaEnabledFor(call.scenario, code)) return null;
  const result = call.auth.captcha.check(code, call.body);
  return result === 'ok' ? null : fail(result);
}

/** The login answer (also the verification answer and a registration's with `login`). */
export function signIn(call: AuthCall, merchantCode: string, member: Member) {
  return {
    token: call.auth.sessions.issue(merchantCode, member.id),
    id: member.id,
    userName: member.account,
    customerType: member.type,
    firstTimeLogin: member.firstTimeLogin,
    passwordExpired: member.passwordExpired,
  };
}
