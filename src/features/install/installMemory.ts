import * as v from 'valibot';
import {
  A2HS_COUNT_KEY,
  A2HS_DISMISSED_KEY,
  A2HS_INSTALLED_KEY,
  APP_UPGRADE_CLOSED_KEY,
  DOWNLOAD_BAR_CLOSED_KEY,
  HANDOFF_NOTICE_CLOSED_KEY,
  IOS_PROFILE_PENDING_KEY,
  NOTIFICATION_ASKED_KEY,
} from '../../common/storageKeys';
import { read, remove, storageEntry, write } from '../../lib/storage';
import { A2HS_INSTALLED_COUNT, countAfterDismissal, parseInstallCount } from './rules/a2hsRules';

/**
 * What this device and tab remember about installing (spec §4 "Install prompt", "Download bar
 * and app window visibility are kept in session storage"). Storage may be blocked (private
 * mode): then nothing is remembered and nothing breaks.
 */

const SET = v.literal('1');

/** Dismissals of the install prompt on this device; 99 once installed (spec §4). */
const count = storageEntry(A2HS_COUNT_KEY, 'local', v.string());
/** Set on the installed event (spec §4 "a local flag is set"). */
const installed = storageEntry(A2HS_INSTALLED_KEY, 'local', SET);
/** The install prompt was dismissed in this session. */
const dismissed = storageEntry(A2HS_DISMISSED_KEY, 'session', SET);
/** The download bar was closed in this session. */
const barClosed = storageEntry(DOWNLOAD_BAR_CLOSED_KEY, 'session', SET);
/** The in-app browser notice was closed in this session. */
const handoffClosed = storageEntry(HANDOFF_NOTICE_CLOSED_KEY, 'session', SET);
/** The notification prompt was shown on this device. */
const notificationAskedFlag = storageEntry(NOTIFICATION_ASKED_KEY, 'local', SET);
/** The player closed an optional app upgrade in this session. */
const upgradeClosed = storageEntry(APP_UPGRADE_CLOSED_KEY, 'session', SET);
/** A profile download left for Settings; the iOS 17 tips show when the player is back. */
const profilePending = storageEntry(IOS_PROFILE_PENDING_KEY, 'session', SET);

export const installCount = () => parseInstallCount(read(count) ?? null);
export const installedFlag = () => read(installed) === '1';
export const a2hsDismissedThisSession = () => read(dismissed) === '1';

/** Spec §4: dismissing sets a session flag and increments the dismissal counter. */
export function noteA2hsDismissal() {
  write(dismissed, '1');
  write(count, String(countAfterDismissal(installCount())));
}

/** Spec §4: on the installed event the counter is set to 99 and a local flag is set. */
export function noteInstalled() {
  write(count, String(A2HS_INSTALLED_COUNT));
  write(installed, '1');
}

export const downloadBarClosed = () => read(barClosed) === '1';
export const closeDownloadBarForSession = () => write(barClosed, '1');

export const handoffNoticeClosed = () => read(handoffClosed) === '1';
export const closeHandoffNoticeForSession = () => write(handoffClosed, '1');

export const notificationAsked = () => read(notificationAskedFlag) === '1';
export const noteNotificationAsked = () => write(notificationAskedFlag, '1');

export const profileDownloadPending = () => read(profilePending) === '1';
export const setProfileDownloadPending = (pending: boolean) =>
  pending ? write(profilePending, '1') : remove(profilePending);

export const appUpgradeClosed = () => read(upgradeClosed) === '1';
export const closeAppUpgradeForSession = () => write(upgradeClosed, '1');
