// Social sign-in (spec §4) against the development identity provider: the login and registration
// payloads carry `firebaseChannel` and `firebaseIdToken`, a token from /dev-idp (server/idp/).
// The token names a person (channel and subject); a member bound to that person signs in as with
// a password, a person bound to nobody must register (or be bound) first.
import { isSocialChannel, type SocialChannel } from '../idp/channels.ts';
import { isOnFor } from '../qa.ts';
import { fail, text, type AuthCall, type Failure } from './call.ts';
import type { Member, MemberStore } from './members.ts';

export interface VerifiedIdentity {
  channel: SocialChannel;
  subject: string;
  email: string;
  name: string;
}

/** Whether QA's `socialLogin` switch is on for the call's merchant. */
export const socialLoginEnabled = (call: AuthCall) =>
  isOnFor(call.scenario.socialLogin, call.merchant.merchantCode);

/** True when the payload is the social variant (spec §3), whatever else it carries. */
export const isSocialPayload = (body: Record<string, unknown>) =>
  body['firebaseIdToken'] !== undefined || body['firebaseChannel'] !== undefined;

/** The person the payload's token names, for the channel the payload claims. */
export function verifiedIdentity(call: AuthCall): VerifiedIdentity | Failure {
  if (!socialLoginEnabled(call)) return fail('login.type.unsupported');
  const channel = text(call.body, 'firebaseChannel');
  if (!isSocialChannel(channel)) {
    return fail(
      'invalid_request',
      null,
      'firebaseChannel must be google, facebook, twitter or line',
    );
  }
  const token = call.body['firebaseIdToken'];
  if (typeof token !== 'string' || token === '') {
    return fail('invalid_request', null, 'firebaseIdToken is required');
  }
  const check = call.auth.identityTokens.verify(token, channel);
  if (!check.ok) return fail('auth/invalid-credential');
  const { sub, email, name } = check.claims;
  return { channel, subject: sub, email, name };
}

/** The member the payload's identity is bound to (login and its second factor). */
export function boundMember(call: AuthCall, store: MemberStore): Member | Failure {
  const identity = verifiedIdentity(call);
  if ('success' in identity) return identity;
  return store.byIdentity(identity.channel, identity.subject) ?? fail('bind_customer_required');
}

/** Our account rules (member-routes.ts): 4 to 20 of letters, digits and _. */
const BASE_MAX = 16; // leaves room for a number up to 9999
const MAX_SUFFIX = 9999;

/**
 * The account of a social registration: the email's local part, lower-cased, accents dropped,
 * anything else turned into "_" (`new.player@…` → `new_player`), then `new_player2`, `…3` while
 * taken. Too short a local part gets the channel added (`al@…` → `al_google`).
 */
export function accountFor(identity: VerifiedIdentity, store: MemberStore): string | null {
  const local = identity.email.split('@')[0] ?? '';
  let base = local
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, BASE_MAX)
    .replace(/_+$/, '');
  if (base.length < 4) {
    base = (base ? `${base}_${identity.channel}` : identity.channel).slice(0, BASE_MAX);
  }
  for (let n = 1; n <= MAX_SUFFIX; n++) {
    const account = n === 1 ? base : `${base}${n}`;
    if (!store.byAccount(account)) return account;
  }
  return null;
}
