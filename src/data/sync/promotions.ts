import { get } from '../../api/request';
import { readSession } from '../../lib/session';
import { db } from '../db';
import {
  MemberAvailabilitySchema,
  PromotionCategoryListSchema,
  PromotionListSchema,
  type PromotionRecord,
} from '../promotionSchemas';
import { syncRankProgress } from './member';
import { validate } from './validate';

/** No session is sent: the merchant's list is the same for everyone (spec §7). */
export const MERCHANT_PROMOTIONS_PATH = '/wps/relay/MCSFE_getMerchantAvailablePromotions';
export const PROMOTION_CATEGORIES_PATH = '/wps/relay/PROMOFE_getPromotionAnnouncementCategory';
/** Protected: the signed-in member's own availability (docs/promotions.md). */
export const MEMBER_PROMOTIONS_PATH = '/wps/relay/MCSFE_getAvailablePromotions';

async function fetchMemberAvailability() {
  const value = await get(MEMBER_PROMOTIONS_PATH, { alert: false });
  return validate('member promotions', MemberAvailabilitySchema, value);
}

/**
 * The promotions with their categories and, for a member, the member's own switch per key, written
 * as a whole in one transaction. The member's part is optional: when only it fails, the switches
 * already stored are kept. A visitor's refresh drops them, so a member's switch never outlives
 * the member's session on the next home visit.
 */
export async function syncPromotionList() {
  const signedIn = Boolean(readSession()?.token);
  const [promotions, categories, personal] = await Promise.all([
    get(MERCHANT_PROMOTIONS_PATH, { alert: false }).then((value) =>
      validate('promotions', PromotionListSchema, value),
    ),
    get(PROMOTION_CATEGORIES_PATH, { alert: false }).then((value) =>
      validate('promotion categories', PromotionCategoryListSchema, value),
    ),
    signedIn
      ? fetchMemberAvailability().catch((error: unknown) => {
          console.warn('Member promotions not refreshed', error);
          return undefined;
        })
      : null,
  ]);
  const categoryById = new Map(categories.map((category) => [String(category.id), category]));
  await db.transaction('rw', db.promotions, db.syncState, async () => {
    const kept = new Map<string, boolean | undefined>();
    if (personal === undefined) {
      for (const row of (await db.promotions.toArray()) as PromotionRecord[]) {
        if (row.key) kept.set(row.key, row.personalEnabled);
      }
    }
    const personalFor = (key: string | undefined): boolean | undefined => {
      if (!key || personal === null) return undefined;
      if (personal === undefined) return kept.get(key);
      return personal.find((entry) => entry.key === key)?.enabled ?? false;
    };
    const rows: PromotionRecord[] = promotions.map((promotion, position) => ({
      ...promotion,
      position,
      categories: promotion.promoAnnouncementCategoryIds.flatMap((id) => {
        const category = categoryById.get(String(id));
        return category ? [category] : [];
      }),
      personalEnabled: personalFor(promotion.key),
    }));
    await db.promotions.clear();
    await db.promotions.bulkPut(rows);
    await db.syncState.put({ resource: 'promotions', fetchedAt: Date.now() });
  });
}

/** What the promotions feature shows: the list, and for a member the VIP rank progress. */
export async function syncPromotions() {
  const parts = [syncPromotionList()];
  if (readSession()?.token) parts.push(syncRankProgress());
  const results = await Promise.allSettled(parts);
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}
