import { DEFAULT_PASSWORD } from '../../common/auth-constants';
import type { LoginResult } from './schemas';

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

export interface RedirectContext {
  /** The merchant's own hosts: its domains from status and config, and this page's host. */
  merchantHosts: readonly string[];
  token: string;
  language: string;
  headerColor?: string;
  title: string;
}

/**
 * Spec §2: `redirectUrl` gets token, language, headerColor, b2c=1 and the title appended, but only
 * when it points at one of the merchant's hosts over http(s). Anything else returns null, and the
 * token goes nowhere.
 */
export function redirectAfterLogin(
  redirectUrl: string | null,
  context: RedirectContext,
): string | null {
  if (!redirectUrl) return null;
  let url: URL;
  try {
    url = new URL(redirectUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const hosts = new Set(context.merchantHosts.map((host) => host.toLowerCase()));
  if (!hosts.has(url.hostname.toLowerCase())) return null;
  url.searchParams.set('token', context.token);
  url.searchParams.set('language', context.language);
  if (context.headerColor) url.searchParams.set('headerColor', context.headerColor);
  url.searchParams.set('b2c', '1');
  url.searchParams.set('title', context.title);
  return url.toString();
}
