import { describe, expect, it } from 'vitest';
import { isPixKeyType } from './pix-key-types';
import { maskPixKey, normalisePixKey, pixKeyLast4 } from './pix';

describe('Pix keys', () => {
  it.each([
    ['CPF', '529.982.247-25', '52998224725'],
    ['CNPJ', '11.222.333/0001-81', '11222333000181'],
    ['CNPJ', '12.ABC.345/01DE-35', '12ABC34501DE35'],
    ['PHONE', '(11) 98765-4321', '+5511987654321'],
    ['PHONE', '+55 11 98765 4321', '+5511987654321'],
    ['EMAIL', ' Maria.Silva@Gmail.com ', 'maria.silva@gmail.com'],
    ['EVP', '1B4E28BA-2FA1-41D2-883F-0016D3CCA427', '1b4e28ba-2fa1-41d2-883f-0016d3cca427'],
  ] as const)('stores a %s key %s as %s', (type, typed, stored) => {
    expect(normalisePixKey(type, typed)).toBe(stored);
  });

  it.each([
    ['CPF', '529.982.247-24'],
    ['CPF', '11222333000181'],
    ['CNPJ', '11.222.333/0001-82'],
    ['PHONE', '+84 912 345 678'],
    ['PHONE', '12345'],
    ['EMAIL', 'maria@'],
    ['EMAIL', `${'a'.repeat(70)}@gmail.com`],
    ['EVP', '1b4e28ba-2fa1-11d2-883f-0016d3cca427'],
    ['EVP', 'not-a-uuid'],
  ] as const)('refuses a %s key %s', (type, typed) => {
    expect(normalisePixKey(type, typed)).toBeNull();
  });

  it('knows the five key types', () => {
    expect(isPixKeyType('EVP')).toBe(true);
    expect(isPixKeyType('IBAN')).toBe(false);
    expect(isPixKeyType(1)).toBe(false);
  });

  it('masks every key type', () => {
    expect(maskPixKey('CPF', '52998224725')).toBe('***.982.247-**');
    expect(maskPixKey('CNPJ', '11222333000181')).toBe('11.222.***/****-81');
    expect(maskPixKey('PHONE', '+5511987654321')).toBe('+55 11*******21');
    expect(maskPixKey('EMAIL', 'maria.silva@gmail.com')).toBe('ma***@gmail.com');
    expect(maskPixKey('EVP', '1b4e28ba-2fa1-41d2-883f-0016d3cca427')).toBe(
      '1b4e28ba-****-****-****-********a427',
    );
    expect(pixKeyLast4('+5511987654321')).toBe('4321');
  });
});
