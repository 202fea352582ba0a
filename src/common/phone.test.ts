import { describe, expect, it } from 'vitest';
import { dialingCodeOf, formatPhone, maskPhone, parseE164, parsePhone, toE164 } from './phone';

describe('E.164 numbers', () => {
  it('drops the Vietnamese trunk 0 a real SMS gateway would reject', () => {
    expect(toE164('84', '0912 345 678')).toBe('+84912345678');
    expect(toE164('84', '912345678')).toBe('+84912345678');
    expect(toE164('+84', '0901-234-567')).toBe('+84901234567');
  });

  it('reads Brazilian numbers with or without the trunk 0 and punctuation', () => {
    expect(toE164('55', '(11) 98765-4321')).toBe('+5511987654321');
    expect(toE164('55', '011 98765 4321')).toBe('+5511987654321');
    expect(toE164('55', '11 2345-6789')).toBe('+551123456789');
  });

  it('takes a number typed with its own + or 00 over the picked code', () => {
    expect(toE164('84', '+55 11 98765 4321')).toBe('+5511987654321');
    expect(toE164('84', '0055 11 98765 4321')).toBe('+5511987654321');
    expect(toE164('55', '+840912345678')).toBe('+84912345678');
  });

  it('says why a number is refused', () => {
    expect(parsePhone('84', '')).toEqual({ ok: false, problem: 'phone.empty' });
    expect(parsePhone('84', '0912')).toEqual({ ok: false, problem: 'phone.too_short' });
    expect(parsePhone('84', '09123456789012345')).toEqual({ ok: false, problem: 'phone.too_long' });
    expect(parsePhone('55', '(11) 8765-43a1')).toEqual({ ok: false, problem: 'phone.invalid' });
    expect(parsePhone('abc', '912345678')).toEqual({ ok: false, problem: 'phone.invalid' });
    // The right length, but no Vietnamese number plan starts with 2 then 1.
    expect(parsePhone('84', '0212345678')).toEqual({ ok: false, problem: 'phone.invalid' });
  });

  it('gives the parts of a number', () => {
    expect(parsePhone('84', '0912345678')).toEqual({
      ok: true,
      phone: {
        e164: '+84912345678',
        countryCode: 'VN',
        dialingCode: '84',
        nationalNumber: '912345678',
      },
    });
  });

  it('reads back only well-formed E.164', () => {
    expect(parseE164('+5511987654321')?.countryCode).toBe('BR');
    expect(parseE164('+840912345678')).toBeNull();
    expect(parseE164('5511987654321')).toBeNull();
  });

  it('formats and masks numbers', () => {
    expect(formatPhone('+84912345678')).toBe('+84 912 345 678');
    expect(formatPhone('+84912345678', 'national')).toBe('0912 345 678');
    expect(formatPhone('+5511987654321', 'national')).toBe('(11) 98765-4321');
    expect(maskPhone('+84912345678')).toBe('+84 91*****78');
    expect(maskPhone('+5511987654321')).toBe('+55 11*******21');
  });

  it('knows the calling code of a country', () => {
    expect(dialingCodeOf('vn')).toBe('84');
    expect(dialingCodeOf('BR')).toBe('55');
    expect(dialingCodeOf('XX')).toBeNull();
  });
});
