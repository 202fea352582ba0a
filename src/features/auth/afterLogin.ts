import { tokenDestination, type TokenRule } from '../../app/merchantHosts';
import { DEFAULT_PASSWORD } from '../../common/auth-constants';
import type { LoginResult } from '../../common/authSchemas';

export type LoginType = 'username' | 'sms' | 'firebase';

export interface LoginOutcome {
  result: LoginResult;
  loginType: LoginType;
  /** The password typed, to detect the default one; never stored. */
  password?: string;
  /** Whitelabel PWDEXPFORCECHANGE3. */
  forceChangeExpiredPassword: boolean;
}

/**
 * Spec §4: first login, an expired password (under PWDEXPFORCECHANGE3), or the default password on a
 * username login must be changed before anything else.
 */
export function mustChangePassword(outcome: LoginOutcome): boolean {
  const { result, loginType, password, forceChangeExpiredPassword } = outcome;
  if (result.firstTimeLogin) return true;
  if (result.passwordExpired && forceChangeExpiredPassword) return true;
  return loginType === 'username' && password === DEFAULT_PASSWORD;
}

/** Where the token may go (app/merchantHosts.ts), and what is appended. */
export interface RedirectContext extends TokenRule {
  token: string;
  language: string;
  headerColor?: string;
  title: string;
}

/**
 * Spec §2: `redirectUrl` gets token, language, headerColor, b2c=1 and the title appended, but only
 * where `tokenDestination` allows (scheme, host and port compared). Anything else returns null, and
 * the token goes nowhere.
 */
export function redirectAfterLogin(
  redirectUrl: string | null,
  context: RedirectContext,
): string | null {
  const url = redirectUrl ? tokenDestination(redirectUrl, context) : null;
  if (!url) return null;
  url.searchParams.set('token', context.token);
  url.searchParams.set('language', context.language);
  if (context.headerColor) url.searchParams.set('headerColor', context.headerColor);
  url.searchParams.set('b2c', '1');
  url.searchParams.set('title', context.title);
  return url.toString();
}
