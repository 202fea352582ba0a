import { navigate } from 'wouter/use-browser-location';
import { tokenRuleOf } from '../../app/merchantHosts';
import { keepQuery } from '../../app/navigation';
import { pathOf } from '../../app/paths';
import { db } from '../../data/db';
import { syncSiteStatus } from '../../data/sync/siteStatus';
import { currentLanguage } from '../../i18n';
import { setAutoLogin } from '../../lib/autoLogin';
import { currentMerchant } from '../../lib/merchant';
import { writeSession } from '../../lib/session';
import { track } from '../tracking';
import { mustChangePassword, redirectAfterLogin, type LoginType } from './afterLogin';
import { forgetRememberedLogin } from './rememberedLogin';
import type { LoginResult } from '../../common/authSchemas';

export type Destination = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

/**
 * Spec §4 login success: store the session, refresh common data, then the forced password change,
 * an allow-listed redirectUrl, or home.
 */
export async function completeLogin(
  result: LoginResult,
  loginType: LoginType,
  password: string | undefined,
): Promise<Destination> {
  writeSession({
    id: result.id,
    token: result.token,
    merchantCode: currentMerchant(),
    userName: result.userName,
    type: result.customerType,
    firstTimeLogin: result.firstTimeLogin,
  });
  setAutoLogin(true);
  syncSiteStatus().catch((error: unknown) => console.warn('Common data not refreshed', error));
  const destination = await destinationAfterLogin(result, loginType, password);
  // Recorded before a redirect can unload the page, and sent as it leaves for another page.
  await track(
    'login',
    { customerId: result.id, customerName: result.userName },
    { leavingPage: destination.kind === 'external' },
  );
  return destination;
}

async function destinationAfterLogin(
  result: LoginResult,
  loginType: LoginType,
  password: string | undefined,
): Promise<Destination> {
  const forceChange = (await db.whitelabel.get('PWDEXPFORCECHANGE3')) !== undefined;
  if (
    mustChangePassword({ result, loginType, password, forceChangeExpiredPassword: forceChange })
  ) {
    return { kind: 'internal', path: pathOf('changePassword') };
  }
  const template = await db.mobileTemplate.toCollection().first();
  const status = await db.siteStatus.get('current');
  const redirect = redirectAfterLogin(
    new URLSearchParams(window.location.search).get('redirectUrl'),
    {
      ...tokenRuleOf(status),
      token: result.token,
      language: currentLanguage(),
      headerColor: template?.parameters.primary_color ?? undefined,
      title: status?.status.info.merchantName ?? document.title,
    },
  );
  return redirect
    ? { kind: 'external', url: redirect }
    : { kind: 'internal', path: pathOf('home') };
}

/** Goes to a login's destination, replacing the login page in history (spec §2). */
export function goTo(destination: Destination) {
  if (destination.kind === 'external') window.location.assign(destination.url);
  else navigate(keepQuery(destination.path), { replace: true });
}

/** Completes a successful login and goes where spec §4 says. */
export async function finishLogin(result: LoginResult, loginType: LoginType, password?: string) {
  goTo(await completeLogin(result, loginType, password));
}

/** Spec §4: any login failure forgets the remembered login and turns auto-login off. */
export async function onLoginFailure() {
  setAutoLogin(false);
  await forgetRememberedLogin();
}
