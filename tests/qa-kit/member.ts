// Signed-in players without the login page: the real encrypted login, made from Node, and the
// session it answers stored in the tab the way the app stores it after a login.
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../server/auth/seed.ts';
import { login } from '../../server/auth/test-client.ts';
import { SESSION_KEY, type StoredSession } from './storage.ts';

export { DEMO_PASSWORD };

/** A demo account's session from a real login to `server` (docs/qa.md "Demo accounts"). */
export async function signInOutside(
  server: { port: number },
  account: string,
  merchant = 'DEMOVN',
  password = DEMO_PASSWORD,
): Promise<StoredSession> {
  const answer = await login(server, account, password, {}, { merchant });
  if (!answer.success) throw new Error(`Login of ${account} failed: ${answer.errorCode}`);
  const { id, token, userName, customerType, firstTimeLogin } = answer.value;
  return { id, token, merchantCode: merchant, userName, type: customerType, firstTimeLogin };
}

/** A demo account's session token, for a link that carries it (`/m/home?token=…`). */
export async function tokenFor(server: { port: number }, account: string, merchant = 'DEMOVN') {
  return (await signInOutside(server, account, merchant)).token;
}

/** Marks a tab whose session the kit stored, so a logout in the test is not undone on reload. */
const STORED_BY_KIT = 'QA_KIT_SESSION_STORED';

/**
 * Stores `session` in the tab before its first page loads. Once per tab: after a logout in the
 * test, a reload finds the tab signed out, as a player's would.
 */
export async function storeSessionBeforeLoad(page: Page, session: StoredSession) {
  await page.addInitScript(
    ({ key, marker, session }) => {
      try {
        if (sessionStorage.getItem(marker)) return;
        sessionStorage.setItem(key, JSON.stringify(session));
        sessionStorage.setItem(marker, '1');
      } catch {
        // A frame without storage (about:blank) shows no storefront.
      }
    },
    { key: SESSION_KEY, marker: STORED_BY_KIT, session },
  );
}
