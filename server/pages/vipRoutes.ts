// Member and VIP benefits (docs/api.md "VIP"): the tiers (public) and the member's tier with the
// next tier's conditions. A member's statistics come from the books (deposits, bets, qualified
// friends), except for the labelled demo accounts, whose rank progress is fixed demo data
// (server/merchants/promotions.ts): theirs are fixed too, so the two calls agree.
import { addAmounts } from '../../src/common/money.ts';
import { PAGE_PATHS } from '../../src/common/pages/pageApi.ts';
import { VIP_REQUIREMENTS, type VipRequirement } from '../../src/common/pages/vipSchemas.ts';
import { ok, type AuthRoute } from '../auth/call.ts';
import { withMember } from '../member/account-routes.ts';
import type { MemberContext } from '../member/context.ts';
import { currencyOf } from '../merchants/cashier.ts';
import type { MerchantFixture } from '../merchants/types.ts';
import { localTime } from '../../src/common/pages/drawSchedule.ts';
import { pageSettingsOf } from './content/settings.ts';
import { vipContentOf, type VipStats, type VipTierFixture } from './content/vipContent.ts';
import { pagesOf, type MemberPages } from './pageBook.ts';
import { pageImageUrl } from './pageImages.ts';
import { friendsOf, referralCodeOf } from './referralCodes.ts';
import { qualifiedAt } from './referralRoutes.ts';

export const VIP_LEVELS_MALFORMED = { success: true, value: { tiers: 'gold' } };

function tierValue(origin: string, merchant: MerchantFixture, tier: VipTierFixture) {
  return {
    level: tier.level,
    labelId: tier.labelId,
    name: tier.name,
    color: tier.color,
    badgeUrl: pageImageUrl(origin, merchant, `vip-${tier.level}.svg`),
    requirements: Object.entries(tier.requirements).map(([code, value]) => ({ code, value })),
    benefits: Object.entries(tier.benefits).map(([code, value]) => ({ code, value })),
  };
}

/** `MCSFE_getVipLevels` (public). */
export function vipLevelsValue(merchant: MerchantFixture, origin: string) {
  const code = merchant.merchantCode;
  return {
    ...currencyOf(code),
    tiers: vipContentOf(code).tiers.map((tier) => tierValue(origin, merchant, tier)),
  };
}

function statsFromBooks(context: MemberContext, pages: MemberPages): VipStats {
  const { book, merchant, session } = context;
  const code = merchant.merchantCode;
  const { decimals } = currencyOf(code);
  const { timeZone } = pageSettingsOf(code);
  const deposits = book.transactions.filter((t) => t.type === 'deposit' && t.status === 'approved');
  const bets = book.transactions.filter((t) => t.type === 'bet' && t.status !== 'declined');
  const days = new Set(
    bets.map((t) => {
      const { year, month, day } = localTime(t.createdAt, timeZone).day;
      return `${year}-${month}-${day}`;
    }),
  );
  const friends = friendsOf(session.store.all(), referralCodeOf(code, session.member.id));
  const qualified =
    friends.filter((friend) => qualifiedAt(context, friend) !== null).length +
    pages.demoFriends.filter((friend) => friend.qualifiedAt !== null).length;
  const sum = (items: typeof deposits) =>
    items.reduce((total, t) => addAmounts(total, t.amount, decimals), 0);
  return {
    DEPOSIT_TOTAL: sum(deposits),
    TURNOVER: sum(bets),
    DEPOSIT_COUNT: deposits.length,
    ACTIVE_DAYS: days.size,
    REFERRALS: qualified,
  };
}

function currentTier(
  tiers: VipTierFixture[],
  label: MemberContext['session']['member']['clubLabel'],
) {
  if (!label) return tiers[0]!;
  return (
    tiers.find((tier) => tier.level === label.rankLevel) ??
    tiers.find((tier) => tier.labelId === label.labelId) ??
    tiers[0]!
  );
}

async function vipStatus(context: MemberContext) {
  const pages = await pagesOf(context);
  const { member } = context.session;
  const code = context.merchant.merchantCode;
  const { decimals } = currencyOf(code);
  const content = vipContentOf(code);
  const tier = currentTier(content.tiers, member.clubLabel);
  const next = content.tiers.find((candidate) => candidate.level === tier.level + 1) ?? null;
  const fixed = member.clubLabel ? content.stats[member.account] : undefined;
  const stats = fixed ?? statsFromBooks(context, pages);
  return ok({
    ...currencyOf(code),
    level: tier.level,
    labelId: member.clubLabel?.labelId ?? tier.labelId,
    name: member.clubLabel?.labelName ?? tier.name,
    next: next && {
      level: next.level,
      name: next.name,
      conditions: (Object.keys(VIP_REQUIREMENTS) as VipRequirement[])
        .filter((requirement) => next.requirements[requirement] !== undefined)
        .map((requirement) => {
          const required = next.requirements[requirement]!;
          const current = stats[requirement];
          const met = current >= required;
          const gap = met ? 0 : addAmounts(required, -current, decimals);
          return { code: requirement, required, current, met, gap };
        }),
    },
  });
}

export const VIP_ROUTES: Record<string, AuthRoute> = {
  [PAGE_PATHS.vipStatus]: {
    method: 'GET',
    session: 'required',
    malformed: { success: true, value: { level: 'gold', next: [] } },
    answer: withMember(vipStatus),
  },
};
