import { navigate } from 'wouter/use-browser-location';
import { ServerError } from '../../api/errors';
import { keepQuery } from '../../app/navigation';
import { pathOf } from '../../app/paths';
import { db } from '../../data/db';
import { isAutoLoginOn } from '../../lib/autoLogin';
import { currentMerchant } from '../../lib/merchant';
import { readSession } from '../../lib/session';
import { completeLogin } from './completeLogin';
import { requestLogin } from './loginApi';
import {
  forgetRememberedLogin,
  readRememberedLogin,
  rememberedPassword,
  type RememberedLogin,
} from './rememberedLogin';

export interface AutoLoginConditions {
  hasSession: boolean;
  query: URLSearchParams;
  /** Whitelabel MOBILEAUTOLOGIN3. */
  merchantAllows: boolean;
  /** The player's setting; `token_ip_different` turns it off. */
  settingOn: boolean;
  remembered: RememberedLogin | null;
  merchant: string | undefined;
}

/** Spec §4: every condition under which auto-login may run. */
export function mayAutoLogin(conditions: AutoLoginConditions): boolean {
  const { remembered } = conditions;
  return (
    !conditions.hasSession &&
    !conditions.query.has('redirectUrl') &&
    !conditions.query.has('backUrl') &&
    conditions.merchantAllows &&
    conditions.settingOn &&
    remembered !== null &&
    remembered.merchant === conditions.merchant &&
    remembered.type !== 'sms'
  );
}

/** Errors during auto-login that mean the remembered login is wrong for good. */
const FORGET_ON = new Set(['login.cred.err', 'not.exists.user']);

let attempted = false;

/** Logs the player in with the remembered login once per page load, when spec §4 allows. */
export async function runAutoLogin() {
  if (attempted) return;
  attempted = true;
  const remembered = await readRememberedLogin();
  const conditions: AutoLoginConditions = {
    hasSession: readSession() !== null,
    query: new URLSearchParams(window.location.search),
    merchantAllows: (await db.whitelabel.get('MOBILEAUTOLOGIN3')) !== undefined,
    settingOn: isAutoLoginOn(),
    remembered,
    merchant: currentMerchant(),
  };
  if (!mayAutoLogin(conditions) || !remembered) return;
  const password = await rememberedPassword(remembered.username);
  if (!password) return;
  try {
    const result = await requestLogin(
      { username: remembered.username, password, type: remembered.type },
      {},
      { alert: false },
    );
    const destination = await completeLogin(result, remembered.type, password);
    // The player stays where they are unless the password must change first.
    if (destination.kind === 'internal' && destination.path === pathOf('changePassword')) {
      navigate(keepQuery(destination.path));
    }
  } catch (error) {
    if (error instanceof ServerError && FORGET_ON.has(error.errorCode ?? '')) {
      await forgetRememberedLogin();
    }
  }
}
