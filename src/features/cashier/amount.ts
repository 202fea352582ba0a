/**
 * Reading the amount a player types (docs/cashier.md). Pure, so every rule has a unit test.
 *
 * - Digits, with spaces, dots or commas as the player's own grouping: "1.000.000", "1,000,000" and
 *   "1 000 000" are all a million.
 * - A currency with cents (BRL) takes the last dot or comma as the decimal point when one or two
 *   digits follow it ("10,50" and "10.5"); a currency without (VND) never has a decimal part.
 * - Anything else (letters, a minus sign, "10,5" in VND, "1.00.0") is not an amount.
 */

import { amountProblem as ruleProblem, type AmountRule } from '../../common/money';

export type AmountProblem =
  | 'cashier.amount_invalid'
  | 'cashier.amount_below'
  | 'cashier.amount_above'
  | 'cashier.amount_step'
  | 'cashier.amount_over_balance';

export { currencyDecimals } from '../../common/money';

/** The typed amount as a number, or null when it is not an amount in this currency. */
export function parseAmount(text: string, decimals: number): number | null {
  const typed = text.trim();
  let whole = typed;
  let fraction = '';
  const decimalPoint = decimals > 0 ? /[.,](\d{1,2})$/.exec(typed) : null;
  if (decimalPoint && !isWholeNumber(typed)) {
    whole = typed.slice(0, decimalPoint.index);
    fraction = decimalPoint[1]!;
  }
  if (!isWholeNumber(whole)) return null;
  const value = Number(`${whole.replace(/[\s.,]/g, '')}.${fraction || '0'}`);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Plain digits, or digits grouped in threes ("1.000", "12,500,000", "1 000 000"). */
function isWholeNumber(text: string): boolean {
  return /^\d+$/.test(text) || /^\d{1,3}([.,\s]\d{3})+$/.test(text);
}

/** The shared rule's reasons (src/common/money.ts), as the form's messages. */
const MESSAGE_OF = {
  'amount.invalid': 'cashier.amount_invalid',
  'amount.decimals': 'cashier.amount_invalid',
  'amount.too_small': 'cashier.amount_below',
  'amount.too_large': 'cashier.amount_above',
  'amount.step': 'cashier.amount_step',
} as const;

/**
 * Why the amount cannot be paid, or null when it can: the rule the settings state (minimum,
 * maximum, step, the currency's decimals), the same one the server checks again.
 */
export function amountProblem(amount: number | null, rule: AmountRule): AmountProblem | null {
  const problem = ruleProblem(amount, rule);
  return problem ? MESSAGE_OF[problem] : null;
}
