import * as v from 'valibot';
import { ATTRIBUTION_KEY, FBC_COOKIE, FBP_COOKIE } from '../../common/storageKeys';
import { loadRegistrationInfo, writeRegistrationInfo } from '../../lib/registrationInfo';
import { inspect, read, storageEntry, UNREADABLE, write } from '../../lib/storage';
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
 * The browser side of attribution.ts: local storage and the Facebook cookies, through
 * lib/storage.ts (which reports a refusing browser once and never throws). Registration info goes
 * to MC_REGISTER_INFO (spec §3, three fields); the pixel values, ad info and `inApp` to
 * MC_ATTRIBUTION.
 */

/** Known fields only; a field holding something other than a string is dropped, not fatal. */
const bagOf = <K extends string>(fields: readonly K[]) =>
  v.optional(
    v.pipe(
      v.record(v.string(), v.unknown()),
      v.transform((bag) => setFields(bag, fields)),
    ),
    {},
  );

/** Replaced only when a landing brings new values, as the registration info (lib). */
const storedTracking = storageEntry(
  ATTRIBUTION_KEY,
  'local',
  v.object({
    inApp: v.optional(v.boolean()),
    pixel: bagOf(PIXEL_QUERY_FIELDS),
    adInfo: bagOf(AD_INFO_FIELDS),
  }),
  { json: true, keepUnreadable: true },
);

/** Spec §9: 90 days from the last landing, for the whole site. Meta's pixel writes them too. */
const facebookCookie = (
  name: typeof FBC_COOKIE | typeof FBP_COOKIE,
  valid: (value: string) => boolean,
) =>
  storageEntry(name, 'cookie', v.pipe(v.string(), v.check(valid)), {
    maxAgeS: FACEBOOK_COOKIE_MAX_AGE_S,
    keepUnreadable: true,
  });
const fbcCookie = facebookCookie(FBC_COOKIE, isFbc);
const fbpCookie = facebookCookie(FBP_COOKIE, isFbp);

function readTracking(): StoredTracking {
  return read(storedTracking) ?? EMPTY_CAPTURE.tracking;
}

/** The Facebook cookies when they have Meta's format (the Meta pixel may have set them). */
function readFacebookCookies(): FacebookCookies {
  const fbc = read(fbcCookie);
  const fbp = read(fbpCookie);
  return { ...(fbc ? { fbc } : {}), ...(fbp ? { fbp } : {}) };
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
  const registration = loadRegistrationInfo();
  const kept = inspect(storedTracking);
  const tracking = kept === UNREADABLE ? undefined : (kept ?? EMPTY_CAPTURE.tracking);
  const next = captureFromUrl(location.href, now, {
    registration: registration ?? {},
    tracking: tracking ?? EMPTY_CAPTURE.tracking,
    cookies: readFacebookCookies(),
  });

  const carries = landingCarries(readLandingUrl(new URL(location.href).search));
  if (registration || carries.registration) writeRegistrationInfo(next.registration);
  const trackingSet = Boolean(
    next.tracking.inApp ||
    Object.keys(next.tracking.pixel).length ||
    Object.keys(next.tracking.adInfo).length,
  );
  if (tracking ? trackingSet : carries.tracking) write(storedTracking, next.tracking);
  const secure = location.protocol === 'https:';
  if (next.cookies.fbc) write(fbcCookie, next.cookies.fbc, secure);
  if (next.cookies.fbp) write(fbpCookie, next.cookies.fbp, secure);
  return next;
}

/** Spec §3 pixel tracking object: stored values plus the Facebook cookies, or undefined. */
export function readPixelTracking(): PixelTracking | undefined {
  return pixelTrackingObject({ ...readTracking().pixel, ...readFacebookCookies() });
}

/** Spec §3 server-to-server ad info: only inside the native app, or undefined. */
export function readServerToServerAdInfo(): ServerToServerAdInfo | undefined {
  return serverToServerAdInfo(readTracking());
}
