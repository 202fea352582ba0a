import { describe, expect, it } from 'vitest';
import { isIdempotencyKey, newIdempotencyKey } from './idempotency';
import { newPasswordProblem, withdrawPasswordProblem } from './password-rules';
import { isEmail, isUuidV4, maskAccountName, maskEmail, randomUuidV4 } from './validators';

describe('e-mail addresses', () => {
  it.each(['maria@gmail.com', 'an.nguyen+vip@mail.example.vn', "o'brien@example.co.uk"])(
    'accepts %s',
    (email) => expect(isEmail(email)).toBe(true),
  );

  it.each([
    'maria',
    'maria@',
    '@gmail.com',
    'maria@gmail',
    'maria@@gmail.com',
    'ma ria@gmail.com',
    'maria..silva@gmail.com',
    'maria@-gmail.com',
    `${'a'.repeat(65)}@gmail.com`,
    ` maria@gmail.com`,
    42,
  ])('refuses %s', (email) => expect(isEmail(email)).toBe(false));

  it('masks an address', () => {
    expect(maskEmail('twofa02@demovn.example')).toBe('tw***@demovn.example');
    expect(maskAccountName('player01')).toBe('pl****01');
    expect(maskAccountName('ana')).toBe('a***');
  });
});

describe('UUIDs and idempotency keys', () => {
  it('accepts version 4 UUIDs only', () => {
    expect(isUuidV4('0b7f1e2c-3d4a-4b5c-8d6e-7f8091a2b3c4')).toBe(true);
    expect(isUuidV4('0B7F1E2C-3D4A-4B5C-8D6E-7F8091A2B3C4')).toBe(true);
    expect(isUuidV4('0b7f1e2c-3d4a-1b5c-8d6e-7f8091a2b3c4')).toBe(false);
    expect(isUuidV4('0b7f1e2c-3d4a-4b5c-cd6e-7f8091a2b3c4')).toBe(false);
    expect(isUuidV4('0b7f1e2c3d4a4b5c8d6e7f8091a2b3c4')).toBe(false);
  });

  it('makes fresh keys that pass its own check', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(isIdempotencyKey(key)).toBe(true);
    expect(isUuidV4(randomUuidV4())).toBe(true);
  });
});

describe('password rules', () => {
  it.each([
    ['Player2026', null],
    ['abc123', null],
    ['abc12', 'password.length'],
    ['abcdefghij1234567890x', 'password.length'],
    ['abcdefgh', 'password.composition'],
    ['12345678', 'password.composition'],
    ['a123456', 'password.default'],
  ])('a new login password %s → %s', (password, problem) => {
    expect(newPasswordProblem(password)).toBe(problem);
  });

  it.each([
    ['246810', null],
    ['135790', null],
    ['12345', 'withdraw.password.format'],
    ['12345a', 'withdraw.password.format'],
    ['1234567', 'withdraw.password.format'],
    ['111111', 'withdraw.password.weak'],
    ['123456', 'withdraw.password.weak'],
    ['987654', 'withdraw.password.weak'],
  ])('a withdrawal password %s → %s', (pin, problem) => {
    expect(withdrawPasswordProblem(pin)).toBe(problem);
  });
});
