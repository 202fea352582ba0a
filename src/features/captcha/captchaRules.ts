export type CaptchaScenario = 'login' | 'register' | 'sms';

export interface CaptchaSwitches {
  enabled: boolean;
  login?: boolean;
  sms?: boolean;
  register?: boolean;
}

/**
 * Spec §4, §5: a scenario's captcha applies when its own switch is on, or (login and register)
 * the general one. SMS sending has only its own switch.
 */
export function captchaApplies(switches: CaptchaSwitches | undefined, scenario: CaptchaScenario) {
  if (!switches) return false;
  if (switches[scenario]) return true;
  return scenario !== 'sms' && switches.enabled;
}

/** Spec §5: the SMS captcha needs provider v4; anything else is this error, not a widget. */
export const SMS_NEEDS_V4_MESSAGE = 'unknown error: Geetest service not work';

export function smsCaptchaProblem(scenario: CaptchaScenario, version: 'v3' | 'v4') {
  return scenario === 'sms' && version !== 'v4' ? SMS_NEEDS_V4_MESSAGE : null;
}
