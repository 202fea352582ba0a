import { get } from '../../api/request';
import {
  MemberAvailabilitySchema,
  PromotionCategoryListSchema,
  PromotionListSchema,
} from '../../common/promotionSchemas';
import { readSession } from '../../lib/session';
import { db } from '../db';
import type { PromotionRecord } from '../promotionHooks';
import { resolveMemberKey, syncRankProgress } from './member';
import { validate } from './validate';

/** No session is sent: the merchant's list is the same for everyone (spec §7). */
export const MERCHANT_PROMOTIONS_PATH = '/wps/relay/MCSFE_getMerchantAvailablePromotions';
export const PROMOTION_CATEGORIES_PATH = '/wps/relay/PROMOFE_getPromotionAnnouncementCategory';
/** Protected: the signed-in member's own availability (docs/promotions.md). */
export const MEMBER_PROMOTIONS_PATH = '/wps/relay/MCSFE_getAvailablePromotions';

/** The member's own availability; undefined (logged) when it fails: it must not fail the list. */
async function fetchMemberAvailability() {
  try {
    const value = await get(MEMBER_PROMOTIONS_PATH, { alert: false });
    return validate('member promotions', MemberAvailabilitySchema, value);
  } catch (error) {
    console.warn('Member promotions not refreshed', error);
    return undefined;
  }
}

/**
 * The promotions with their categories, written as a whole in one transaction; for a member also
 * the member's own switch per key, in the member's row of `memberPromotions` (a member's switch
 * is never read by another tab's member). When only the member's call fails, the member's stored
 * switches are kept.
 */
export async function syncPromotionList() {
  const token = readSession()?.token;
  const [promotions, categories, memberRow] = await Promise.all([
    get(MERCHANT_PROMOTIONS_PATH, { alert: false }).then((value) =>
      validate('promotions', PromotionListSchema, value),
    ),
    get(PROMOTION_CATEGORIES_PATH, { alert: false }).then((value) =>
      validate('promotion categories', PromotionCategoryListSchema, value),
    ),
    token ? memberSwitchesRow(token) : null,
  ]);
  const categoryById = new Map(categories.map((category) => [String(category.id), category]));
  const rows: PromotionRecord[] = promotions.map((promotion, position) => ({
    ...promotion,
    position,
    categories: promotion.promoAnnouncementCategoryIds.flatMap((id) => {
      const category = categoryById.get(String(id));
      return category ? [category] : [];
    }),
  }));
  await db.transaction('rw', db.promotions, db.memberPromotions, db.syncState, async () => {
    await db.promotions.clear();
    await db.promotions.bulkPut(rows);
    if (memberRow) await db.memberPromotions.put(memberRow);
    await db.syncState.put({ resource: 'promotions', fetchedAt: Date.now() });
  });
}

/** The member's own switches (a key the answer does not list is off), or null when not known. */
async function memberSwitchesRow(token: string) {
  const [key, switches] = await Promise.all([
    resolveMemberKey().catch(() => null),
    fetchMemberAvailability(),
  ]);
  // Dropped when the member's call failed, or this tab's member changed while it was asked.
  if (!switches || key === null || readSession()?.token !== token) return null;
  return {
    key,
    enabled: Object.fromEntries(switches.map((entry) => [entry.key, entry.enabled])),
  };
}

/** What the promotions feature shows: the list, and for a member the VIP rank progress. */
export async function syncPromotions() {
  const parts = [syncPromotionList()];
  if (readSession()?.token) parts.push(syncRankProgress());
  const results = await Promise.allSettled(parts);
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}
