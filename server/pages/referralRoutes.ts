// Invite friends (docs/api.md "Invite friends"): the programme for everyone, and for a member
// their referral code, invitation link (src/common/pages/referral.ts), invited friends (masked)
// and earnings. A friend is anyone who registered with the member's code (`referralCode`, which
// the registration page takes from `r`); they qualify with a first deposit of the minimum.
import { PAGE_PATHS } from '../../src/common/pages/pageApi.ts';
import { inviteLink, MAX_FRIENDS_LISTED } from '../../src/common/pages/referral.ts';
import { addAmounts } from '../../src/common/money.ts';
import { maskAccountName } from '../../src/common/validators.ts';
import { ok, type AuthCall, type AuthRoute } from '../auth/call.ts';
import type { Member } from '../auth/members.ts';
import { publicOrigin } from '../downloads.ts';
import { openMemberContext, type MemberContext } from '../member/context.ts';
import { currencyOf } from '../merchants/cashier.ts';
import { promotionsOf } from '../merchants/promotions.ts';
import { memberPromotionsValue } from '../wps/promotions.ts';
import { referralContentOf } from './content/referralContent.ts';
import { contentLanguageOf } from './contentLanguageOf.ts';
import { pagesOf } from './pageBook.ts';
import { agentCodeOf, friendsOf, referralCodeOf } from './referralCodes.ts';

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

/** When a friend's first approved deposit of at least the minimum was made; null before. */
export function qualifiedAt(context: MemberContext, friend: Member): number | null {
  const { minFirstDeposit } = referralContentOf(context.merchant.merchantCode).programme;
  const book = context.store.allBooks().find((candidate) => candidate.memberId === friend.id);
  const first = book?.transactions
    .filter((t) => t.type === 'deposit' && t.status === 'approved')
    .sort((a, b) => a.createdAt - b.createdAt)[0];
  return first && first.amount >= minFirstDeposit ? (first.settledAt ?? first.createdAt) : null;
}

async function memberPart(context: MemberContext, call: AuthCall) {
  const pages = await pagesOf(context);
  const { merchant, session } = context;
  const code = merchant.merchantCode;
  const { rewardPerFriend } = referralContentOf(code).programme;
  const { decimals } = currencyOf(code);
  const referralCode = referralCodeOf(code, session.member.id);
  // An agent's links carry their own affiliate code; a member's the one they came with.
  const affiliateCode = agentCodeOf(session.member) ?? session.member.affiliateCode ?? null;
  const friends = [
    ...friendsOf(session.store.all(), referralCode).map((friend) => ({
      name: maskAccountName(friend.account),
      registeredAt: Date.parse(friend.regDate),
      qualifiedAt: qualifiedAt(context, friend),
    })),
    ...pages.demoFriends,
  ]
    .sort((a, b) => b.registeredAt - a.registeredAt)
    .map((friend) => ({
      name: friend.name,
      registeredAt: iso(friend.registeredAt)!,
      qualifiedAt: iso(friend.qualifiedAt),
      state: friend.qualifiedAt === null ? ('registered' as const) : ('qualified' as const),
      earned: friend.qualifiedAt === null ? 0 : rewardPerFriend,
    }));
  const qualified = friends.filter((friend) => friend.state === 'qualified').length;
  const personal = memberPromotionsValue(code, session.member.account).find(
    (promotion) => promotion.key === 'REFERRAL',
  );
  return {
    enabled: personal?.enabled ?? false,
    referralCode,
    affiliateCode,
    link: inviteLink(publicOrigin(call.req), { referralCode, affiliateCode }),
    friends: friends.slice(0, MAX_FRIENDS_LISTED),
    totals: {
      friends: friends.length,
      qualified,
      earned: friends.reduce((sum, friend) => addAmounts(sum, friend.earned, decimals), 0),
    },
  };
}

async function referral(call: AuthCall) {
  const context = call.session ? await openMemberContext(call) : null;
  // A member's own merchant, not the header's: their code belongs to it.
  const merchant = context?.merchant ?? call.merchant;
  const code = merchant.merchantCode;
  const { programme } = referralContentOf(code);
  const languages = Object.keys(programme.texts);
  const language = contentLanguageOf(call.req, call.query, merchant, languages);
  const texts = programme.texts[language] ?? Object.values(programme.texts)[0]!;
  const site = promotionsOf(code).promotions.find((promotion) => promotion.key === 'REFERRAL');
  return ok({
    enabled: site?.enabled ?? false,
    programme: {
      ...currencyOf(code),
      rewardPerFriend: programme.rewardPerFriend,
      minFirstDeposit: programme.minFirstDeposit,
      commissionPercent: programme.commissionPercent,
      language,
      steps: texts.steps,
      rules: texts.rules,
    },
    member: context ? await memberPart(context, call) : null,
  });
}

export const REFERRAL_ROUTES: Record<string, AuthRoute> = {
  [PAGE_PATHS.referral]: {
    method: 'GET',
    // Spec §2: invite friends is the one public member page; a visitor reads the programme.
    session: 'optional',
    malformed: { success: true, value: { enabled: 'yes', member: { link: 42 } } },
    answer: referral,
  },
};
