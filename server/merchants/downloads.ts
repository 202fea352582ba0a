// Per-merchant app-download configuration (spec §3 download switches, read by the install rules of
// spec §4), the app upgrade setting, and where the merchants' local app files live. The meaning of
// each switch value is docs/api.md's ("Install promotion"); server/wps/downloadSetting.ts answers
// them and lays QA's overrides over them.
import type {
  AppUpgrade,
  DownloadSwitch,
  DownloadSwitchName,
} from '../../src/common/downloadSettings.ts';

/** Every switch of spec §3, so the compiler catches a fixture that forgets one. */
export type DownloadSettingsFixture = Record<DownloadSwitchName, DownloadSwitch>;

export interface MerchantDownloads {
  settings: DownloadSettingsFixture;
  appUpgrade: AppUpgrade;
}

export const DOWNLOADS_PREFIX = '/downloads';

/** Where server/downloads.ts serves a merchant's app file (`/downloads/<MERCHANT>/<file>`). */
export function localDownload(merchantCode: string, file: string): string {
  return `${DOWNLOADS_PREFIX}/${merchantCode}/${file}`;
}

const on = (value: string | number | null = null): DownloadSwitch => ({ enabled: true, value });
/** -1 (or disabled) switches a counter rule off. */
const OFF: DownloadSwitch = { enabled: false, value: -1 };
const OFF_TEXT: DownloadSwitch = { enabled: false, value: null };

/**
 * DEMOVN: the bottom sheet, the bar for everyone, popups from the third day after registration
 * (forced from the thousandth, so the demo accounts are asked, not blocked), from the second
 * deposit, on the first withdrawal, on the first deposit screen, on bind-card screens while no
 * card is bound, and after a minute in a game.
 */
const DEMOVN: MerchantDownloads = {
  settings: {
    download_condition_switch: on('bottom'),
    bottom_app_bar_mode: on(0),
    login_required: OFF_TEXT,
    bind_card: on(1),
    deposit_times: OFF,
    deposit_times_forced: OFF,
    deposit_least_times: on(2),
    deposit_least_times_forced: OFF,
    withdrawal_times: on(1),
    withdrawal_times_forced: OFF,
    withdrawal_least_times: OFF,
    withdrawal_least_times_forced: OFF,
    reg_days: on(3),
    reg_days_forced: on(1000),
    first_deposit: on(1),
    first_withdraw: OFF_TEXT,
    in_game_popup_interval: on(60),
    domains_switch: on(1),
    domains: OFF_TEXT,
    theme: on('light'),
    app_desc: on(
      'Tải ứng dụng Demo Xổ Số: kết quả trực tiếp, nạp rút nhanh, nhận thưởng 58.000 ₫.',
    ),
    app_background: OFF_TEXT,
  },
  appUpgrade: { latestVersion: '2.4.39', mandatory: false },
};

/**
 * DEMOBR: the fullscreen form in the dark theme; the bar only for signed-in members of VIP rank 1
 * or more, and a popup after login; popups on the first deposit (forced from the fifth), from the
 * second withdrawal, on the first-deposit and first-withdrawal screens, on every bind-card visit
 * and after two minutes in a game; never on the promotional mirror domain. Registration age is
 * not a trigger here.
 */
const DEMOBR: MerchantDownloads = {
  settings: {
    download_condition_switch: on('fullscreen'),
    bottom_app_bar_mode: on(1),
    login_required: on(1),
    bind_card: on(2),
    deposit_times: on(1),
    deposit_times_forced: OFF,
    deposit_least_times: OFF,
    deposit_least_times_forced: on(5),
    withdrawal_times: OFF,
    withdrawal_times_forced: OFF,
    withdrawal_least_times: on(2),
    withdrawal_least_times_forced: OFF,
    reg_days: OFF,
    reg_days_forced: OFF,
    first_deposit: on(1),
    first_withdraw: on(1),
    in_game_popup_interval: on(120),
    domains_switch: on(2),
    domains: on('promo.demosorte.example'),
    theme: on('dark'),
    app_desc: on('Baixe o app Demo Sorte: resultados ao vivo, Pix na hora e bônus de R$ 10.'),
    app_background: on('/cdn/DEMOBR/banner-5.svg'),
  },
  appUpgrade: { latestVersion: '2.4.39', mandatory: true },
};

const DOWNLOADS: Record<string, MerchantDownloads> = { DEMOVN, DEMOBR };

/** The merchant's download configuration; a merchant without one gets DEMOVN's. */
export function downloadsOf(merchantCode: string): MerchantDownloads {
  return DOWNLOADS[merchantCode] ?? DEMOVN;
}
