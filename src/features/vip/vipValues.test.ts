import { describe, expect, it } from 'vitest';
import { formatVipValue } from './vipValues';

const t = (key: string) => key;
const vnd = { currency: 'VND', decimals: 0 };

describe('VIP values', () => {
  it('reads each kind as docs/pages.md says', () => {
    expect(formatVipValue('money', 5_000_000, vnd, 'en', t)).toMatch(/5,000,000/);
    expect(formatVipValue('percent', 0.5, vnd, 'en', t)).toBe('0.5%');
    expect(formatVipValue('multiplier', 1.5, vnd, 'en', t)).toBe('×1.5');
    expect(formatVipValue('flag', 1, vnd, 'en', t)).toBe('benefits.yes');
    expect(formatVipValue('flag', 0, vnd, 'en', t)).toBe('benefits.no');
    expect(formatVipValue('count', 12, vnd, 'en', t)).toBe('12');
  });

  it('shows reais with their two decimals', () => {
    expect(formatVipValue('money', 1500, { currency: 'BRL', decimals: 2 }, 'pt-BR', t)).toMatch(
      /1\.500,00/,
    );
  });
});
