import * as v from 'valibot';

/**
 * Spec §3 popup announcement (`MCSFE_getListAnnouncements` with `types=PR`). `forceRead` is our
 * extension of the wire shape (the spec names the rule, not the field): the reader must page
 * through every slide before closing.
 */
export const PopupAnnouncementSchema = v.object({
  id: v.union([v.string(), v.number()]),
  title: v.optional(v.nullable(v.string())),
  content: v.string(),
  promotionType: v.optional(v.nullable(v.string())),
  execution: v.picklist(['A', 'B', 'F']),
  forceRead: v.optional(v.boolean(), false),
});
export const PopupListSchema = v.array(PopupAnnouncementSchema);
