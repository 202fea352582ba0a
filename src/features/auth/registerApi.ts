import { post } from '../../api/request';
import { RegisterResultSchema, type RegisterResult } from '../../common/authSchemas';
import { validate } from '../../data/sync/validate';
import { getDeviceId } from '../../lib/deviceId';
import { deviceKind, registerMethod } from '../../lib/deviceKind';
import { readRegistrationInfo } from '../../lib/registrationInfo';
import { readPixelTracking, readServerToServerAdInfo, track } from '../tracking';
import {
  registrationBase,
  type RegisterContext,
  type RegisterMode,
  type RegisterPayload,
} from './registration';

/** Spec §7: the two register calls and their ModuleId headers. */
export const REGISTER_CALLS: Record<RegisterMode, { path: string; moduleId: string }> = {
  username: { path: '/wps/member/register', moduleId: 'REG3' },
  mobile: { path: '/wps/member/register/mobile', moduleId: 'MOBILENUMREG3' },
};

/** Where and how this registration happens, read from the page. */
export function currentRegisterContext(): RegisterContext {
  return {
    registerMethod: registerMethod(),
    href: window.location.href,
    loginDeviceId: getDeviceId(),
    stored: readRegistrationInfo(),
    pixelTrack: readPixelTracking(),
    adInfo: readServerToServerAdInfo(),
  };
}

/**
 * POST /wps/member/register (REG3) or /wps/member/register/mobile (MOBILENUMREG3), encrypted. A
 * failure has already been shown by the error catalogue (spec §8 "alert with the server message").
 */
export async function requestRegistration(mode: RegisterMode, payload: RegisterPayload) {
  const { path, moduleId } = REGISTER_CALLS[mode];
  const device = deviceKind();
  await track('registerSubmit');
  const value = await post(path, { encrypt: true, moduleId, device, body: payload });
  return registered(validate('register', RegisterResultSchema, value));
}

/** Spec §3 register event: recorded the moment the server confirms, before the login that follows. */
async function registered(result: RegisterResult) {
  await track('register', { customerId: result.id, customerName: result.userName });
  return result;
}

/**
 * Spec §3 register payload, social variant: firebaseChannel, firebaseIdToken, login=true and the
 * smsTemplate, with the same attribution as any registration. No username or password.
 */
export async function requestSocialRegistration(identity: { channel: string; idToken: string }) {
  await track('registerSubmit');
  const value = await post(REGISTER_CALLS.username.path, {
    encrypt: true,
    moduleId: REGISTER_CALLS.username.moduleId,
    device: deviceKind(),
    body: {
      ...registrationBase(currentRegisterContext()),
      firebaseChannel: identity.channel,
      firebaseIdToken: identity.idToken,
      login: true,
      smsTemplate: 'REGISTER',
    },
  });
  return registered(validate('register', RegisterResultSchema, value));
}
