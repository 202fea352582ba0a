import * as v from 'valibot';
import { useLiveQuery } from './liveQuery';
import { db } from './db';
import { rowsOrUnknown, useMemberRow } from './hooks';
import { PromotionCategorySchema, PromotionSchema } from '../common/promotionSchemas';

/**
 * A row of the `promotions` table: the promotion and its categories. (The member's own switches
 * live in `memberPromotions`; a `personalEnabled` an older build stored is dropped on read.)
 */
const PromotionRecordSchema = v.object({
  ...PromotionSchema.entries,
  position: v.number(),
  categories: v.optional(v.array(PromotionCategorySchema), []),
});
export type PromotionRecord = v.InferOutput<typeof PromotionRecordSchema>;

/** Rows are checked on the way out too: a row an older build wrote is skipped, not trusted. */
function readRows(rows: unknown[]): PromotionRecord[] {
  return rows.flatMap((row) => {
    const parsed = v.safeParse(PromotionRecordSchema, row);
    return parsed.success ? [parsed.output] : [];
  });
}

/**
 * Every stored promotion in the server's order; `null` when none is stored and they were never
 * fetched on this device, `undefined` while IndexedDB is read.
 */
export function useStoredPromotions() {
  return useLiveQuery(() =>
    rowsOrUnknown('promotions', db.promotions, async () =>
      readRows(await db.promotions.orderBy('position').toArray()),
    ),
  );
}

/** Every stored promotion in the server's order; `undefined` while IndexedDB is read. */
export function usePromotions() {
  const promotions = useStoredPromotions();
  return promotions === null ? [] : promotions;
}

/** The member's VIP rank progress (spec §3), or null when none is stored. */
export function useRankProgress() {
  return useMemberRow((key) => db.rankProgress.get(key));
}

/** The member's own availability per promotion key (e.g. REFERRAL), or null when none is stored. */
export function useMemberPromotionSwitches() {
  return useMemberRow(async (key) => (await db.memberPromotions.get(key))?.enabled);
}
