import { describe, expect, it } from 'vitest';
import { depositEvents, isFirstDepositArrival, moneyPayload } from './moments';

describe('money moments', () => {
  it('a first deposit is deposit + firstDeposit; later ones deposit + redeposit', () => {
    expect(depositEvents(0)).toEqual(['deposit', 'firstDeposit']);
    expect(depositEvents(1)).toEqual(['deposit', 'redeposit']);
    expect(depositEvents(12)).toEqual(['deposit', 'redeposit']);
  });

  it('reports revenue, amount and value as the deposited sum', () => {
    expect(moneyPayload({ amount: 150_000, currency: 'VND' })).toEqual({
      revenue: 150_000,
      amount: 150_000,
      value: 150_000,
      currency: 'VND',
    });
  });

  it('counts a first deposit arrival only on the step from none to some', () => {
    expect(isFirstDepositArrival(0, 1)).toBe(true);
    expect(isFirstDepositArrival(0, 0)).toBe(false);
    expect(isFirstDepositArrival(1, 2)).toBe(false);
    // Counters never read before: no step seen, so no claim of a first arrival.
    expect(isFirstDepositArrival(undefined, 1)).toBe(false);
  });
});
