import * as v from 'valibot';

/**
 * The promotion relays' shapes (docs/promotions.md). Only `id` is required of a promotion: a
 * backend may list bare availability entries (`key`, `enabled`); those are never drawn. An unknown
 * `redirect` is kept and simply leads nowhere, so one new redirect type cannot empty the list.
 */

const stringOrNumber = v.union([v.string(), v.number()]);
/** Absent or null becomes undefined, which is what the tables hold. */
const text = v.pipe(
  v.optional(v.nullable(v.string())),
  v.transform((value) => value ?? undefined),
);

export const PromotionCategorySchema = v.object({ id: stringOrNumber, name: text });
export const PromotionCategoryListSchema = v.array(PromotionCategorySchema);

export const PromotionSchema = v.object({
  id: stringOrNumber,
  /** Spec §3 availability key, e.g. REFERRAL. */
  key: text,
  enabled: v.optional(v.boolean(), true),
  title: text,
  summary: text,
  content: text,
  redirect: text,
  externalLink: v.optional(v.nullable(v.string()), null),
  promoAnnouncementCategoryIds: v.nullish(v.array(stringOrNumber), []),
});
export const PromotionListSchema = v.array(PromotionSchema);

/** `MCSFE_getAvailablePromotions`: the member's own availability per key. */
export const MemberAvailabilitySchema = v.array(
  v.object({ key: v.string(), enabled: v.boolean() }),
);
