import { describe, expect, it } from 'vitest';
import {
  decryptCustomerServicePath,
  encryptCustomerServicePath,
  evpBytesToKey,
  stableSalt,
} from './cs-crypto.ts';

// Expected values produced with the OpenSSL command line, e.g.
// printf '/cs/DEMOVN/1' | openssl enc -aes-256-cbc -md md5 -S 0102030405060708 -pass pass:Vn8kQ2xz
// with "Salted__" and the salt put in front of the ciphertext, then Base64.
const KNOWN = [
  {
    plain: '/cs/DEMOVN/1',
    key: 'Vn8kQ2xz',
    salt: '0102030405060708',
    path: 'U2FsdGVkX18BAgMEBQYHCPasLUs9ENts1iMD+AK4j6c=Vn8kQ2xz',
  },
  {
    plain: 'https://cs.demoxoso.example/chat?lang=vi&x=Tiếng Việt',
    key: 'Br!9zQ_4',
    salt: 'a1b2c3d4e5f60718',
    path:
      'U2FsdGVkX1+hssPU5fYHGA2nY0P5eALMbg01hh9PjMpw59RpeizhUW5bKFG1qlEIPJL9mv0zXhO5jG7LpVZk0VT9' +
      'iRvBaxrlHwJYFrzpsVg=Br!9zQ_4',
  },
];

describe('customer-service path encryption', () => {
  it.each(KNOWN)('matches OpenSSL for $plain', ({ plain, key, salt, path }) => {
    expect(encryptCustomerServicePath(plain, key, Buffer.from(salt, 'hex'))).toBe(path);
    expect(decryptCustomerServicePath(path)).toBe(plain);
  });

  it('derives key and IV like EVP_BytesToKey (MD5, one iteration)', () => {
    // openssl enc -aes-256-cbc -md md5 -S 0102030405060708 -pass pass:Vn8kQ2xz -P
    const { key, iv } = evpBytesToKey(
      Buffer.from('Vn8kQ2xz'),
      Buffer.from('0102030405060708', 'hex'),
    );
    expect(key.toString('hex').toUpperCase()).toBe(
      'BC9DF0E6221C56E29E90E8E98540EA4934A11C788BB3CE05207A1E374A8CE356',
    );
    expect(iv.toString('hex').toUpperCase()).toBe('DBDAE5C7C0AF0FE35AB45207468835B9');
  });

  it('round-trips with a random salt and ends with the key', () => {
    const path = encryptCustomerServicePath('/cs/DEMOBR/2', 'Vp2Xk8nL');
    expect(path.startsWith('U2FsdGVkX1')).toBe(true); // Base64 of "Salted__"
    expect(path.endsWith('Vp2Xk8nL')).toBe(true);
    expect(decryptCustomerServicePath(path)).toBe('/cs/DEMOBR/2');
    expect(encryptCustomerServicePath('/cs/DEMOBR/2', 'Vp2Xk8nL')).not.toBe(path);
  });

  it('is stable with the derived salt', () => {
    const salt = stableSalt('/cs/DEMOVN/1', 'Vn8kQ2xz');
    expect(encryptCustomerServicePath('/cs/DEMOVN/1', 'Vn8kQ2xz', salt)).toBe(
      encryptCustomerServicePath('/cs/DEMOVN/1', 'Vn8kQ2xz', salt),
    );
  });

  it('rejects bad keys, salts and ciphertexts', () => {
    expect(() => encryptCustomerServicePath('/x', 'short')).toThrow(/8 printable/);
    expect(() => encryptCustomerServicePath('/x', 'ключключ')).toThrow(/8 printable/);
    expect(() => encryptCustomerServicePath('/x', 'Vn8kQ2xz', Buffer.alloc(4))).toThrow(/8 bytes/);
    expect(() => decryptCustomerServicePath('Vn8kQ2xz')).toThrow();
    expect(() => decryptCustomerServicePath('bm90IHNhbHRlZCBhdCBhbGw=Vn8kQ2xz')).toThrow(/salted/);
    const known = KNOWN[0]?.path ?? '';
    expect(() => decryptCustomerServicePath(`${known.slice(0, -8)}WrongKey`)).toThrow();
  });
});
