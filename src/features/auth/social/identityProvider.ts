import * as v from 'valibot';
import { SOCIAL_REDIRECT_KEY } from '../../../common/storageKeys';
import type { SiteInfo } from '../../../common/siteSchemas';
import { storageEntry } from '../../../lib/storage';
import { SOCIAL_CHANNELS, type SocialChannel } from './environment';

export interface Identity {
  channel: SocialChannel;
  idToken: string;
}

/**
 * A redirect sign-in under way, for the page the provider sends the player back to: the channel
 * asked for, and the development provider's `state`.
 */
export const pendingRedirect = storageEntry(
  SOCIAL_REDIRECT_KEY,
  'session',
  v.object({ channel: v.picklist(SOCIAL_CHANNELS), state: v.optional(v.string()) }),
  { json: true },
);

/** A provider's failure, with its `auth/…` code (translated for the player, spec §8). */
export class IdentityError extends Error {
  override readonly name = 'IdentityError';
  constructor(
    readonly code: string,
    readonly reason?: string,
  ) {
    super(code);
  }
}

/** One interface for Firebase and the development provider of the reference backend. */
export interface IdentityProvider {
  /** Popup: resolves with the identity. Redirect: leaves the page; resolves null. */
  signIn(channel: SocialChannel, mode: 'popup' | 'redirect'): Promise<Identity | null>;
  /** After a redirect back to the app: the identity handed over, once; null if none. */
  resumeRedirect(): Promise<Identity | null>;
}

type SmsSettings = NonNullable<SiteInfo['sms']>;

/**
 * The merchant's provider (spec §5: Firebase only when its flag and apiKey are set), loaded on
 * demand: neither provider's code is in the home page's bundle.
 */
export async function identityProviderFor(
  sms: SmsSettings | undefined,
): Promise<IdentityProvider | null> {
  if (sms?.identityProvider === 'dev') return (await import('./devProvider')).devProvider;
  if (sms?.firebase && sms.apiKey) {
    const { createFirebaseProvider } = await import('./firebaseProvider');
    return createFirebaseProvider({
      apiKey: sms.apiKey,
      appId: sms.appId ?? undefined,
      authDomain: sms.authDomain ?? undefined,
      projectId: sms.projectId ?? undefined,
      messagingSenderId: sms.messagingSenderId ?? undefined,
    });
  }
  return null;
}
