import { useLiveQuery } from './liveQuery';
import { db } from './db';

/**
 * The download-image popup's banners (spec §4): m_popup1, then m_popup2; `[]` when none,
 * `undefined` while reading. A module of its own: only the popup's lazy chunk needs it.
 */
export function useDownloadImageBanners() {
  return useLiveQuery(async () => {
    const rows = await db.banners.where('groupName').anyOf('m_popup1', 'm_popup2').toArray();
    return rows.sort((a, b) => a.groupName.localeCompare(b.groupName));
  });
}
