import { describe, expect, it } from 'vitest';
import { encryptCustomerServicePath } from '../server/cs-crypto.ts';
import { CustomerServicePathError, decryptCustomerServicePath } from './cs-path';

describe('customer-service path decryption (spec §3: key = last 8 characters)', () => {
  it('decrypts a known answer made with the OpenSSL command line', () => {
    // printf '/cs/DEMOVN/1' | openssl enc -aes-256-cbc -md md5 -S 0102030405060708 -pass pass:Vn8kQ2xz
    // with "Salted__" and the salt in front, Base64, then the key.
    expect(decryptCustomerServicePath('U2FsdGVkX18BAgMEBQYHCPasLUs9ENts1iMD+AK4j6c=Vn8kQ2xz')).toBe(
      '/cs/DEMOVN/1',
    );
  });

  it.each([
    'https://chat.example.com/room?lang=vi&name=Tiếng Việt',
    '/cs/DEMOBR/2',
    'http://localhost:8080/cs/DEMOVN/1',
  ])('reads what the reference backend encrypts with its own code: %s', (target) => {
    expect(decryptCustomerServicePath(encryptCustomerServicePath(target, 'K3y!x9Qz'))).toBe(target);
  });

  it.each([
    [
      'a wrong key',
      encryptCustomerServicePath('/cs/DEMOVN/1', 'Vn8kQ2xz').slice(0, -8) + 'Wrong!!1',
    ],
    ['a path shorter than its key', 'abc'],
    ['text that is not ciphertext', 'not-encrypted-at-all12345678'],
    ['a script address', encryptCustomerServicePath('javascript:alert(1)', 'Vn8kQ2xz')],
    ['a protocol-relative address', encryptCustomerServicePath('//evil.example/x', 'Vn8kQ2xz')],
  ])('fails closed on %s', (_, path) => {
    expect(() => decryptCustomerServicePath(path)).toThrow(CustomerServicePathError);
  });
});
