// The people the development identity provider signs in as: the merchant's demo identities
// (`devIdentities` in server/merchants/), each offered with a freshly signed token.
import type { DevIdentity, MerchantFixture } from '../merchants/types.ts';
import type { SocialChannel } from './channels.ts';
import type { IdentityTokens } from './tokens.ts';

export interface OfferedIdentity {
  name: string;
  email: string;
  idToken: string;
}

export function identitiesFor(merchant: MerchantFixture, channel: SocialChannel): DevIdentity[] {
  return merchant.devIdentities.filter((identity) => identity.channel === channel);
}

/** The choices of the sign-in page and of one-tap, with tokens good for ten minutes. */
export function offerIdentities(
  merchant: MerchantFixture,
  channel: SocialChannel,
  tokens: IdentityTokens,
  now = Date.now(),
): OfferedIdentity[] {
  return identitiesFor(merchant, channel).map((identity) => ({
    name: identity.name,
    email: identity.email,
    idToken: tokens.sign(identity, now),
  }));
}
