import * as v from 'valibot';
import { ServerError } from '../../api/errors';
import { isEmail } from '../../common/validators';
import { passwordProblem } from './passwordRules';

/**
 * The forgotten-password rules (docs/member.md "Forgot password") as plain functions: which
 * server codes the page shows in place, in which words, and what the forms check first.
 */

/** Server codes of the reset calls and the message key each shows (spec §8: never raw English). */
export const RESET_ERROR_KEYS = {
  'verification.code.err': 'reset.error_code_wrong',
  'reset.too_many_attempts': 'reset.error_too_many_codes',
  'reset.token.invalid': 'reset.error_link_invalid',
  'reset.token.expired': 'reset.error_link_expired',
  'reset.token.used': 'reset.error_link_used',
  'password.length': 'auth.password_rule',
  'password.composition': 'auth.password_rule',
  'password.default': 'auth.password_default',
  'captcha.required': 'reset.error_captcha',
  'captcha.err': 'reset.error_captcha',
  invalid_request: 'reset.error_details',
} as const;

export type ResetErrorCode = keyof typeof RESET_ERROR_KEYS;

export const RESET_HANDLED_CODES = Object.keys(RESET_ERROR_KEYS) as readonly ResetErrorCode[];

/** Where a refusal belongs: the link itself, the code field, the password, or the whole form. */
export type ResetErrorPlace = 'link' | 'code' | 'password' | 'form';

const PLACES: Record<ResetErrorCode, ResetErrorPlace> = {
  'verification.code.err': 'code',
  'reset.too_many_attempts': 'code',
  'reset.token.invalid': 'link',
  'reset.token.expired': 'link',
  'reset.token.used': 'link',
  'password.length': 'password',
  'password.composition': 'password',
  'password.default': 'password',
  'captcha.required': 'form',
  'captcha.err': 'form',
  invalid_request: 'form',
};

const AttemptsLeftSchema = v.object({ attemptsLeft: v.pipe(v.number(), v.integer()) });

export interface ResetRefusal {
  place: ResetErrorPlace;
  key: string;
  /** Interpolation values of the message (`count` of attempts left). */
  values?: Record<string, number>;
}

/** A reset call's refusal the page shows in place; null for what the error catalogue showed. */
export function resetRefusal(error: unknown): ResetRefusal | null {
  if (!(error instanceof ServerError) || !error.errorCode) return null;
  const code = error.errorCode;
  if (!(code in RESET_ERROR_KEYS)) return null;
  const known = code as ResetErrorCode;
  const attempts = v.safeParse(AttemptsLeftSchema, error.value);
  if (known === 'verification.code.err' && attempts.success) {
    return {
      place: 'code',
      key: 'reset.error_code_wrong_attempts',
      values: { count: attempts.output.attemptsLeft },
    };
  }
  return { place: PLACES[known], key: RESET_ERROR_KEYS[known] };
}

export type NewPasswordField = 'newPassword' | 'confirmPassword';

/** The new password's problems (message keys): the change-password rule, then the confirmation. */
export function newPasswordErrors(
  newPassword: string,
  confirmPassword: string,
): Partial<Record<NewPasswordField, string>> {
  const errors: Partial<Record<NewPasswordField, string>> = {};
  const problem = newPassword ? passwordProblem(newPassword) : 'auth.required';
  if (problem) errors.newPassword = problem;
  if (!confirmPassword) errors.confirmPassword = 'auth.required';
  else if (confirmPassword !== newPassword) errors.confirmPassword = 'auth.password_mismatch';
  return errors;
}

export type MailField = 'username' | 'email';

/** The e-mail way's fields: the account name and its address, both needed. */
export function resetMailErrors(
  username: string,
  email: string,
): Partial<Record<MailField, string>> {
  const errors: Partial<Record<MailField, string>> = {};
  if (!username.trim()) errors.username = 'auth.required';
  if (!email.trim()) errors.email = 'auth.required';
  else if (!isEmail(email.trim())) errors.email = 'reset.email_invalid';
  return errors;
}

/**
 * The link's token (`#token=…`), taken from the address at once: a token left there would be in
 * the history and in a shared screenshot. The fragment keeps it out of every request.
 */
export function takeTokenFromAddress(location: Location, history: History): string | null {
  const url = new URL(location.href);
  const fragment = new URLSearchParams(url.hash.slice(1));
  const token = fragment.get('token');
  if (token === null) return null;
  fragment.delete('token');
  const rest = fragment.toString();
  const hash = rest ? `#${rest}` : '';
  history.replaceState(history.state, '', `${url.pathname}${url.search}${hash}`);
  return token;
}
