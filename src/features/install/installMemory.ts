import { A2HS_INSTALLED_COUNT, countAfterDismissal, parseInstallCount } from './rules/a2hsRules';

/**
 * What this device and tab remember about installing (spec §4 "Install prompt", "Download bar
 * and app window visibility are kept in session storage"). Storage may be blocked (private
 * mode): then nothing is remembered and nothing breaks.
 */

/** Dismissals of the install prompt on this device; 99 once installed (spec §4). */
const COUNT_KEY = 'MC_A2HS_COUNT';
/** Set on the installed event (spec §4 "a local flag is set"). */
const INSTALLED_KEY = 'MC_A2HS_INSTALLED';
/** The install prompt was dismissed in this session. */
const DISMISSED_KEY = 'MC_A2HS_DISMISSED';
/** The download bar was closed in this session. */
const BAR_CLOSED_KEY = 'MC_DOWNLOAD_BAR_CLOSED';
/** The in-app browser notice was closed in this session. */
const HANDOFF_CLOSED_KEY = 'MC_HANDOFF_NOTICE_CLOSED';
/** The notification prompt was shown on this device. */
const NOTIFICATION_ASKED_KEY = 'MC_NOTIFICATION_ASKED';
/** The player closed an optional app upgrade in this session. */
const UPGRADE_CLOSED_KEY = 'MC_APP_UPGRADE_CLOSED';
/** A profile download left for Settings; the iOS 17 tips show when the player is back. */
const PROFILE_PENDING_KEY = 'MC_IOS_PROFILE_PENDING';

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null) {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch (error) {
    console.warn('Install state not saved', error);
  }
}

const local = () => localStorage;
const session = () => sessionStorage;

export const installCount = () => parseInstallCount(read(local, COUNT_KEY));
export const installedFlag = () => read(local, INSTALLED_KEY) === '1';
export const a2hsDismissedThisSession = () => read(session, DISMISSED_KEY) === '1';

/** Spec §4: dismissing sets a session flag and increments the dismissal counter. */
export function noteA2hsDismissal() {
  write(session, DISMISSED_KEY, '1');
  write(local, COUNT_KEY, String(countAfterDismissal(installCount())));
}

/** Spec §4: on the installed event the counter is set to 99 and a local flag is set. */
export function noteInstalled() {
  write(local, COUNT_KEY, String(A2HS_INSTALLED_COUNT));
  write(local, INSTALLED_KEY, '1');
}

export const downloadBarClosed = () => read(session, BAR_CLOSED_KEY) === '1';
export const closeDownloadBarForSession = () => write(session, BAR_CLOSED_KEY, '1');

export const handoffNoticeClosed = () => read(session, HANDOFF_CLOSED_KEY) === '1';
export const closeHandoffNoticeForSession = () => write(session, HANDOFF_CLOSED_KEY, '1');

export const notificationAsked = () => read(local, NOTIFICATION_ASKED_KEY) === '1';
export const noteNotificationAsked = () => write(local, NOTIFICATION_ASKED_KEY, '1');

export const profileDownloadPending = () => read(session, PROFILE_PENDING_KEY) === '1';
export const setProfileDownloadPending = (pending: boolean) =>
  write(session, PROFILE_PENDING_KEY, pending ? '1' : null);

export const appUpgradeClosed = () => read(session, UPGRADE_CLOSED_KEY) === '1';
export const closeAppUpgradeForSession = () => write(session, UPGRADE_CLOSED_KEY, '1');
