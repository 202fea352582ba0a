import { DEFAULT_PASSWORD } from '../../common/auth-constants';
import type { PhoneCheck } from './phoneForCode';
import type { RegistrationInfo } from '../../lib/registrationInfo';
import {
  adInfoObject,
  pixelTrackingObject,
  type PixelTracking,
  type ServerToServerAdInfo,
} from '../tracking';
import { passwordProblem } from './passwordRules';

/**
 * Registration's rules as plain functions (spec §3 Register payload, §5): what is checked, what is
 * sent. The page (RegisterPage.tsx) only wires them to inputs and calls.
 */

export type RegisterMode = 'username' | 'mobile';

/** Whitelabel switch: the mobile-number registration asks for a password (spec §5). */
export const MOBILE_PASSWORD_SWITCH = 'MOBILEPWDREG3';

/**
 * Spec §5 "a fixed placeholder": the password a mobile registration sends when the merchant does
 * not ask for one. It is the default password, so a username login with it must change it first.
 */
export const MOBILE_PLACEHOLDER_PASSWORD = DEFAULT_PASSWORD;

/** Whether the form asks for a password: always by username, by mobile only under MOBILEPWDREG3. */
export function passwordRequired(mode: RegisterMode, mobilePasswordOn: boolean): boolean {
  return mode === 'username' || mobilePasswordOn;
}

/** Spec §5: without MOBILEPWDREG3 a registration not by username sends the fixed placeholder. */
export function passwordToSend(
  mode: RegisterMode,
  typed: string,
  mobilePasswordOn: boolean,
): string {
  return passwordRequired(mode, mobilePasswordOn) ? typed : MOBILE_PLACEHOLDER_PASSWORD;
}

export interface RegisterValues {
  username: string;
  mobileNum: string;
  verificationCode: string;
  password: string;
  confirmPassword: string;
}
export type RegisterField = keyof RegisterValues;

export const EMPTY_REGISTER_VALUES: RegisterValues = {
  username: '',
  mobileNum: '',
  verificationCode: '',
  password: '',
  confirmPassword: '',
};

/** The fields of each form in screen order: the first invalid one gets the focus. */
export function fieldsOf(mode: RegisterMode, withPassword: boolean): RegisterField[] {
  const own: RegisterField[] =
    mode === 'username' ? ['username'] : ['mobileNum', 'verificationCode'];
  return withPassword ? [...own, 'password', 'confirmPassword'] : own;
}

/** Our rule (the spec's field rules are "not shown"): 4–16 letters or digits, a letter first. */
const USERNAME = /^[A-Za-z][A-Za-z0-9]{3,15}$/;
export type RegisterErrors = Partial<Record<RegisterField, string>>;

/**
 * Checks the visible fields; each error is an i18n key. By mobile, `phone` is what
 * `phoneForCode` made of the typed number.
 */
export function validateRegistration(
  mode: RegisterMode,
  values: RegisterValues,
  withPassword: boolean,
  phone?: PhoneCheck,
): RegisterErrors {
  const errors: RegisterErrors = {};
  if (mode === 'username') {
    const username = values.username.trim();
    if (!username) errors.username = 'auth.required';
    else if (!USERNAME.test(username)) errors.username = 'register.username_rule';
  } else {
    if (!phone?.ok) errors.mobileNum = phone?.problem ?? 'phone.empty';
    if (!values.verificationCode.trim()) errors.verificationCode = 'auth.required';
  }
  if (withPassword) {
    const password = values.password
      ? passwordProblem(values.password)
      : ('auth.required' as const);
    if (password) errors.password = password;
    if (!values.confirmPassword) errors.confirmPassword = 'auth.required';
    else if (values.confirmPassword !== values.password) {
      errors.confirmPassword = 'auth.password_mismatch';
    }
  }
  return errors;
}

export function firstInvalid(fields: RegisterField[], errors: RegisterErrors) {
  return fields.find((field) => errors[field]);
}

/** Spec §3 Register payload, as the two register calls take it (docs/api.md). */
export interface RegisterPayload {
  registerMethod: 'APP' | 'H5' | 'PWA' | 'WEBCLIP';
  registerUrl: string;
  loginDeviceId: string;
  isOfficialAppLogin: false;
  domain: string;
  referralCode?: string;
  affiliateCode?: string;
  /** Spec §3 pixel tracking object: only its set fields, and only when one is set. */
  pixelTrack?: PixelTracking;
  /**
   * Spec §3 server-to-server ad info, inside the native app only, when a field is set. The spec
   * names the fields, not where they go: ours is this nested object (docs/tracking.md).
   */
  adInfo?: ServerToServerAdInfo;
  login: true;
  username?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
  password: string;
  /** The captcha result (geetest fields), when the merchant asks for one. */
  [captchaField: string]: unknown;
}

/** What the page knows about where and how this registration happens. */
export interface RegisterContext {
  registerMethod: RegisterPayload['registerMethod'];
  /** `window.location.href`. */
  href: string;
  loginDeviceId: string;
  /** Captured on landing (MC_REGISTER_INFO). */
  stored: RegistrationInfo;
  /** Captured on landing with the Facebook cookies (tracking/attributionStore.ts). */
  pixelTrack?: PixelTracking;
  /** Captured on landing inside the native app; undefined elsewhere. */
  adInfo?: ServerToServerAdInfo;
}

export type RegisterForm =
  | { mode: 'username'; username: string; password: string }
  | {
      mode: 'mobile';
      /** E.164, from `phoneForCode`. */
      mobileNum: string;
      /** The number's calling code, digits only. */
      countryDialingCode: string;
      verificationCode: string;
      password: string;
    };

/** `href` without `token`/`tokens`: the registerUrl never carries a session (spec §3). */
export function registerUrlOf(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('token');
  url.searchParams.delete('tokens');
  return url.toString();
}

/** The affiliate and referral codes: the address (`referralCode` or `r`) first, else storage. */
export function attributionOf(href: string, stored: RegistrationInfo) {
  const query = new URL(href).searchParams;
  const pick = (...candidates: (string | null | undefined)[]) =>
    candidates.map((value) => value?.trim()).find((value) => value) || undefined;
  return {
    affiliateCode: pick(query.get('affiliateCode'), stored.affiliateCode),
    referralCode: pick(query.get('referralCode'), query.get('r'), stored.referralCode),
  };
}

/** The fields every registration carries, whatever the method (spec §3). */
export function registrationBase(context: RegisterContext) {
  const { affiliateCode, referralCode } = attributionOf(context.href, context.stored);
  const pixelTrack = context.pixelTrack && pixelTrackingObject(context.pixelTrack);
  const adInfo = context.adInfo && adInfoObject(context.adInfo);
  return {
    registerMethod: context.registerMethod,
    registerUrl: registerUrlOf(context.href),
    loginDeviceId: context.loginDeviceId,
    isOfficialAppLogin: false as const,
    domain: new URL(context.href).hostname,
    ...(referralCode ? { referralCode } : {}),
    ...(affiliateCode ? { affiliateCode } : {}),
    ...(pixelTrack ? { pixelTrack } : {}),
    ...(adInfo ? { adInfo } : {}),
  };
}

export function buildRegisterPayload(
  form: RegisterForm,
  context: RegisterContext,
  captcha: Record<string, string> = {},
): RegisterPayload {
  const own =
    form.mode === 'username'
      ? { username: form.username.trim() }
      : {
          mobileNum: form.mobileNum,
          countryDialingCode: form.countryDialingCode,
          verificationCode: form.verificationCode.trim(),
        };
  return {
    ...captcha,
    ...registrationBase(context),
    login: true,
    ...own,
    password: form.password,
  };
}

// The country picker's and the phone number's rules, also used without the rest of registration.
export {
  countryPickerShown,
  DIALING_CODE_SWITCH,
  flagEmoji,
  selectedCountry,
  type Country,
} from './countries';
export { phoneForCode, type PhoneCheck } from './phoneForCode';
