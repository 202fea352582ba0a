// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { avatarHue } from './Avatar';
import { isBalanceHidden, setBalanceHidden } from './balanceVisibility';
import { formatBalance } from './BalanceView';

describe('the balance as shown', () => {
  it('follows the currency’s rules and never rounds up', () => {
    expect(formatBalance(1500000, 'VND', 0)).toBe('₫1,500,000');
    expect(formatBalance(10.999, 'BRL', 2).replace(/\s/g, ' ')).toBe('R$ 10,99');
  });

  it('stays hidden once hidden, until shown again', () => {
    expect(isBalanceHidden()).toBe(false);
    setBalanceHidden(true);
    expect(isBalanceHidden()).toBe(true);
    setBalanceHidden(false);
    expect(isBalanceHidden()).toBe(false);
  });
});

describe('avatars', () => {
  it('give each of the merchant’s icons its own colour, the same every time', () => {
    const hues = Array.from({ length: 9 }, (_, index) => avatarHue(index + 1, 9));
    expect(new Set(hues).size).toBe(9);
    expect(avatarHue(10, 9)).toBe(avatarHue(1, 9));
  });
});
