import * as v from 'valibot';
import { post } from '../../api/request';
import { MEMBER_PATHS } from '../../common/member-api';
import {
  DOWNLOAD_POPUP_MEMORY_KEY,
  FIREBASE_ARGS_KEY,
  OPEN_SUBMISSION_KEY,
  REQUEST_CACHE_KEY,
  SOCIAL_REDIRECT_KEY,
} from '../../common/storageKeys';
import { memberKeyOf } from '../../data/memberKey';
import { clearMemberData } from '../../data/sync/member';
import { setAutoLogin } from '../../lib/autoLogin';
import { clearSession, readSession } from '../../lib/session';
import { removeFamily, storageEntry } from '../../lib/storage';

/** Long enough for a slow line, short enough that a player leaving is not kept waiting. */
export const LOGOUT_TIMEOUT_MS = 10_000;

/**
 * The tab's session-storage entries that belong to the member (cached answers, the download
 * popups' memory, a social sign-in under way, money submissions still open). The tab's own entries (opened by the app, a new
 * build's reloads, closed banners) stay: they are about the tab, not the member.
 */
const MEMBER_SESSION_ENTRIES = (
  [
    REQUEST_CACHE_KEY,
    DOWNLOAD_POPUP_MEMORY_KEY,
    SOCIAL_REDIRECT_KEY,
    FIREBASE_ARGS_KEY,
    OPEN_SUBMISSION_KEY,
  ] as const
).map((name) => storageEntry(name, 'session', v.unknown()));

/**
 * Logs the member out of this tab: ends the server session, then forgets the member here (session,
 * the member's session-storage entries and Dexie rows) and turns auto-login off so the next start
 * does not sign straight back in. The device id and the tracking outbox stay: queued events go out
 * under the token they were recorded with while it lives, else as a visitor's (src/data/tracking).
 * A server that cannot be reached does not keep the player signed in on this device.
 */
export async function logOut(): Promise<void> {
  const session = readSession();
  if (!session) return;
  try {
    await post(MEMBER_PATHS.logout, { alert: false, timeoutMs: LOGOUT_TIMEOUT_MS });
  } catch (error) {
    // The server's session then ends when it expires; this device forgets it now.
    console.warn('The server session was not ended', error);
  }
  setAutoLogin(false);
  MEMBER_SESSION_ENTRIES.forEach(removeFamily);
  clearSession();
  const key = memberKeyOf(session);
  if (key !== null) await clearMemberData(key);
}
