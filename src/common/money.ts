/**
 * Money rules shared by the storefront and the reference backend (docs/member.md): a currency's
 * decimals and the amount rule a cashier call states (minimum, maximum, step). Amounts travel as
 * JSON numbers in the currency's major unit (200000 VND, 50.1 BRL); every comparison and sum is
 * done in whole minor units, so 0.1 + 0.2 never becomes 0.30000000000000004.
 */

/** Fraction digits the currency is counted in (VND 0, BRL 2); 2 when Intl does not know it. */
export function currencyDecimals(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** What a cashier call states about the amounts it takes, in the currency's major unit. */
export interface AmountRule {
  currency: string;
  /** Fraction digits allowed (the currency's). */
  decimals: number;
  minAmount: number;
  maxAmount: number;
  /** Amounts must be whole multiples of this (1000 VND, 0.01 BRL). */
  step: number;
}

/** Why an amount breaks a rule; the codes are also the server's error codes. */
export type AmountProblem =
  'amount.invalid' | 'amount.decimals' | 'amount.too_small' | 'amount.too_large' | 'amount.step';

/**
 * The amount in minor units (cents), or null when it has more fraction digits than allowed. A
 * binary fraction a hair off (50.1 is 50.099999…) still counts as its decimal value.
 */
export function toMinorUnits(amount: number, decimals: number): number | null {
  if (!Number.isFinite(amount)) return null;
  const scaled = amount * 10 ** decimals;
  const units = Math.round(scaled);
  return Math.abs(units - scaled) < 1e-6 * Math.max(1, Math.abs(scaled)) ? units : null;
}

export function fromMinorUnits(units: number, decimals: number): number {
  return Number((units / 10 ** decimals).toFixed(decimals));
}

/** `a + b` exactly, both amounts in the currency's major unit. */
export function addAmounts(a: number, b: number, decimals: number): number {
  const sum = (toMinorUnits(a, decimals) ?? NaN) + (toMinorUnits(b, decimals) ?? NaN);
  if (!Number.isFinite(sum)) throw new RangeError(`Not an amount with ${decimals} decimals`);
  return fromMinorUnits(sum, decimals);
}

/** Rounds down to the currency's decimals (a bonus never pays a fraction of a cent). */
export function floorToDecimals(amount: number, decimals: number): number {
  return fromMinorUnits(Math.floor(amount * 10 ** decimals + 1e-9), decimals);
}

/** Why `amount` cannot be paid under `rule`, or null when it can. */
export function amountProblem(amount: unknown, rule: AmountRule): AmountProblem | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) {
    return 'amount.invalid';
  }
  const units = toMinorUnits(amount, rule.decimals);
  if (units === null) return 'amount.decimals';
  if (amount < rule.minAmount) return 'amount.too_small';
  if (amount > rule.maxAmount) return 'amount.too_large';
  const step = toMinorUnits(rule.step, rule.decimals);
  if (step !== null && step > 0 && units % step !== 0) return 'amount.step';
  return null;
}
