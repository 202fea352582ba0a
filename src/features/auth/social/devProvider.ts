import * as v from 'valibot';
import { read, remove, write } from '../../../lib/storage';
import { pathOf } from '../../../app/paths';
import { SOCIAL_CHANNELS, type SocialChannel } from './environment';
import {
  IdentityError,
  pendingRedirect,
  type Identity,
  type IdentityProvider,
} from './identityProvider';

/** The reference backend's stand-in for Firebase Auth (docs/api.md, docs/qa.md). */
const AUTHORIZE_PATH = '/dev-idp/authorize';
/** Spec §9 (third party): the auth popup's size, and how long a closed popup may still answer. */
const POPUP_FEATURES = 'popup,width=500,height=600';
const CLOSED_GRACE_MS = 8000;

const ResultSchema = v.object({
  type: v.optional(v.literal('DEV_IDP_RESULT')),
  state: v.string(),
  channel: v.optional(v.picklist(SOCIAL_CHANNELS)),
  idToken: v.optional(v.string()),
  error: v.optional(v.string()),
});

function toIdentity(result: v.InferOutput<typeof ResultSchema>, channel: SocialChannel): Identity {
  if (result.error || !result.idToken) {
    throw new IdentityError(result.error ?? 'auth/internal-error');
  }
  return { channel: result.channel ?? channel, idToken: result.idToken };
}

function authorizeUrl(channel: SocialChannel, mode: 'popup' | 'redirect', state: string) {
  const url = new URL(AUTHORIZE_PATH, window.location.origin);
  url.search = new URLSearchParams({
    channel,
    mode,
    state,
    origin: window.location.origin,
    redirect_uri: `${window.location.origin}${pathOf('login')}`,
  }).toString();
  return url;
}

function popupSignIn(channel: SocialChannel): Promise<Identity> {
  const state = crypto.randomUUID();
  const url = authorizeUrl(channel, 'popup', state);
  const popup = window.open(url, 'dev-idp', POPUP_FEATURES);
  if (!popup) return Promise.reject(new IdentityError('auth/popup-blocked'));
  return new Promise((resolve, reject) => {
    let closedAt: number | undefined;
    const finish = () => {
      window.removeEventListener('message', onMessage);
      clearInterval(watch);
    };
    const onMessage = (event: MessageEvent) => {
      // Only the provider's own page, answering this request, is listened to.
      if (event.origin !== url.origin) return;
      const parsed = v.safeParse(ResultSchema, event.data);
      if (!parsed.success || parsed.output.state !== state) return;
      finish();
      try {
        resolve(toIdentity(parsed.output, channel));
      } catch (error) {
        reject(error);
      }
    };
    const watch = setInterval(() => {
      if (!popup.closed) return;
      closedAt ??= Date.now();
      if (Date.now() - closedAt >= CLOSED_GRACE_MS) {
        finish();
        reject(new IdentityError('auth/popup-closed-by-user'));
      }
    }, 250);
    window.addEventListener('message', onMessage);
  });
}

export const devProvider: IdentityProvider = {
  async signIn(channel, mode) {
    if (mode === 'popup') return popupSignIn(channel);
    const state = crypto.randomUUID();
    write(pendingRedirect, { state, channel });
    window.location.assign(authorizeUrl(channel, 'redirect', state));
    return null;
  },

  async resumeRedirect() {
    const expected = read(pendingRedirect);
    const hash = new URLSearchParams(window.location.hash.slice(1)).get('devIdp');
    if (!expected || !hash) return null;
    remove(pendingRedirect);
    // The token must not stay in the address bar or history.
    window.history.replaceState(
      window.history.state,
      '',
      window.location.pathname + window.location.search,
    );
    let data: unknown;
    try {
      data = JSON.parse(hash);
    } catch {
      throw new IdentityError('auth/internal-error');
    }
    const parsed = v.safeParse(ResultSchema, data);
    if (!parsed.success || parsed.output.state !== expected.state) {
      throw new IdentityError('auth/internal-error');
    }
    return toIdentity(parsed.output, expected.channel);
  },
};
