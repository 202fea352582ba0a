/**
 * Password rules where the spec is silent (docs/member.md), shared by the storefront's forms and
 * the reference backend's change-password and reset calls.
 */
import { DEFAULT_PASSWORD } from './auth-constants';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;

export type NewPasswordProblem = 'password.length' | 'password.composition' | 'password.default';

/** A new login password: 6 to 20 characters with letters and digits both, not the default. */
export function newPasswordProblem(password: string): NewPasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    return 'password.length';
  }
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'password.composition';
  if (password === DEFAULT_PASSWORD) return 'password.default';
  return null;
}

export type WithdrawPasswordProblem = 'withdraw.password.format' | 'withdraw.password.weak';

/**
 * The withdrawal password (a PIN asked before money or a card leaves the account): exactly six
 * digits, not one digit repeated and not a straight run (123456, 987654).
 */
export function withdrawPasswordProblem(pin: string): WithdrawPasswordProblem | null {
  if (!/^\d{6}$/.test(pin)) return 'withdraw.password.format';
  const digits = [...pin].map(Number);
  const steps = new Set(digits.slice(1).map((digit, index) => digit - digits[index]!));
  if (steps.size === 1 && [0, 1, -1].includes([...steps][0]!)) return 'withdraw.password.weak';
  return null;
}
