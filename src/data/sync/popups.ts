import { get } from '../../api/request';
import { PopupListSchema } from '../../common/popupSchemas';
import { db, type AnnouncementRow } from '../db';
import { validate } from './validate';

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
