/**
 * Bank accounts a member withdraws to (docs/member.md "Bank cards"): each bank of the merchant's
 * list states how many digits its account numbers have, and the holder's name must read as a
 * person's name. What the player types is normalised first: spaces, dashes and dots dropped from
 * numbers, spaces collapsed and letters upper-cased in names.
 */

/** A bank's account-number rule: digits only, `minLength` to `maxLength`, or exactly `lengths`. */
export interface AccountNumberRule {
  minLength: number;
  maxLength: number;
  /** When given, only these lengths (each within min..max) are accepted. */
  lengths?: number[];
}

export type AccountNumberProblem = 'card.number.digits' | 'card.number.length';

/** What the player typed, without the separators banks print in account numbers. */
export function normaliseAccountNumber(typed: string): string {
  return typed.replace(/[\s.\-/]/g, '');
}

/** Why an account number breaks the bank's rule, or null when it fits. */
export function accountNumberProblem(
  typed: string,
  rule: AccountNumberRule,
): AccountNumberProblem | null {
  const digits = normaliseAccountNumber(typed);
  if (!/^\d+$/.test(digits)) return 'card.number.digits';
  const { length } = digits;
  if (length < rule.minLength || length > rule.maxLength) return 'card.number.length';
  if (rule.lengths && !rule.lengths.includes(length)) return 'card.number.length';
  return null;
}

/** Only the last four digits are ever shown or sent back: `**** 4821`. */
export function maskAccountNumber(digits: string): string {
  return `**** ${digits.slice(-4)}`;
}

export const HOLDER_NAME_MIN_LENGTH = 4;
export const HOLDER_NAME_MAX_LENGTH = 60;

export type HolderNameProblem = 'card.holder.invalid';

/** `  Nguyễn  văn An ` → `NGUYỄN VĂN AN`: how names are stored and shown. */
export function normaliseHolderName(typed: string): string {
  return typed.normalize('NFC').trim().replace(/\s+/g, ' ').toUpperCase();
}

// Letters of any script (with their combining marks), then words joined by one space, apostrophe,
// dot or hyphen ("D'ÁVILA", "J. SILVA", "ANA-MARIA").
const HOLDER_NAME = /^[\p{L}\p{M}]+(?:[ '.-]+[\p{L}\p{M}]+)*\.?$/u;

/**
 * A holder name is a person's name as the bank has it: 4 to 60 characters of letters, at least
 * two words (given and family name), joined by spaces, apostrophes, dots or hyphens.
 */
export function holderNameProblem(typed: string): HolderNameProblem | null {
  const name = normaliseHolderName(typed);
  if (name.length < HOLDER_NAME_MIN_LENGTH || name.length > HOLDER_NAME_MAX_LENGTH) {
    return 'card.holder.invalid';
  }
  if (!HOLDER_NAME.test(name) || !name.includes(' ')) return 'card.holder.invalid';
  return null;
}

/**
 * Two holder names are the same person's when they match without case, accents and punctuation:
 * Vietnamese banks print `NGUYEN VAN AN` for `Nguyễn Văn An`, Brazilian ones drop accents too.
 */
export function sameHolderName(a: string, b: string): boolean {
  return holderKey(a) === holderKey(b);
}

function holderKey(name: string): string {
  return normaliseHolderName(name)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Z ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
