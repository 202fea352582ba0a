/**
 * Invite friends (docs/api.md "Invite friends", docs/pages.md): the invitation link and the
 * referral call's answer. The link opens the registration page with the member's referral code
 * as `r` and, when there is one, the affiliate code as `affiliateCode`: the two query names the
 * landing capture stores (MC_REGISTER_INFO) and the registration page reads
 * (`attributionOf` in src/features/auth/registration.ts), and that navigation keeps (spec §2).
 */
import * as v from 'valibot';
import { CurrencyCode, Decimals, IsoDateTime, Money, WholeNumber } from '../member-schemas';

export const INVITE_PATH = '/m/register';
export const REFERRAL_CODE_PARAM = 'r';
export const AFFILIATE_CODE_PARAM = 'affiliateCode';

/** Upper-case letters and digits, 6 to 12: easy to read out and to type. */
export const REFERRAL_CODE = /^[A-Z0-9]{6,12}$/;

export interface InviteCodes {
  referralCode: string;
  affiliateCode: string | null;
}

/** `https://m.example.com/m/register?r=VN7KQ2PX&affiliateCode=AG10002`. */
export function inviteLink(origin: string, codes: InviteCodes): string {
  const url = new URL(INVITE_PATH, origin);
  url.searchParams.set(REFERRAL_CODE_PARAM, codes.referralCode);
  if (codes.affiliateCode) url.searchParams.set(AFFILIATE_CODE_PARAM, codes.affiliateCode);
  return url.toString();
}

/** `registered`: signed up with the code; `qualified`: made a first deposit of at least the minimum. */
export const FRIEND_STATES = ['registered', 'qualified'] as const;

export const ReferralFriendSchema = v.object({
  /** Masked (`ng****an`). */
  name: v.string(),
  registeredAt: IsoDateTime,
  qualifiedAt: v.nullable(IsoDateTime),
  state: v.picklist(FRIEND_STATES),
  /** What the member earned from this friend so far. */
  earned: Money,
});
export type ReferralFriend = v.InferOutput<typeof ReferralFriendSchema>;

export const ReferralSchema = v.object({
  /** The site-wide REFERRAL promotion (spec §5); the page says "coming soon" when off. */
  enabled: v.boolean(),
  programme: v.object({
    currency: CurrencyCode,
    decimals: Decimals,
    /** Paid when a friend qualifies. */
    rewardPerFriend: Money,
    /** The smallest first deposit that qualifies a friend. */
    minFirstDeposit: Money,
    /** Of the friends' valid bets, paid daily: 0.5 = 0.5 %. */
    commissionPercent: Money,
    /** The language `steps` and `rules` are in (the asked one or a fallback). */
    language: v.string(),
    /** How it works, in three or four short steps. */
    steps: v.array(v.string()),
    /** The terms, one sentence each. */
    rules: v.array(v.string()),
  }),
  /** Null for a visitor. */
  member: v.nullable(
    v.object({
      /** The member's own REFERRAL promotion (spec §5): off means the page offers no link. */
      enabled: v.boolean(),
      referralCode: v.pipe(v.string(), v.regex(REFERRAL_CODE)),
      affiliateCode: v.nullable(v.string()),
      /** `inviteLink()` on the origin the member uses. */
      link: v.pipe(v.string(), v.url()),
      /** Newest first, at most `MAX_FRIENDS_LISTED`. */
      friends: v.array(ReferralFriendSchema),
      totals: v.object({ friends: WholeNumber, qualified: WholeNumber, earned: Money }),
    }),
  ),
});
export type Referral = v.InferOutput<typeof ReferralSchema>;

export const MAX_FRIENDS_LISTED = 100;
