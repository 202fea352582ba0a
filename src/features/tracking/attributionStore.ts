import * as v from 'valibot';
import { readCookie } from '../../lib/cookies';
import { loadRegistrationInfo, writeRegistrationInfo } from '../../lib/registrationInfo';
import {
  AD_INFO_FIELDS,
  captureFromUrl,
  EMPTY_CAPTURE,
  FACEBOOK_COOKIE_MAX_AGE_S,
  isFbc,
  isFbp,
  landingCarries,
  PIXEL_QUERY_FIELDS,
  pixelTrackingObject,
  readLandingUrl,
  serverToServerAdInfo,
  setFields,
  type FacebookCookies,
  type LandingCapture,
  type PixelTracking,
  type ServerToServerAdInfo,
  type StoredTracking,
} from './attribution';

/**
 * The browser side of attribution.ts: local storage, the Facebook cookies, and failures (private
 * mode, quota, blocked cookies) reported once and never thrown. Registration info goes to
 * MC_REGISTER_INFO (spec §3, three fields); the pixel values, ad info and `inApp` to
 * ATTRIBUTION_KEY.
 */

export const ATTRIBUTION_KEY = 'MC_ATTRIBUTION';
export const FBC_COOKIE = '_fbc';
export const FBP_COOKIE = '_fbp';

/** Known fields only; a field holding something other than a string is dropped, not fatal. */
const bagOf = <K extends string>(fields: readonly K[]) =>
  v.optional(
    v.pipe(
      v.record(v.string(), v.unknown()),
      v.transform((bag) => setFields(bag, fields)),
    ),
    {},
  );

const StoredTrackingSchema = v.object({
  inApp: v.optional(v.boolean()),
  pixel: bagOf(PIXEL_QUERY_FIELDS),
  adInfo: bagOf(AD_INFO_FIELDS),
});

let warned = false;

/** Runs a storage or cookie access; a failure is logged once per page load and gives undefined. */
function attempt<T>(what: string, access: () => T): T | undefined {
  try {
    return access();
  } catch (error) {
    if (!warned) console.warn(`Attribution: ${what} failed`, error);
    warned = true;
    return undefined;
  }
}

/** The stored tracking values: EMPTY when absent, `undefined` when unreadable (left untouched). */
function loadTracking(): StoredTracking | undefined {
  const raw = localStorage.getItem(ATTRIBUTION_KEY);
  if (!raw) return EMPTY_CAPTURE.tracking;
  try {
    const parsed = v.safeParse(StoredTrackingSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined; // not JSON
  }
}

function readTracking(): StoredTracking {
  return attempt('reading attribution', loadTracking) ?? EMPTY_CAPTURE.tracking;
}

/** The Facebook cookies when they have Meta's format (the Meta pixel may have set them). */
function readFacebookCookies(): FacebookCookies {
  const fbc = readCookie(FBC_COOKIE);
  const fbp = readCookie(FBP_COOKIE);
  return { ...(isFbc(fbc) ? { fbc } : {}), ...(isFbp(fbp) ? { fbp } : {}) };
}

/** Spec §9: 90 days from the last landing, for the whole site. */
function writeFacebookCookie(name: string, value: string, secure: boolean) {
  document.cookie =
    `${name}=${encodeURIComponent(value)}; Max-Age=${FACEBOOK_COOKIE_MAX_AGE_S}; Path=/; ` +
    `SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Captures the landing URL's attribution (rules in attribution.ts) into storage and the Facebook
 * cookies; call once at start-up. A stored value that cannot be read is replaced only when the
 * URL brings something for it. Returns the captured values (even if storage refused them).
 */
export function captureLandingAttribution(
  location: Pick<Location, 'href' | 'protocol'> = window.location,
  now: number = Date.now(),
): LandingCapture {
  const registration = attempt('reading registration info', loadRegistrationInfo);
  const tracking = attempt('reading attribution', loadTracking);
  const cookies = attempt('reading cookies', readFacebookCookies) ?? {};
  const next = captureFromUrl(location.href, now, {
    registration: registration ?? {},
    tracking: tracking ?? EMPTY_CAPTURE.tracking,
    cookies,
  });

  const carries = landingCarries(readLandingUrl(new URL(location.href).search));
  if (registration || carries.registration) {
    attempt('saving registration info', () => writeRegistrationInfo(next.registration));
  }
  const trackingSet = Boolean(
    next.tracking.inApp ||
    Object.keys(next.tracking.pixel).length ||
    Object.keys(next.tracking.adInfo).length,
  );
  if (tracking ? trackingSet : carries.tracking) {
    attempt('saving attribution', () =>
      localStorage.setItem(ATTRIBUTION_KEY, JSON.stringify(next.tracking)),
    );
  }
  const secure = location.protocol === 'https:';
  for (const [name, value] of [
    [FBC_COOKIE, next.cookies.fbc],
    [FBP_COOKIE, next.cookies.fbp],
  ] as const) {
    if (value) attempt(`setting ${name}`, () => writeFacebookCookie(name, value, secure));
  }
  return next;
}

/** Spec §3 pixel tracking object: stored values plus the Facebook cookies, or undefined. */
export function readPixelTracking(): PixelTracking | undefined {
  const cookies = attempt('reading cookies', readFacebookCookies) ?? {};
  return pixelTrackingObject({ ...readTracking().pixel, ...cookies });
}

/** Spec §3 server-to-server ad info: only inside the native app, or undefined. */
export function readServerToServerAdInfo(): ServerToServerAdInfo | undefined {
  return serverToServerAdInfo(readTracking());
}
