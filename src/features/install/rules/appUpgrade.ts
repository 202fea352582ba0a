/**
 * Spec §4 "App upgrade modal", §9 "Minimum app version for direct download: 2.4.39".
 *
 * How we read the §9 constant: an app older than 2.4.39 cannot take a direct download from the
 * storefront any more, so it is always offered the upgrade, whatever `latestVersion` the server
 * names (a missing or lower one included). The version an app must reach is the greater of the
 * two. Whether the player may close the modal is the server's `mandatory` flag alone.
 */
import { downloadLink, type DownloadTarget } from './downloadTarget';
import { resourceUrl, type ResourceEntry } from './installLinks';

export const MIN_APP_VERSION = '2.4.39';

/** The numeric parts of a version; `2.4.39-beta+7` reads as [2, 4, 39]. */
function versionParts(version: string): number[] | null {
  const core = /^\s*v?(\d+(?:\.\d+)*)/i.exec(version);
  return core?.[1] ? core[1].split('.').map(Number) : null;
}

/**
 * Compares dotted versions part by part (missing parts are 0): negative when a < b. Null when
 * either is not a version at all.
 */
export function compareVersions(a: string, b: string): number | null {
  const left = versionParts(a);
  const right = versionParts(b);
  if (!left || !right) return null;
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/** The version an app must have: the server's latest, never below the spec §9 minimum. */
export function requiredVersion(latestVersion: string | null | undefined): string {
  if (!latestVersion) return MIN_APP_VERSION;
  const order = compareVersions(latestVersion, MIN_APP_VERSION);
  return order !== null && order > 0 ? latestVersion.trim() : MIN_APP_VERSION;
}

export interface UpgradeInputs {
  nativeApp: boolean;
  /** From the app's user-agent token; null when unknown (only `inApp=1`). */
  appVersion: string | null;
  ios: boolean;
  android: boolean;
  /** `WPSCORE_getDownloadSetting` appUpgrade; null when the server sent none. */
  upgrade: { latestVersion: string; mandatory: boolean } | null;
  resources: readonly ResourceEntry[] | null | undefined;
  /** The page's origin, to resolve relative download links. */
  origin: string;
}

export type UpgradeDecision =
  | { show: false; reason: string }
  | { show: true; closable: boolean; target: DownloadTarget; requiredVersion: string };

/** The app package for this platform; an unknown platform takes Android's, then iOS's. */
function platformLink(inputs: UpgradeInputs): string | null {
  const android = resourceUrl(inputs.resources, 'Android');
  const ios = resourceUrl(inputs.resources, 'IOS');
  if (inputs.ios) return ios;
  if (inputs.android) return android;
  return android ?? ios;
}

export function decideAppUpgrade(inputs: UpgradeInputs): UpgradeDecision {
  if (!inputs.nativeApp) return { show: false, reason: 'not in the app' };
  if (!inputs.appVersion) return { show: false, reason: 'app version unknown' };
  const required = requiredVersion(inputs.upgrade?.latestVersion);
  const order = compareVersions(inputs.appVersion, required);
  if (order === null) return { show: false, reason: 'app version unreadable' };
  if (order >= 0) return { show: false, reason: 'up to date' };
  const target = downloadLink(platformLink(inputs), inputs.origin);
  if (!target) return { show: false, reason: 'no download link' };
  return {
    show: true,
    closable: !(inputs.upgrade?.mandatory ?? false),
    target,
    requiredVersion: required,
  };
}
