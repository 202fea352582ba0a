import { describe, expect, it } from 'vitest';
import { mayAutoLogin, type AutoLoginConditions } from './autoLogin';

const allowed: AutoLoginConditions = {
  hasSession: false,
  query: new URLSearchParams(''),
  merchantAllows: true,
  settingOn: true,
  remembered: { type: 'username', username: 'player01', merchant: 'DEMOVN' },
  merchant: 'DEMOVN',
};

describe('auto-login conditions (spec §4)', () => {
  it('runs when every condition holds', () => {
    expect(mayAutoLogin(allowed)).toBe(true);
  });

  it.each<[string, Partial<AutoLoginConditions>]>([
    ['a session exists', { hasSession: true }],
    ['a redirectUrl is asked for', { query: new URLSearchParams('redirectUrl=https://x') }],
    ['a backUrl is asked for', { query: new URLSearchParams('backUrl=/m/game') }],
    ['MOBILEAUTOLOGIN3 is off', { merchantAllows: false }],
    ['the player turned it off (token_ip_different)', { settingOn: false }],
    ['nothing is remembered', { remembered: null }],
    ['another merchant remembered it', { merchant: 'DEMOBR' }],
    [
      'the remembered login is an sms login',
      { remembered: { ...allowed.remembered!, type: 'sms' } },
    ],
  ])('does not run when %s', (_, change) => {
    expect(mayAutoLogin({ ...allowed, ...change })).toBe(false);
  });
});
