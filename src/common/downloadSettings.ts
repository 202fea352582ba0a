/**
 * `WPSCORE_getDownloadSetting` (spec §3 app-download switches, docs/api.md "Install promotion"):
 * the names and shapes the install rules read and the reference backend's fixtures are built from.
 */

/** The switches whose value is a count (deposits, withdrawals, days) a download popup compares. */
export const COUNTER_SWITCH_NAMES = [
  'deposit_times',
  'deposit_times_forced',
  'deposit_least_times',
  'deposit_least_times_forced',
  'withdrawal_times',
  'withdrawal_times_forced',
  'withdrawal_least_times',
  'withdrawal_least_times_forced',
  'reg_days',
  'reg_days_forced',
] as const;

/** Spec §3: every switch of the app-download configuration, each `{ enabled, value }`. */
export const DOWNLOAD_SWITCH_NAMES = [
  'download_condition_switch',
  'bottom_app_bar_mode',
  'login_required',
  'bind_card',
  ...COUNTER_SWITCH_NAMES,
  'first_deposit',
  'first_withdraw',
  'in_game_popup_interval',
  'domains_switch',
  'domains',
  'theme',
  'app_desc',
  'app_background',
] as const;

export type DownloadSwitchName = (typeof DOWNLOAD_SWITCH_NAMES)[number];

export interface DownloadSwitch {
  enabled: boolean;
  value: string | number | null;
}

/** What the server sent; a missing switch is off. */
export type DownloadSettings = Partial<Record<DownloadSwitchName, DownloadSwitch>>;

/** The app upgrade setting answered beside the switches. */
export interface AppUpgrade {
  /** Apps older than this are asked to upgrade (spec §9: 2.4.39 is the minimum app version). */
  latestVersion: string;
  /** A mandatory upgrade cannot be closed. */
  mandatory: boolean;
}
