import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ServerError } from '../../api/errors';
import { MEMBER_ERROR_MESSAGES } from '../../common/member-api';
import {
  newPasswordErrors,
  RESET_ERROR_KEYS,
  resetMailErrors,
  resetRefusal,
  takeTokenFromAddress,
} from './resetRules';

const english = JSON.parse(readFileSync('public/locales/en.json', 'utf8')) as Record<
  string,
  Record<string, string>
>;
const englishText = (key: string) => {
  const [namespace, name] = key.split('.') as [string, string];
  return english[namespace]?.[name];
};
const refused = (errorCode: string, value?: unknown) =>
  new ServerError('/wps/member/password/reset/confirm', errorCode, 'English only', value);

describe('reset refusals (spec §8: each shown translated, in its place)', () => {
  it('has a translated message for every code of the reset calls', () => {
    const resetCodes = Object.keys(MEMBER_ERROR_MESSAGES).filter(
      (code) => code.startsWith('reset.') || code.startsWith('password.'),
    );
    const shared = ['verification.code.err', 'captcha.required', 'captcha.err', 'invalid_request'];
    expect(Object.keys(RESET_ERROR_KEYS).sort()).toEqual([...resetCodes, ...shared].sort());
    for (const key of Object.values(RESET_ERROR_KEYS)) expect(englishText(key), key).toBeTruthy();
    expect(englishText('reset.error_code_wrong_attempts')).toContain('{{count}}');
  });

  it('puts link, code, password and form refusals where they belong', () => {
    expect(resetRefusal(refused('reset.token.expired'))).toEqual({
      place: 'link',
      key: 'reset.error_link_expired',
    });
    expect(resetRefusal(refused('reset.token.used'))?.key).toBe('reset.error_link_used');
    expect(resetRefusal(refused('reset.too_many_attempts'))).toEqual({
      place: 'code',
      key: 'reset.error_too_many_codes',
    });
    expect(resetRefusal(refused('password.default'))).toEqual({
      place: 'password',
      key: 'auth.password_default',
    });
    expect(resetRefusal(refused('captcha.err'))?.place).toBe('form');
  });

  it('says how many code attempts are left when the server tells', () => {
    expect(resetRefusal(refused('verification.code.err', { attemptsLeft: 3 }))).toEqual({
      place: 'code',
      key: 'reset.error_code_wrong_attempts',
      values: { count: 3 },
    });
    expect(resetRefusal(refused('verification.code.err', { attemptsLeft: 'many' }))).toEqual({
      place: 'code',
      key: 'reset.error_code_wrong',
    });
  });

  it('leaves other failures to the error catalogue', () => {
    expect(resetRefusal(refused('too.many.attempts'))).toBeNull();
    expect(resetRefusal(new ServerError('/x', undefined, 'boom'))).toBeNull();
    expect(resetRefusal(new Error('offline'))).toBeNull();
  });
});

describe('reset forms', () => {
  it('checks the new password with the change-password rule and its confirmation', () => {
    expect(newPasswordErrors('', '')).toEqual({
      newPassword: 'auth.required',
      confirmPassword: 'auth.required',
    });
    expect(newPasswordErrors('abc12', 'abc12')).toEqual({ newPassword: 'auth.password_rule' });
    expect(newPasswordErrors('abcdefgh', 'abcdefgh')).toEqual({
      newPassword: 'auth.password_rule',
    });
    expect(newPasswordErrors('a123456', 'a123456')).toEqual({
      newPassword: 'auth.password_default',
    });
    expect(newPasswordErrors('NewPass2026', 'NewPass2025')).toEqual({
      confirmPassword: 'auth.password_mismatch',
    });
    expect(newPasswordErrors('NewPass2026', 'NewPass2026')).toEqual({});
  });

  it('needs the account name and a well-formed address for the e-mail way', () => {
    expect(resetMailErrors(' ', '')).toEqual({ username: 'auth.required', email: 'auth.required' });
    expect(resetMailErrors('player01', 'player01@')).toEqual({ email: 'reset.email_invalid' });
    expect(resetMailErrors('player01', ' player01@demovn.example ')).toEqual({});
  });

  it('takes the token out of the address fragment and keeps the rest', () => {
    const replaced: string[] = [];
    const history = {
      state: { from: 'mail' },
      replaceState: (_: unknown, __: string, url: string) => replaced.push(url),
    } as unknown as History;
    const at = (href: string) => ({ href }) as Location;
    expect(
      takeTokenFromAddress(at('https://h.example/m/resetPassword?lang=vi#token=abc&x=1'), history),
    ).toBe('abc');
    expect(replaced).toEqual(['/m/resetPassword?lang=vi#x=1']);
    expect(takeTokenFromAddress(at('https://h.example/m/resetPassword#token=def'), history)).toBe(
      'def',
    );
    expect(replaced.at(-1)).toBe('/m/resetPassword');
    expect(takeTokenFromAddress(at('https://h.example/m/resetPassword'), history)).toBeNull();
    expect(replaced).toHaveLength(2);
  });
});
