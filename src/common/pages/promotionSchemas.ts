/**
 * The promotion list of `/m/activity` (docs/api.md "Promotion list"): the entries of
 * `MCSFE_getMerchantAvailablePromotions` with the list's fields, `imageUrl`, `startsAt` and
 * `endsAt`, and the categories of `PROMOFE_getPromotionAnnouncementCategory`. As in
 * src/common/promotionSchemas.ts, `redirect` is any string: an unknown one leads nowhere.
 */
import * as v from 'valibot';
import { Id, IsoDateTime } from '../member-schemas';
import { ImageUrl } from './pageFailure';

export const PromotionEntrySchema = v.object({
  id: Id,
  /** Spec §3 availability key (REFERRAL, …). */
  key: v.string(),
  enabled: v.boolean(),
  title: v.string(),
  summary: v.string(),
  /** Plain text; a blank line separates paragraphs. */
  content: v.string(),
  redirect: v.string(),
  externalLink: v.nullable(v.string()),
  promoAnnouncementCategoryIds: v.array(Id),
  /** 750×300 card image. */
  imageUrl: ImageUrl,
  /** The promotion's period; null: open-ended. An entry past `endsAt` is listed as ended. */
  startsAt: v.nullable(IsoDateTime),
  endsAt: v.nullable(IsoDateTime),
});
export type PromotionEntry = v.InferOutput<typeof PromotionEntrySchema>;

export const PromotionEntriesSchema = v.array(PromotionEntrySchema);

export const PromotionCategoriesSchema = v.array(v.object({ id: Id, name: v.string() }));
