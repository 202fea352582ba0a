import * as v from 'valibot';
import { PromotionCategorySchema, PromotionSchema } from '../common/promotionSchemas';

/**
 * A row of the `promotions` table: the promotion and its categories. (The member's own switches
 * live in `memberPromotions`; a `personalEnabled` an older build stored is dropped on read.)
 */
export const PromotionRecordSchema = v.object({
  ...PromotionSchema.entries,
  position: v.number(),
  categories: v.optional(v.array(PromotionCategorySchema), []),
});
export type PromotionRecord = v.InferOutput<typeof PromotionRecordSchema>;
