import * as v from 'valibot';
import { get } from '../../api/request';
import { db, type AnnouncementRow } from '../db';
import { validate } from './validate';

/**
 * Spec §3 popup announcement. `forceRead` is our extension of the wire shape (the spec names the
 * rule, not the field): the reader must page through every slide before closing.
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

/** A popup row: the announcements table's shape plus `forceRead` (not indexed, no new version). */
export type PopupRow = AnnouncementRow & {
  kind: 'popup';
  execution: 'A' | 'B' | 'F';
  forceRead: boolean;
};

/** Popup announcements (types PR, spec §7), replaced as a whole beside the marquee rows. */
export async function syncPopups() {
  const value = await get('/wps/relay/MCSFE_getListAnnouncements', {
    alert: false,
    query: { types: 'PR', platform: 'M', category: 'app_download' },
  });
  const popups = validate('popup announcements', PopupListSchema, value);
  const rows: PopupRow[] = popups.map((popup, position) => ({
    ...popup,
    key: `popup:${popup.id}`,
    kind: 'popup',
    position,
  }));
  await db.transaction('rw', db.announcements, db.syncState, async () => {
    await db.announcements.where('kind').equals('popup').delete();
    await db.announcements.bulkPut(rows);
    await db.syncState.put({ resource: 'popups', fetchedAt: Date.now() });
  });
}

/** The stored popups in the server's order; a row written before `forceRead` existed reads false. */
export async function storedPopups(): Promise<PopupRow[]> {
  const rows = await db.announcements.where('kind').equals('popup').sortBy('position');
  return rows.flatMap((row) =>
    row.execution
      ? [
          {
            ...row,
            kind: 'popup' as const,
            execution: row.execution,
            forceRead: 'forceRead' in row && row.forceRead === true,
          },
        ]
      : [],
  );
}
