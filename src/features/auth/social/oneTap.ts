import { navigate } from 'wouter/use-browser-location';
import { keepQuery } from '../../../app/navigation';
import { pathOf } from '../../../app/paths';
import { db } from '../../../data/db';
import { inNativeApp } from '../../../lib/environment';
import { currentMerchant } from '../../../lib/merchant';
import { readSession } from '../../../lib/session';
import { loadScriptWithFallbacks } from '../../../lib/loadScript';
import { finishLogin } from '../completeLogin';
import { isPrivateBrowsing } from './environment';
import { continueWithIdentity } from './socialLogin';

/** Spec §4: one-tap waits this long after start. */
export const ONE_TAP_DELAY_MS = 500;
const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

interface GoogleIdentity {
  initialize(config: {
    client_id: string;
    callback: (response: { credential: string }) => void;
  }): void;
  prompt(): void;
}
type WithGoogle = Window & { google?: { accounts?: { id?: GoogleIdentity } } };

export interface OneTapConditions {
  /** Whitelabel GOOGLELOGIN3. */
  switchOn: boolean;
  inApp: boolean;
  hasSession: boolean;
  privateBrowsing: boolean;
}

/** Spec §4: only under GOOGLELOGIN3, outside the app, with no session and not in private mode. */
export function mayShowOneTap(conditions: OneTapConditions) {
  return (
    conditions.switchOn &&
    !conditions.inApp &&
    !conditions.hasSession &&
    !conditions.privateBrowsing
  );
}

let started = false;

/** Offers Google one-tap sign-in once per page load, 500 ms after start, when allowed. */
export async function startOneTap() {
  if (started) return;
  started = true;
  await new Promise((resolve) => setTimeout(resolve, ONE_TAP_DELAY_MS));
  const status = await db.siteStatus.get('current');
  const conditions: OneTapConditions = {
    switchOn: (await db.whitelabel.get('GOOGLELOGIN3')) !== undefined,
    inApp: inNativeApp(),
    hasSession: readSession() !== null,
    privateBrowsing: await isPrivateBrowsing(),
  };
  if (!mayShowOneTap(conditions)) return;
  const info = status?.status.info;
  // The development provider knows merchants by code; Google knows the web client id.
  const clientId =
    info?.sms?.identityProvider === 'dev' ? currentMerchant() : info?.sms?.googleWebClientId;
  if (!clientId) return;
  const script = info?.paths.googleIdentityScript ?? GOOGLE_IDENTITY_SCRIPT;
  const google = () => (window as WithGoogle).google?.accounts?.id;
  await loadScriptWithFallbacks([script], () => Boolean(google()), 10_000);
  google()!.initialize({
    client_id: clientId,
    callback: ({ credential }) =>
      void continueWithIdentity(
        { channel: 'google', idToken: credential },
        {
          finish: (result) => finishLogin(result, 'firebase'),
          openLogin: () => navigate(keepQuery(pathOf('login'))),
        },
      ),
  });
  google()!.prompt();
}
