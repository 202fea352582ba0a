import { describe, expect, it } from 'vitest';
import {
  addAmounts,
  amountProblem,
  currencyDecimals,
  floorToDecimals,
  toMinorUnits,
  type AmountRule,
} from './money';

const VND: AmountRule = {
  currency: 'VND',
  decimals: 0,
  minAmount: 50_000,
  maxAmount: 300_000_000,
  step: 1_000,
};
const BRL: AmountRule = {
  currency: 'BRL',
  decimals: 2,
  minAmount: 20,
  maxAmount: 50_000,
  step: 0.01,
};

describe('currency decimals', () => {
  it('counts VND in whole đồng and BRL in cents, and unknown codes in cents', () => {
    expect(currencyDecimals('VND')).toBe(0);
    expect(currencyDecimals('BRL')).toBe(2);
    expect(currencyDecimals('not a code')).toBe(2);
  });
});

describe('minor units', () => {
  it('reads decimal fractions that binary floats only approximate', () => {
    expect(toMinorUnits(50.1, 2)).toBe(5010);
    expect(toMinorUnits(0.29, 2)).toBe(29);
    expect(toMinorUnits(1_234_567.89, 2)).toBe(123_456_789);
  });

  it('refuses more decimals than the currency has', () => {
    expect(toMinorUnits(10.005, 2)).toBeNull();
    expect(toMinorUnits(100_000.5, 0)).toBeNull();
    expect(toMinorUnits(Number.NaN, 2)).toBeNull();
  });

  it('adds money exactly', () => {
    expect(addAmounts(0.1, 0.2, 2)).toBe(0.3);
    expect(addAmounts(350, -50.1, 2)).toBe(299.9);
    expect(addAmounts(2_500_000, 200_000, 0)).toBe(2_700_000);
    expect(() => addAmounts(0.001, 1, 2)).toThrow(RangeError);
  });

  it('rounds a bonus down to the currency', () => {
    expect(floorToDecimals(12.349, 2)).toBe(12.34);
    expect(floorToDecimals(33_333.9, 0)).toBe(33_333);
  });
});

describe('amount rules', () => {
  it.each([
    [VND, 200_000, null],
    [VND, 50_000, null],
    [VND, 300_000_000, null],
    [VND, 49_000, 'amount.too_small'],
    [VND, 300_001_000, 'amount.too_large'],
    [VND, 100_500, 'amount.step'],
    [VND, 100_000.5, 'amount.decimals'],
    [BRL, 50.1, null],
    [BRL, 20, null],
    [BRL, 19.99, 'amount.too_small'],
    [BRL, 50_000.01, 'amount.too_large'],
    [BRL, 20.001, 'amount.decimals'],
    [BRL, 0, 'amount.invalid'],
    [BRL, -5, 'amount.invalid'],
    [BRL, '50', 'amount.invalid'],
    [BRL, Number.POSITIVE_INFINITY, 'amount.invalid'],
  ])('%# %o: %s → %s', (rule, amount, problem) => {
    expect(amountProblem(amount, rule)).toBe(problem);
  });

  it('checks a coarser step in cents too', () => {
    const fives = { ...BRL, step: 5 };
    expect(amountProblem(25, fives)).toBeNull();
    expect(amountProblem(25.5, fives)).toBe('amount.step');
  });
});
