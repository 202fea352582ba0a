import { environmentInput, inNativeApp, isIpad, isPwa, isWebClip } from './environment';

/** Spec §3 `device` of a login: IPAD, PWA, WEBCLIP or none. The install feature refines this. */
export type DeviceKind = 'IPAD' | 'PWA' | 'WEBCLIP' | undefined;

export function deviceKind(): DeviceKind {
  if (isWebClip()) return 'WEBCLIP';
  if (isPwa()) return 'PWA';
  const { userAgent, maxTouchPoints } = environmentInput();
  return isIpad(userAgent, maxTouchPoints) ? 'IPAD' : undefined;
}

/** Spec §3 registerMethod: how this registration reached us. */
export function registerMethod(): 'APP' | 'H5' | 'PWA' | 'WEBCLIP' {
  if (inNativeApp()) return 'APP';
  const kind = deviceKind();
  return kind === 'PWA' || kind === 'WEBCLIP' ? kind : 'H5';
}
