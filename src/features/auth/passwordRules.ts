import { DEFAULT_PASSWORD } from '../../common/auth-constants';

/** Our rule where the spec is silent: 6 to 20 characters, letters and digits both. */
export function passwordProblem(password: string): string | null {
  if (password.length < 6 || password.length > 20) return 'auth.password_rule';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'auth.password_rule';
  if (password === DEFAULT_PASSWORD) return 'auth.password_default';
  return null;
}
