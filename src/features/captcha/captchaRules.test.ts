import { describe, expect, it } from 'vitest';
import { captchaApplies, smsCaptchaProblem, SMS_NEEDS_V4_MESSAGE } from './captchaRules';

describe('which captcha applies (spec §4, §5)', () => {
  it.each([
    [{ enabled: true }, 'login', true],
    [{ enabled: true }, 'register', true],
    [{ enabled: true }, 'sms', false],
    [{ enabled: false, login: true }, 'login', true],
    [{ enabled: false, login: true }, 'register', false],
    [{ enabled: false, sms: true }, 'sms', true],
    [{ enabled: false }, 'login', false],
    [undefined, 'login', false],
  ] as const)('%j for %s → %s', (switches, scenario, expected) => {
    expect(captchaApplies(switches, scenario)).toBe(expected);
  });

  it('refuses an SMS captcha on provider v3', () => {
    expect(smsCaptchaProblem('sms', 'v3')).toBe(SMS_NEEDS_V4_MESSAGE);
    expect(smsCaptchaProblem('sms', 'v4')).toBeNull();
    expect(smsCaptchaProblem('login', 'v3')).toBeNull();
  });
});
