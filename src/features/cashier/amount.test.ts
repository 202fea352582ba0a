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

  it('names what is wrong with an amount against the rule: limits, step and decimals', () => {
    const rule = {
      currency: 'VND',
      decimals: 0,
      minAmount: 50_000,
      maxAmount: 300_000_000,
      step: 1000,
    };
    expect(amountProblem(null, rule)).toBe('cashier.amount_invalid');
    expect(amountProblem(49_999, rule)).toBe('cashier.amount_below');
    expect(amountProblem(300_000_001, rule)).toBe('cashier.amount_above');
    expect(amountProblem(50_500, rule)).toBe('cashier.amount_step');
    expect(amountProblem(50_000.5, rule)).toBe('cashier.amount_invalid');
    expect(amountProblem(50_000, rule)).toBeNull();
    const reais = { currency: 'BRL', decimals: 2, minAmount: 10, maxAmount: 5000, step: 0.01 };
    expect(amountProblem(50.1, reais)).toBeNull();
    expect(amountProblem(10.005, reais)).toBe('cashier.amount_invalid');
  });
});
