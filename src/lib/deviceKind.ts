/** iPadOS 13+ asks for the desktop site with a Macintosh user agent; only touch tells it apart. */
export function isIpad(userAgent: string, maxTouchPoints: number): boolean {
  return /iPad/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** Spec §3 `device` of a login: IPAD, PWA, WEBCLIP or none. The install feature refines this. */
export type DeviceKind = 'IPAD' | 'PWA' | 'WEBCLIP' | undefined;

export function deviceKind(): DeviceKind {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  if (iosStandalone) return 'WEBCLIP';
  if (window.matchMedia?.('(display-mode: standalone)').matches) return 'PWA';
  return isIpad(navigator.userAgent, navigator.maxTouchPoints) ? 'IPAD' : undefined;
}

/** Spec §3 registerMethod: how this registration reached us. */
export function registerMethod(): 'APP' | 'H5' | 'PWA' | 'WEBCLIP' {
  if (new URLSearchParams(window.location.search).get('inApp') === '1') return 'APP';
  const kind = deviceKind();
  return kind === 'PWA' || kind === 'WEBCLIP' ? kind : 'H5';
}
