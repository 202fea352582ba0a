import { newPasswordProblem } from '../../common/password-rules';

/**
 * The shared rule (src/common/password-rules.ts: 6 to 20 characters, letters and digits both,
 * not the default), as the translation key the forms show.
 */
export function passwordProblem(password: string): string | null {
  const problem = newPasswordProblem(password);
  if (!problem) return null;
  return problem === 'password.default' ? 'auth.password_default' : 'auth.password_rule';
}
