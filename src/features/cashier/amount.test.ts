import { describe, expect, it } from 'vitest';
import { amountProblem, currencyDecimals, parseAmount } from './amount';

describe('typed amounts', () => {
  it('knows which currencies count cents', () => {
    expect(currencyDecimals('VND')).toBe(0);
    expect(currencyDecimals('BRL')).toBe(2);
    expect(currencyDecimals('not a code')).toBe(2);
  });

  it.each([
    ['1000000', 0, 1_000_000],
    ['1.000.000', 0, 1_000_000],
    ['1,000,000', 0, 1_000_000],
    [' 1 000 000 ', 0, 1_000_000],
    ['10,50', 2, 10.5],
    ['10.5', 2, 10.5],
    ['1.234,56', 2, 1234.56],
    ['1,234.56', 2, 1234.56],
    ['1.000', 2, 1000],
    ['10.555', 2, 10_555],
    ['250', 2, 250],
  ])('reads %j (%i decimals) as %d', (text, decimals, expected) => {
    expect(parseAmount(text, decimals)).toBe(expected);
  });

  it.each([
    ['', 0],
    ['abc', 0],
    ['-50', 2],
    ['10,5', 0],
    ['1e6', 0],
    ['10.5555', 2],
    ['1.00.0', 2],
    ['0', 2],
    ['.,', 2],
  ])('refuses %j (%i decimals)', (text, decimals) => {
    expect(parseAmount(text, decimals)).toBeNull();
  });

  it('names what is wrong with an amount against the limits', () => {
    const limits = { minAmount: 50_000, maxAmount: 300_000_000 };
    expect(amountProblem(null, limits)).toBe('cashier.amount_invalid');
    expect(amountProblem(49_999, limits)).toBe('cashier.amount_below');
    expect(amountProblem(300_000_001, limits)).toBe('cashier.amount_above');
    expect(amountProblem(50_000, limits)).toBeNull();
  });
});
