import * as v from 'valibot';
import { ServerError } from '../../../api/errors';
import { FIREBASE_ARGS_KEY } from '../../../common/storageKeys';
import { db } from '../../../data/db';
import { remove, storageEntry, write } from '../../../lib/storage';
import { showNotice } from '../../../ui/notices';
import { requestSocialLogin } from '../loginApi';
import { requestSocialRegistration } from '../registerApi';
import type { LoginResult } from '../../../common/authSchemas';
import { SOCIAL_CHANNELS } from './environment';
import { IdentityError, type Identity } from './identityProvider';

/** Spec §4: the Firebase arguments kept for the choose dialog, reset on any other error. */
const firebaseArgs = storageEntry(
  FIREBASE_ARGS_KEY,
  'session',
  v.object({ channel: v.picklist(SOCIAL_CHANNELS), idToken: v.string() }),
  { json: true },
);

export interface SocialFlow {
  /** Stores the session and goes home (history replace, spec §2). */
  finish: (result: LoginResult) => Promise<void>;
  /** The choose dialog's 'login_exist_account'. */
  openLogin: () => void;
}

/** Spec §8: the bind message is shown with parenthesised text removed. */
export function withoutParentheses(message: string) {
  return message.replace(/\s*[(（][^)）]*[)）]/g, '').trim();
}

/** Spec §8: a provider error in the player's language, then 'Code:' and, when known, 'Reason:'. */
export function showIdentityError(error: IdentityError) {
  // A newer popup request replaced this one: nothing went wrong.
  if (error.code === 'auth/cancelled-popup-request') return;
  showNotice({
    kind: 'alert',
    title: { key: 'app.notice' },
    text: {
      lines: [
        { key: [`social_errors.${error.code}`, 'social_errors.auth/unknown'] },
        { key: 'social.code', values: { code: error.code } },
        ...(error.reason ? [{ key: 'social.reason', values: { reason: error.reason } }] : []),
      ],
    },
    actions: [],
  });
}

async function register(identity: Identity, flow: SocialFlow) {
  const registered = await requestSocialRegistration(identity);
  remove(firebaseArgs);
  if (registered.login) await flow.finish(registered.login);
}

/**
 * Spec §4 social login: the identity token is posted to login. `bind_customer_required` registers
 * automatically under FIREBASECREATEACC3, else offers the choose dialog; any other error resets the
 * stored Firebase arguments (its message was shown by the error catalogue).
 */
export async function continueWithIdentity(identity: Identity, flow: SocialFlow) {
  try {
    await flow.finish(await requestSocialLogin(identity));
    remove(firebaseArgs);
  } catch (error) {
    if (!(error instanceof ServerError) || error.errorCode !== 'bind_customer_required') {
      remove(firebaseArgs);
      return;
    }
    write(firebaseArgs, identity);
    if ((await db.whitelabel.get('FIREBASECREATEACC3')) !== undefined) {
      await register(identity, flow).catch(() => {});
      return;
    }
    const message = withoutParentheses(error.serverMessage ?? '');
    showNotice({
      kind: 'alert',
      title: { key: 'app.notice' },
      text: message ? { literal: message } : { key: 'social.not_linked' },
      actions: [
        { label: { key: 'social.login_exist_account' }, onSelect: flow.openLogin },
        {
          label: { key: 'social.register_new' },
          onSelect: () => void register(identity, flow).catch(() => {}),
        },
      ],
    });
  }
}
