import { describe, expect, it } from 'vitest';
import {
  amountLocale,
  currencyCode,
  floorTo,
  formatAmount,
  vendorCode,
  type AmountFormat,
} from './currency';

// Intl puts no-break spaces in some locales (R$ 1,00); tests read them as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('currency codes (spec §9)', () => {
  it.each([
    ['VND', 'VND'],
    ['BRL', 'BRL'],
    ['VNDK', 'VND'],
    ['USDT', 'USD'],
    ['TLB', 'PHP'],
    ['TLB2', 'PHP'],
    ['php', 'PHP'],
    [' brl ', 'BRL'],
    ['TL', 'TL'],
  ])('%j → %j', (raw, expected) => {
    expect(currencyCode(raw)).toBe(expected);
  });
});

describe('vendor codes (spec §9)', () => {
  it.each([
    ['BTI', 'TLB', '123BET'],
    ['TCG_SEA', 'TLB', '123BET'],
    ['TCG', 'TLB', '123BET'],
    ['TCGX', 'TLBX', '123BET'],
    ['BTI', 'PHP', 'BTI'],
    ['TCG_SEA', 'VND', 'TCG_SEA'],
    ['SPRIBO', 'TLB', 'SPRIBO'],
    ['BTIX', 'TLB', 'BTIX'],
    ['XTCG', 'TLB', 'XTCG'],
    ['TCG_RNG', null, 'TCG_RNG'],
  ])('%s with %s shows as %s', (vendor, currency, expected) => {
    expect(vendorCode(vendor, currency)).toBe(expected);
  });
});

describe('amount locale', () => {
  it.each([
    ['BRL', 'pt-BR'],
    ['BRLX', 'pt-BR'],
    ['VND', 'en-US'],
    ['TLB', 'en-US'],
    [null, 'en-US'],
  ])('%s → %s', (currency, locale) => {
    expect(amountLocale(currency)).toBe(locale);
  });
});

describe('amount formatting (spec §9)', () => {
  it.each<[number, string | null, AmountFormat, string]>([
    // The currency's own digits by default.
    [1234567.5, 'BRL', {}, '1.234.567,50'],
    [1234567.5, 'VND', {}, '1,234,568'],
    [1234.5, null, {}, '1,234.50'],
    // Configured digits; -1 keeps the amount's own.
    [1234.5678, 'VND', { decimals: 2 }, '1,234.57'],
    [1234.5678, 'BRL', { decimals: 0 }, '1.235'],
    [1234.5678, 'VND', { decimals: -1 }, '1,234.5678'],
    [1234, 'BRL', { decimals: -1 }, '1.234'],
    [0.0000015, null, { decimals: -1 }, '0.0000015'],
    // Grouping on by default, off on request.
    [1234567.891, 'USD', { grouping: false }, '1234567.89'],
    [1234567.891, 'BRL', { grouping: false }, '1234567,89'],
    // Round down instead of to the nearest.
    [1.239, 'USD', { roundDown: true }, '1.23'],
    [1.13, 'USD', { roundDown: true }, '1.13'],
    [1999.999, 'BRL', { roundDown: true }, '1.999,99'],
    [1999.999, 'BRL', {}, '2.000,00'],
    [-1.231, 'USD', { roundDown: true }, '-1.24'],
    [18456320500.9, 'VND', { roundDown: true }, '18,456,320,500'],
    // With the symbol; TLB is shown as pesos.
    [1234567.89, 'BRL', { symbol: true }, 'R$ 1.234.567,89'],
    [18456320500, 'VND', { symbol: true }, '₫18,456,320,500'],
    [1234.5, 'TLB', { symbol: true }, '₱1,234.50'],
    [1234.5, 'X1', { symbol: true }, '1,234.50'],
    [87450.5, 'BRL', { symbol: true, roundDown: true, decimals: 0 }, 'R$ 87.450'],
  ])('%d %s %j → %s', (amount, currency, options, expected) => {
    expect(plain(formatAmount(amount, currency, options))).toBe(expected);
  });
});

describe('round down without Intl support', () => {
  it.each([
    [1.13, 2, 1.13],
    [1.239, 2, 1.23],
    [4.35, 2, 4.35],
    [0.29, 2, 0.29],
    [1999.999, 0, 1999],
    [-1.231, 2, -1.24],
    [18456320500.9, 0, 18456320500],
  ])('%d to %d digits → %d', (amount, decimals, expected) => {
    expect(floorTo(amount, decimals)).toBe(expected);
  });
});
