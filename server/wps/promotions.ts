// The promotion relays (spec §7) in the wire shapes of docs/promotions.md. The two public ones are
// routed in server/wps/index.ts; the member's own availability and the rank progress need the
// session and are routed with the sign-in relays (server/auth/relay-routes.ts).
import type { IncomingMessage } from 'node:http';
import { publicOrigin } from '../downloads.ts';
import { promotionsOf } from '../merchants/promotions.ts';
import { pageImageUrl } from '../pages/pageImages.ts';
import type { MerchantFixture } from '../merchants/types.ts';

/**
 * `MCSFE_getMerchantAvailablePromotions`: every promotion of the site, enabled or not, with its
 * card image and period for the promotion list (docs/api.md "Promotion list").
 */
export function merchantPromotionsValue(merchant: MerchantFixture, origin: string) {
  const code = merchant.merchantCode;
  return promotionsOf(code).promotions.map((promotion) => ({
    ...promotion,
    imageUrl: pageImageUrl(origin, merchant, `promo-${promotion.id}.svg`),
    startsAt: promotion.startsAt && new Date(promotion.startsAt).toISOString(),
    endsAt: promotion.endsAt && new Date(promotion.endsAt).toISOString(),
  }));
}

/** `PROMOFE_getPromotionAnnouncementCategory`: the categories promotions refer to. */
export function promotionCategoriesValue(merchant: MerchantFixture) {
  return promotionsOf(merchant.merchantCode).categories.map(({ id, name }) => ({ id, name }));
}

/**
 * `MCSFE_getAvailablePromotions` (protected): the member's own availability per key. A key is on
 * for the member when it is on for the site, except REFERRAL for the accounts listed as off.
 */
export function memberPromotionsValue(merchantCode: string, account: string) {
  const { promotions, referralOff } = promotionsOf(merchantCode);
  return promotions.map(({ key, enabled }) => ({
    key,
    enabled: enabled && !(key === 'REFERRAL' && referralOff.includes(account)),
  }));
}

/** `MCSFE_getPlayerRankProgress`: spec §4, progress is 1 with no label, else completed / total. */
export function rankProgressValue(
  merchantCode: string,
  member: { account: string; clubLabel: { labelId: number | string } | null },
) {
  const label = member.clubLabel;
  if (!label) {
    return {
      currentProgress: 1,
      playerRankProgress: { completedConditions: 0, totalExpectedConditions: 0, labelId: null },
    };
  }
  const counts = promotionsOf(merchantCode).rankProgress[member.account] ?? {
    completedConditions: 0,
    totalExpectedConditions: 1,
  };
  return {
    currentProgress: counts.completedConditions / counts.totalExpectedConditions,
    playerRankProgress: { ...counts, labelId: label.labelId },
  };
}

const ok = (value: unknown) => ({ success: true, value });

/** The public promotion relays, spread into the /wps route table (server/wps/index.ts). */
export const PROMOTION_ROUTES = {
  '/wps/relay/MCSFE_getMerchantAvailablePromotions': {
    answer: ({ req, merchant }: { req: IncomingMessage; merchant: MerchantFixture }) => ({
      body: ok(merchantPromotionsValue(merchant, publicOrigin(req))),
    }),
    malformed: { success: true, value: [{ id: null, redirect: 7, enabled: 'yes' }] },
  },
  '/wps/relay/PROMOFE_getPromotionAnnouncementCategory': {
    answer: ({ merchant }: { merchant: MerchantFixture }) => ({
      body: ok(promotionCategoriesValue(merchant)),
    }),
    malformed: { success: true, value: { categories: 'all' } },
  },
};
