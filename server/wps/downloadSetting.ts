// GET /wps/relay/WPSCORE_getDownloadSetting?domain=: the merchant's app-download configuration
// (spec §3) and app upgrade setting, with QA's `downloadSettings` and `appUpgrade` laid over them.
// The same answer for every domain: the domains_switch rule is the client's (docs/api.md).
import {
  DOWNLOAD_SWITCH_NAMES,
  type DownloadSwitch,
  type DownloadSwitchName,
} from '../../src/common/downloadSettings.ts';
import type { AppUpgradeOverride, DownloadSettingsOverride } from '../../src/common/qaScenario.ts';
import { downloadsOf } from '../merchants/downloads.ts';
import type { MerchantFixture } from '../merchants/types.ts';

export interface DownloadSettingOverrides {
  downloadSettings: DownloadSettingsOverride | null;
  appUpgrade: AppUpgradeOverride | null;
}

export function downloadSettingValue(
  merchant: MerchantFixture,
  overrides: DownloadSettingOverrides,
) {
  const fixture = downloadsOf(merchant.merchantCode);
  const changed = overrides.downloadSettings ?? {};
  const settings = Object.fromEntries(
    DOWNLOAD_SWITCH_NAMES.map((name) => [name, { ...fixture.settings[name], ...changed[name] }]),
  ) as Record<DownloadSwitchName, DownloadSwitch>;
  return { settings, appUpgrade: { ...fixture.appUpgrade, ...overrides.appUpgrade } };
}

export const DOWNLOAD_SETTING_MALFORMED = {
  success: true,
  value: { settings: [{ reg_days: 'three' }], appUpgrade: '2.4.39' },
};

const KNOWN_SWITCHES: ReadonlySet<string> = new Set(DOWNLOAD_SWITCH_NAMES);
const SWITCH_FIELDS = new Set(['enabled', 'value']);
/** Long enough for an app description or an image URL, short enough to stay a switch. */
export const MAX_SWITCH_TEXT = 2000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function switchProblem(name: string, entry: unknown): string | null {
  if (!KNOWN_SWITCHES.has(name)) {
    return `has unknown switch "${name}" (known: ${DOWNLOAD_SWITCH_NAMES.join(', ')})`;
  }
  if (!isObject(entry)) return `"${name}" must be an object {enabled?, value?}`;
  const extra = Object.keys(entry).filter((field) => !SWITCH_FIELDS.has(field));
  if (extra.length) return `"${name}" has unknown field ${extra.join(', ')}`;
  if (!('enabled' in entry) && !('value' in entry)) return `"${name}" needs enabled or value`;
  if ('enabled' in entry && typeof entry['enabled'] !== 'boolean') {
    return `"${name}".enabled must be true or false`;
  }
  const value = entry['value'];
  const valid =
    value === undefined ||
    value === null ||
    (typeof value === 'number' && Number.isFinite(value)) ||
    (typeof value === 'string' && value.length <= MAX_SWITCH_TEXT);
  return valid
    ? null
    : `"${name}".value must be a number, a string of at most ${MAX_SWITCH_TEXT} characters or null`;
}

/** The scenario field check of `downloadSettings` (see qa.ts). */
export function downloadSettingsProblem(value: unknown): string | null {
  if (value === null) return null;
  if (!isObject(value)) {
    return 'must be an object of switch names to {enabled?, value?}, or null';
  }
  for (const [name, entry] of Object.entries(value)) {
    const problem = switchProblem(name, entry);
    if (problem) return problem;
  }
  return null;
}

/** Dotted numbers as apps report them (spec §9: 2.4.39). */
const VERSION = /^\d{1,4}(\.\d{1,4}){0,3}$/;

/** The scenario field check of `appUpgrade` (see qa.ts). */
export function appUpgradeProblem(value: unknown): string | null {
  if (value === null) return null;
  if (!isObject(value)) return 'must be {latestVersion?, mandatory?} or null';
  const extra = Object.keys(value).filter((f) => f !== 'latestVersion' && f !== 'mandatory');
  if (extra.length) return `has unknown field ${extra.join(', ')}`;
  const { latestVersion, mandatory } = value;
  if (
    latestVersion !== undefined &&
    !(typeof latestVersion === 'string' && VERSION.test(latestVersion))
  ) {
    return 'latestVersion must be a dotted version such as "2.4.39"';
  }
  if (mandatory !== undefined && typeof mandatory !== 'boolean') {
    return 'mandatory must be true or false';
  }
  return null;
}
