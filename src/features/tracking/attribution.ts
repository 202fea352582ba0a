import type { RegistrationInfo } from '../../lib/registrationInfo';

/**
 * Attribution captured from the landing URL (spec §3 pixel tracking object, registration info,
 * server-to-server ad info; §9 Facebook cookies). Pure: the URL, the time and what was stored
 * before come in as arguments; attributionStore.ts does the reading and writing.
 *
 * Rules:
 * - Last touch wins, field by field: a non-empty value in the landing URL replaces the stored
 *   one; a field the URL lacks keeps its stored value.
 * - Values are trimmed and cut to MAX_VALUE_LENGTH; a value holding a control character is
 *   ignored (the stored one stays).
 * - `referralCode` may arrive as `r`; `referralCode` wins when both are there.
 * - `originalDomain` is the `originalDomain` parameter when there is one, else the landing host
 *   when none is stored yet (first capture); a later visit's host never replaces it.
 * - Only the named fields below are read, so `token`/`tokens` are never stored.
 * - Server-to-server ad info is read only from links the native app opened: `inApp` truthy in
 *   this URL, or in an earlier one on this device. This "opened by the app" notion is broader
 *   and longer-lived on purpose than lib/environment.ts `inNativeApp()` ("runs inside the app
 *   now": `inApp=1` or the app's user-agent token, for the tab's session): an app that once
 *   appended its ad ids keeps them attributable, whatever `inApp` value that build of it sent.
 * - Facebook: a new `fbclid` makes a new `fbc`; an existing `fbp` is kept, and one is made only
 *   when there is Facebook attribution (an fbclid, fbc or Facebook pixel id), so organic traffic
 *   sends no pixel object.
 */

/** Long enough for any click id (Meta's fbclid can pass 150 characters), short enough to store. */
export const MAX_VALUE_LENGTH = 256;

/**
 * Each table below maps a stored field to the query names it is read from, the first present
 * name winning. Names equal fields except `r` (referral code) and `pixelId` (Facebook pixel id).
 */
export const REGISTRATION_INFO_FIELDS = {
  affiliateCode: ['affiliateCode'],
  referralCode: ['referralCode', 'r'],
  originalDomain: ['originalDomain'],
} as const satisfies Record<keyof RegistrationInfo, readonly string[]>;

/** Spec §3 pixel tracking object: every field captured from the URL and its query names. */
export const PIXEL_TRACKING_FIELDS = {
  /** The operator's tracking (landing link) id. */
  tid: ['tid'],
  // Pixel ids, one per ad network, so events reach the pixel the ad was bought with.
  fbPixelId: ['fbPixelId', 'pixelId'], // Meta (Facebook)
  ttPixelId: ['ttPixelId'], // TikTok
  kwaiPixelId: ['kwaiPixelId'], // Kwai
  bgPixelId: ['bgPixelId'], // Bigo Ads
  gtagId: ['gtagId'], // Google tag (Google Ads / GA4)
  twPixelId: ['twPixelId'], // X (Twitter)
  // Click ids, one per ad click.
  fbclid: ['fbclid'],
  gclid: ['gclid'],
  ttclid: ['ttclid'],
  kwaiclid: ['kwaiclid'],
  bbg: ['bbg'], // Bigo
  twclid: ['twclid'],
  // Campaign parameters: every utm_* parameter Google Analytics defines.
  kw: ['kw'],
  cid: ['cid'],
  utm_id: ['utm_id'],
  utm_source: ['utm_source'],
  utm_medium: ['utm_medium'],
  utm_campaign: ['utm_campaign'],
  utm_term: ['utm_term'],
  utm_content: ['utm_content'],
  utm_source_platform: ['utm_source_platform'],
  utm_creative_format: ['utm_creative_format'],
  utm_marketing_tactic: ['utm_marketing_tactic'],
} as const satisfies Record<string, readonly string[]>;

/** Spec §3 server-to-server ad info; the query names equal the field names. */
export const AD_INFO_FIELDS = [
  'adAppToken',
  'gpsAdid',
  'adid',
  'afAppId',
  'appsflyerId',
  'afAdvertisingId',
  'afOaid',
  'idfa',
  'idfv',
] as const;

/** Spec §9: Facebook's `_fbc` and `_fbp` cookies last 90 days. */
export const FACEBOOK_COOKIE_DAYS = 90;
export const FACEBOOK_COOKIE_MAX_AGE_S = FACEBOOK_COOKIE_DAYS * 24 * 60 * 60;

export type PixelQueryField = keyof typeof PIXEL_TRACKING_FIELDS;
export type PixelValues = Partial<Record<PixelQueryField, string>>;
export type FacebookCookies = { fbc?: string; fbp?: string };
/** The pixel tracking object as sent: the URL's values plus the Facebook cookies. */
export type PixelTracking = PixelValues & FacebookCookies;
export type AdInfoField = (typeof AD_INFO_FIELDS)[number];
export type ServerToServerAdInfo = Partial<Record<AdInfoField, string>>;

const keysOf = <T extends object>(table: T) => Object.keys(table) as (keyof T & string)[];
const REGISTRATION_QUERY_FIELDS = keysOf(REGISTRATION_INFO_FIELDS);
export const PIXEL_QUERY_FIELDS = keysOf(PIXEL_TRACKING_FIELDS);
const PIXEL_OBJECT_FIELDS: readonly (keyof PixelTracking)[] = [...PIXEL_QUERY_FIELDS, 'fbc', 'fbp'];

/** What is kept besides the registration info (stored under its own key). */
export interface StoredTracking {
  /** True once a link the native app opened landed here (see the rules above); never cleared. */
  inApp?: boolean;
  pixel: PixelValues;
  adInfo: ServerToServerAdInfo;
}

/** Everything a capture reads and produces. */
export interface LandingCapture {
  registration: RegistrationInfo;
  tracking: StoredTracking;
  cookies: FacebookCookies;
}

export const EMPTY_CAPTURE: LandingCapture = {
  registration: {},
  tracking: { pixel: {}, adInfo: {} },
  cookies: {},
};

/** What the URL itself carries, cleaned; ad info is not yet gated by `inApp`. */
export interface LandingValues {
  registration: RegistrationInfo;
  pixel: PixelValues;
  adInfo: ServerToServerAdInfo;
  inApp: boolean;
}

/** A query value as stored: trimmed and capped; undefined when empty or holding control chars. */
export function cleanValue(raw: string | null | undefined): string | undefined {
  const value = raw?.trim();
  if (!value || /\p{Cc}/u.test(value)) return undefined;
  return value.length > MAX_VALUE_LENGTH ? value.slice(0, MAX_VALUE_LENGTH) : value;
}

/** Opened by the app: `inApp` present and not empty, `0`, `false` or `no`. */
function openedByApp(raw: string | null): boolean {
  const value = cleanValue(raw);
  return value !== undefined && !/^(0|false|no)$/i.test(value);
}

/** Each field's first clean value among its query names. */
function fromQuery<K extends string>(
  query: URLSearchParams,
  fields: readonly K[],
  namesOf: (field: K) => readonly string[],
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const field of fields) {
    const value = namesOf(field)
      .map((name) => cleanValue(query.get(name)))
      .find(Boolean);
    if (value) out[field] = value;
  }
  return out;
}

/** The named fields of `bag` that hold a non-blank string, in the order of `fields`. */
export function setFields<K extends string>(
  bag: Readonly<Partial<Record<string, unknown>>>,
  fields: readonly K[],
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const field of fields) {
    const value = bag[field];
    if (typeof value === 'string' && value.trim()) out[field] = value;
  }
  return out;
}

const isEmpty = (bag: object) => Object.keys(bag).length === 0;

/** The attribution the landing URL's query (`location.search`) carries. */
export function readLandingUrl(search: string): LandingValues {
  const query = new URLSearchParams(search);
  return {
    registration: fromQuery(
      query,
      REGISTRATION_QUERY_FIELDS,
      (field) => REGISTRATION_INFO_FIELDS[field],
    ),
    pixel: fromQuery(query, PIXEL_QUERY_FIELDS, (field) => PIXEL_TRACKING_FIELDS[field]),
    adInfo: fromQuery(query, AD_INFO_FIELDS, (field) => [field]),
    inApp: openedByApp(query.get('inApp')),
  };
}

/** Meta's click cookie: `fb.1.<creation ms>.<fbclid>`. */
export function fbcFor(fbclid: string, now: number): string {
  return `fb.1.${now}.${fbclid}`;
}

/** Meta's browser cookie: `fb.1.<creation ms>.<10-digit random>`; `random` is in [0, 1). */
export function fbpFor(now: number, random: number): string {
  return `fb.1.${now}.${1_000_000_000 + Math.floor(random * 9_000_000_000)}`;
}

/** Whether a cookie value has Meta's `fb.<subdomain index>.<ms>.<value>` form. */
export function isFbc(value: string | undefined): value is string {
  return value !== undefined && /^fb\.\d\.\d+\.\S+$/.test(value);
}
export function isFbp(value: string | undefined): value is string {
  return value !== undefined && /^fb\.\d\.\d+\.\d+$/.test(value);
}

/**
 * The Facebook cookies after a landing: `fbclid` is the URL's (if any), `pixel` the merged values.
 * The same fbclid again (a reload) keeps its fbc and so its creation time.
 */
function facebookCookies(
  fbclid: string | undefined,
  pixel: PixelValues,
  old: FacebookCookies,
  now: number,
  random: number,
): FacebookCookies {
  const kept = isFbc(old.fbc) ? old.fbc : undefined;
  const fbc = fbclid && !kept?.endsWith(`.${fbclid}`) ? fbcFor(fbclid, now) : kept;
  const facebook = Boolean(fbc || pixel.fbclid || pixel.fbPixelId);
  const fbp = isFbp(old.fbp) ? old.fbp : facebook ? fbpFor(now, random) : undefined;
  return { ...(fbc ? { fbc } : {}), ...(fbp ? { fbp } : {}) };
}

/** The stored values after landing on `href` at `now` (see the rules at the top). */
export function captureFromUrl(
  href: string,
  now: number,
  previous: LandingCapture,
  random: number = Math.random(),
): LandingCapture {
  const url = new URL(href);
  const landing = readLandingUrl(url.search);
  const registration = { ...previous.registration, ...landing.registration };
  if (!registration.originalDomain && url.hostname) registration.originalDomain = url.hostname;

  const inApp = landing.inApp || previous.tracking.inApp === true;
  const pixel = { ...previous.tracking.pixel, ...landing.pixel };
  const adInfo = inApp
    ? { ...previous.tracking.adInfo, ...landing.adInfo }
    : previous.tracking.adInfo;
  return {
    registration,
    tracking: { ...(inApp ? { inApp } : {}), pixel, adInfo },
    cookies: facebookCookies(landing.pixel.fbclid, pixel, previous.cookies, now, random),
  };
}

/** Spec §3: the pixel tracking object with only its set fields, or undefined when none is set. */
export function pixelTrackingObject(values: Readonly<PixelTracking>): PixelTracking | undefined {
  const set: PixelTracking = setFields(values, PIXEL_OBJECT_FIELDS);
  return isEmpty(set) ? undefined : set;
}

/** The set server-to-server ad fields, or undefined when none is set. */
export function adInfoObject(values: Readonly<ServerToServerAdInfo>) {
  const set = setFields(values, AD_INFO_FIELDS);
  return isEmpty(set) ? undefined : set;
}

/** Spec §3 server-to-server ad info: only inside the native app, only the set fields. */
export function serverToServerAdInfo(
  stored: Pick<StoredTracking, 'inApp' | 'adInfo'>,
): ServerToServerAdInfo | undefined {
  return stored.inApp ? adInfoObject(stored.adInfo) : undefined;
}

/** Whether the URL carries anything for each storage key (used before replacing a bad value). */
export function landingCarries(landing: LandingValues) {
  return {
    registration: !isEmpty(landing.registration),
    tracking: landing.inApp || !isEmpty(landing.pixel),
  };
}
