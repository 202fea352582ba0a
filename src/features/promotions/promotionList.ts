import type { PromotionEntry } from '../../common/pages/promotionSchemas';
import type { Viewer } from './referral';

export interface ListContext {
  viewer: Viewer;
  /** Spec §5 "referral shows" for this viewer (referral.ts). */
  referralShown: boolean;
  now: number;
}

export interface ListedPromotion {
  entry: PromotionEntry;
  ended: boolean;
}

const isReferral = (entry: PromotionEntry) =>
  entry.key.toUpperCase() === 'REFERRAL' || entry.redirect.toUpperCase() === 'INVITE_FRIENDS';

/**
 * The promotions `/m/activity` lists (docs/pages.md "Promotions list"): enabled ones with a
 * title; a referral one only where referral shows for this viewer (availability per key, spec
 * §5); a registration offer only to visitors. Running ones first, then those past their end.
 */
export function listedPromotions(
  entries: readonly PromotionEntry[],
  { viewer, referralShown, now }: ListContext,
): ListedPromotion[] {
  const listed = entries.flatMap((entry) => {
    if (!entry.enabled || !entry.title.trim()) return [];
    if (isReferral(entry) && !referralShown) return [];
    if (entry.redirect.toUpperCase() === 'REGISTER' && viewer.signedIn) return [];
    if (entry.startsAt && Date.parse(entry.startsAt) > now) return [];
    return [{ entry, ended: entry.endsAt !== null && Date.parse(entry.endsAt) <= now }];
  });
  return [...listed.filter((item) => !item.ended), ...listed.filter((item) => item.ended)];
}

/** The categories that list at least one promotion, in the categories call's order. */
export function usedCategories<T extends { id: number }>(
  categories: readonly T[],
  listed: readonly ListedPromotion[],
): T[] {
  const used = new Set(listed.flatMap((item) => item.entry.promoAnnouncementCategoryIds));
  return categories.filter((category) => used.has(category.id));
}
