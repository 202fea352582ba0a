import { post } from '../../api/request';
import { getDeviceId } from '../../lib/deviceId';
import { deviceKind } from '../../lib/deviceKind';
import { validate } from '../../data/sync/validate';
import { LoginResultSchema, SmsCodeSentSchema } from '../../common/authSchemas';
import type { LoginType } from './afterLogin';

/** Spec §8: the login's second factor is the caller's to handle, not a notice. */
export const LOGIN_HANDLED_CODES = ['login_verify_required', 'bind_customer_required'];

export interface Credentials {
  username: string;
  password: string;
  type: LoginType;
}

/** POST /wps/session/login, encrypted (spec §3 login request). */
export async function requestLogin(
  credentials: Credentials,
  captcha: Record<string, string> = {},
  options: { alert?: boolean } = {},
) {
  const device = deviceKind();
  const value = await post('/wps/session/login', {
    ...options,
    encrypt: true,
    device,
    handledCodes: LOGIN_HANDLED_CODES,
    body: {
      ...credentials,
      ...captcha,
      loginDeviceId: getDeviceId(),
      isOfficialAppLogin: false,
      device,
    },
  });
  return validate('login', LoginResultSchema, value);
}

/** POST /wps/session/login with an identity provider's token (spec §3 Firebase arguments). */
export async function requestSocialLogin(identity: { channel: string; idToken: string }) {
  const device = deviceKind();
  const value = await post('/wps/session/login', {
    encrypt: true,
    device,
    handledCodes: LOGIN_HANDLED_CODES,
    body: {
      type: 'firebase',
      firebaseChannel: identity.channel,
      firebaseIdToken: identity.idToken,
      loginDeviceId: getDeviceId(),
      isOfficialAppLogin: false,
      device,
    },
  });
  return validate('login', LoginResultSchema, value);
}

export type SecondFactorMethod = 'E' | 'P' | 'G' | 'S';

export interface SecondFactorRequest {
  method: SecondFactorMethod;
  email?: string;
  payeeName?: string;
  authCode?: string;
  mobileNum?: string;
  verificationCode?: string;
}

/** POST /wps/session/login/verification, encrypted (spec §3 second-factor request). */
export async function requestLoginVerification(
  credentials: Credentials,
  factor: SecondFactorRequest,
) {
  const value = await post('/wps/session/login/verification', {
    encrypt: true,
    device: deviceKind(),
    body: { username: credentials.username, password: credentials.password, ...factor },
  });
  return validate('login verification', LoginResultSchema, value);
}

/** POST /wps/verification/sms/noLogin; resolves to when the code expires (epoch ms). */
export async function sendSmsCode(
  countryDialingCode: string,
  mobileNum: string,
  captcha: Record<string, string> = {},
) {
  const value = await post('/wps/verification/sms/noLogin', {
    body: { countryDialingCode, mobileNum, ...captcha },
  });
  return validate('sms code', SmsCodeSentSchema, value).expirationTime;
}
