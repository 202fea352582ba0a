import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD } from '../../common/auth-constants';
import { mustChangePassword, redirectAfterLogin, type LoginOutcome } from './afterLogin';

const result = {
  token: 't0k',
  id: 1,
  userName: 'player01',
  firstTimeLogin: false,
  passwordExpired: false,
};
const outcome = (
  changes: Omit<Partial<LoginOutcome>, 'result'> & { result?: Partial<typeof result> },
): LoginOutcome => ({
  loginType: 'username',
  password: 'Player#2026',
  forceChangeExpiredPassword: true,
  ...changes,
  result: { ...result, ...changes.result },
});

describe('forced password change (spec §4)', () => {
  it.each([
    ['a plain login', outcome({}), false],
    ['a first login', outcome({ result: { firstTimeLogin: true } }), true],
    [
      'an expired password under PWDEXPFORCECHANGE3',
      outcome({ result: { passwordExpired: true } }),
      true,
    ],
    [
      'an expired password without the switch',
      outcome({ result: { passwordExpired: true }, forceChangeExpiredPassword: false }),
      false,
    ],
    ['the default password', outcome({ password: DEFAULT_PASSWORD }), true],
    [
      'the default password as an sms code',
      outcome({ password: DEFAULT_PASSWORD, loginType: 'sms' }),
      false,
    ],
    [
      'the default password by firebase',
      outcome({ password: DEFAULT_PASSWORD, loginType: 'firebase' }),
      false,
    ],
  ])('%s → %s', (_, input, expected) => {
    expect(mustChangePassword(input)).toBe(expected);
  });
});

describe('redirectUrl after login (spec §2)', () => {
  const context = {
    merchantHosts: ['www.demoxoso.example', 'localhost'],
    pageOrigin: 'http://localhost:8080',
    token: 't0k',
    language: 'VI',
    headerColor: '#c8102e',
    title: 'Demo Xổ Số',
  };

  it('appends token, language, headerColor, b2c and title on a merchant host', () => {
    const target = new URL(redirectAfterLogin('https://www.demoxoso.example/game?x=1', context)!);
    expect(Object.fromEntries(target.searchParams)).toEqual({
      x: '1',
      token: 't0k',
      language: 'VI',
      headerColor: '#c8102e',
      b2c: '1',
      title: 'Demo Xổ Số',
    });
  });

  it.each([
    'https://evil.example/steal',
    'https://www.demoxoso.example.evil.example/',
    'javascript:alert(1)',
    'https://user:pass@www.demoxoso.example/',
    'http://www.demoxoso.example/game',
    'https://www.demoxoso.example:8443/game',
    'http://localhost:9999/m/game',
    '//www.demoxoso.example/',
    'http://',
  ])('ignores %s, so the token never leaves the merchant', (target) => {
    expect(redirectAfterLogin(target, context)).toBeNull();
  });
});
