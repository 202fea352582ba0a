import * as v from 'valibot';
import { del, post } from '../../api/request';
import { PUSH_TOKEN_KEY } from '../../common/storageKeys';
import { read, storageEntry } from '../../lib/storage';

/**
 * The push registration token, when this device has one: written by the native app's bridge or by
 * the messaging feature. Without one there is nothing to bind.
 */
const pushTokenEntry = storageEntry(PUSH_TOKEN_KEY, 'local', v.pipe(v.string(), v.minLength(1)));

const pushToken = () => read(pushTokenEntry);

/** Spec §4: a new session binds the push token and subscribes it to topic ALL. */
export async function bindPush() {
  const registrationToken = pushToken();
  if (!registrationToken) return;
  await post('/wps/relay/CSP_fcmBind', { body: { registrationToken }, alert: false });
  await post('/wps/relay/CSP_fcmSubscribe', {
    body: { registrationToken, topic: 'ALL' },
    alert: false,
  });
}

/** Spec §4: an ended session unbinds it, with the token of the session that ended. */
export async function unbindPush(sessionToken: string) {
  const registrationToken = pushToken();
  if (!registrationToken) return;
  await del('/wps/relay/CSP_fcmUnsubscribe', {
    body: { registrationToken, unsubscribeAll: true },
    token: sessionToken,
    alert: false,
  });
}
