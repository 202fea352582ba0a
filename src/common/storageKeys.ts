/**
 * Every name the storefront keeps in the browser's local storage, session storage and cookies:
 * the registry's key names, in one style (`MC_UPPER_SNAKE`; only Meta's own cookies keep Meta's
 * names). Names only, no DOM, so Node-side tests import them too. Each key's schema sits with the
 * module that owns the value (`storageEntry()` in src/lib/storage.ts); docs/architecture.md
 * ("Browser storage") says what each holds and who writes it.
 */

// Local storage: kept on this device.
export const MERCHANT_KEY = 'MC_MERCHANT';
export const LANGUAGE_KEY = 'MC_LANGUAGE';
export const REGISTER_INFO_KEY = 'MC_REGISTER_INFO';
export const ATTRIBUTION_KEY = 'MC_ATTRIBUTION';
/** In local storage and as a cookie of the same name. */
export const DEVICE_ID_KEY = 'MC_DEVICE_ID';
export const AUTO_LOGIN_KEY = 'MC_AUTO_LOGIN';
export const PUSH_TOKEN_KEY = 'MC_PUSH_TOKEN';
export const DEBUG_KEY = 'MC_DEBUG';
export const PRIVATE_PROBE_KEY = 'MC_PRIVATE_PROBE';
export const POPUP_ANNOUNCEMENT_KEY = 'MC_POPUP_ANNOUNCEMENT';
export const DOWNLOAD_IMAGE_KEY = 'MC_DOWNLOAD_IMAGE';
export const A2HS_COUNT_KEY = 'MC_A2HS_COUNT';
export const A2HS_INSTALLED_KEY = 'MC_A2HS_INSTALLED';
export const NOTIFICATION_ASKED_KEY = 'MC_NOTIFICATION_ASKED';
/** `1` while the player keeps the balance hidden on this device (the header's eye toggle). */
export const BALANCE_HIDDEN_KEY = 'MC_BALANCE_HIDDEN';
/**
 * The `Language` header of the app's last call, for index.html's inline script to start the
 * first calls in it at the next load (src/api/earlyCalls.ts). Read by that script by this name.
 */
export const EARLY_LANGUAGE_KEY = 'MC_EARLY_LANGUAGE';
/**
 * What the home page drew last (logo, first banner, their places), for index.html's boot preview
 * to draw at once at the next load (src/app/bootPreview.ts). Read by that script by this name.
 */
export const BOOT_PREVIEW_KEY = 'MC_BOOT_PREVIEW';

// Session storage: kept for this tab until it closes.
export const SESSION_INFO_KEY = 'MC_SESSION_INFO';
export const IN_APP_KEY = 'MC_IN_APP';
/** One entry per request: `MC_REQUEST_CACHE:<path>?<query>`. */
export const REQUEST_CACHE_KEY = 'MC_REQUEST_CACHE';
export const NEW_BUILD_LOADS_KEY = 'MC_NEW_BUILD_LOADS';
export const SOCIAL_REDIRECT_KEY = 'MC_SOCIAL_REDIRECT';
export const FIREBASE_ARGS_KEY = 'MC_FIREBASE_ARGS';
/** One entry per player: `MC_DOWNLOAD_POPUP_MEMORY:<userName>` (empty for a visitor). */
export const DOWNLOAD_POPUP_MEMORY_KEY = 'MC_DOWNLOAD_POPUP_MEMORY';
export const DOWNLOAD_IMAGE_DISMISSED_KEY = 'MC_DOWNLOAD_IMAGE_DISMISSED';
export const A2HS_DISMISSED_KEY = 'MC_A2HS_DISMISSED';
export const DOWNLOAD_BAR_CLOSED_KEY = 'MC_DOWNLOAD_BAR_CLOSED';
export const HANDOFF_NOTICE_CLOSED_KEY = 'MC_HANDOFF_NOTICE_CLOSED';
export const APP_UPGRADE_CLOSED_KEY = 'MC_APP_UPGRADE_CLOSED';
export const IOS_PROFILE_PENDING_KEY = 'MC_IOS_PROFILE_PENDING';
/** One entry per money form: `MC_OPEN_SUBMISSION:<kind>`, sent and not yet answered. */
export const OPEN_SUBMISSION_KEY = 'MC_OPEN_SUBMISSION';

// Cookies besides the device id: Meta's, named by Meta (its pixel reads and writes them too).
export const FBC_COOKIE = '_fbc';
export const FBP_COOKIE = '_fbp';

export type StorageArea = 'local' | 'session' | 'cookie';

/**
 * Where each key lives. The page never reads this table: `storageEntry()` is given the area again
 * and the compiler checks it against this table, so the table weighs nothing in the bundle.
 */
export const STORAGE_AREAS = {
  [MERCHANT_KEY]: 'local',
  [LANGUAGE_KEY]: 'local',
  [REGISTER_INFO_KEY]: 'local',
  [ATTRIBUTION_KEY]: 'local',
  [DEVICE_ID_KEY]: ['local', 'cookie'],
  [AUTO_LOGIN_KEY]: 'local',
  [PUSH_TOKEN_KEY]: 'local',
  [DEBUG_KEY]: 'local',
  [PRIVATE_PROBE_KEY]: 'local',
  [POPUP_ANNOUNCEMENT_KEY]: 'local',
  [DOWNLOAD_IMAGE_KEY]: 'local',
  [A2HS_COUNT_KEY]: 'local',
  [A2HS_INSTALLED_KEY]: 'local',
  [NOTIFICATION_ASKED_KEY]: 'local',
  [BALANCE_HIDDEN_KEY]: 'local',
  [EARLY_LANGUAGE_KEY]: 'local',
  [BOOT_PREVIEW_KEY]: 'local',
  [SESSION_INFO_KEY]: 'session',
  [IN_APP_KEY]: 'session',
  [REQUEST_CACHE_KEY]: 'session',
  [NEW_BUILD_LOADS_KEY]: 'session',
  [SOCIAL_REDIRECT_KEY]: 'session',
  [FIREBASE_ARGS_KEY]: 'session',
  [DOWNLOAD_POPUP_MEMORY_KEY]: 'session',
  [DOWNLOAD_IMAGE_DISMISSED_KEY]: 'session',
  [A2HS_DISMISSED_KEY]: 'session',
  [DOWNLOAD_BAR_CLOSED_KEY]: 'session',
  [HANDOFF_NOTICE_CLOSED_KEY]: 'session',
  [APP_UPGRADE_CLOSED_KEY]: 'session',
  [IOS_PROFILE_PENDING_KEY]: 'session',
  [OPEN_SUBMISSION_KEY]: 'session',
  [FBC_COOKIE]: 'cookie',
  [FBP_COOKIE]: 'cookie',
} as const satisfies Record<string, StorageArea | readonly StorageArea[]>;

export type StorageKeyName = keyof typeof STORAGE_AREAS;

type Each<A> = A extends readonly (infer Area)[] ? Area : A;
/** The area, or one of the areas, the registry gives key `K`. */
export type AreaOf<K extends StorageKeyName> = Each<(typeof STORAGE_AREAS)[K]> & StorageArea;
