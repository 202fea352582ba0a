import type { Table } from 'dexie';
import { useLiveQuery } from './liveQuery';
import { useSession } from '../lib/session';
import { db, type MemberInfoRow } from './db';
import { currentMemberKey, memberKeyOf } from './memberKey';

/**
 * The only way views read server data: live queries over the tables, re-rendering when a sync
 * writes. `undefined` means "still reading IndexedDB"; `null` or `[]` means "nothing stored".
 */

export function useSiteStatus() {
  return useLiveQuery(async () => (await db.siteStatus.get('current')) ?? null);
}

export function useMobileTemplate() {
  return useLiveQuery(async () => (await db.mobileTemplate.toCollection().first()) ?? null);
}

/** Whether a whitelabel switch (spec §6, e.g. `CBS3`) is on for this merchant. */
export function useWhitelabelSwitch(code: string) {
  return useLiveQuery(async () => (await db.whitelabel.get(code)) !== undefined, [code]);
}

export function useCustomerServiceEntries() {
  return useLiveQuery(() => db.customerService.orderBy('position').toArray());
}

/**
 * `read`'s rows, or `null` when there are none and `resource` (a `syncState` row) was never
 * fetched on this device: not known yet, and the home page keeps the region's place for it. One
 * transaction with the rows, so a sync's commit never shows the one without the other.
 */
export function rowsOrUnknown<T>(
  resource: string,
  table: Table,
  read: () => Promise<T[]>,
): Promise<T[] | null> {
  return db.transaction('r', table, db.syncState, async () => {
    const [rows, fetched] = await Promise.all([read(), db.syncState.get(resource)]);
    return rows.length === 0 && fetched === undefined ? null : rows;
  });
}

/**
 * Carousel banners of the home page, in the server's order; `null` before the first fetch on
 * this device, `undefined` while reading.
 */
export function useHomeBanners() {
  return useLiveQuery(() =>
    rowsOrUnknown('banners', db.banners, () =>
      db.banners
        .orderBy('position')
        .filter((banner) => banner.groupName === 'm_home')
        .toArray(),
    ),
  );
}

/** The marquee's announcements; `null` before the first fetch on this device. */
export function useMarqueeAnnouncements() {
  return useLiveQuery(() =>
    rowsOrUnknown('marquee', db.announcements, () =>
      db.announcements.where('kind').equals('marquee').sortBy('position'),
    ),
  );
}

export function useCountrySettings() {
  return useLiveQuery(async () => (await db.countrySettings.get('current')) ?? null);
}

/** The merchant's countries for the dialling-code picker, in the server's order. */
export function useCountries() {
  return useLiveQuery(() => db.countries.orderBy('position').toArray());
}

/**
 * The row of this tab's member in a member table (src/data/memberKey.ts): null for a visitor or
 * while the member's id is unknown, `undefined` while reading.
 */
export function useMemberRow<T>(
  read: (key: string) => Promise<T | undefined>,
): T | null | undefined {
  const key = memberKeyOf(useSession());
  const answer = useLiveQuery(
    async () => ({ key, row: key === null ? null : ((await read(key)) ?? null) }),
    [key],
  );
  // A live query keeps its last answer while it reads for new deps: that was another member's.
  return answer?.key === key ? answer.row : undefined;
}

export function useMemberInfo() {
  return useMemberRow((key) => db.memberInfo.get(key));
}

/** This tab's member's info now, for code that is not a view (undefined when none). */
export async function storedMemberInfo(): Promise<MemberInfoRow | undefined> {
  const key = currentMemberKey();
  return key === null ? undefined : db.memberInfo.get(key);
}
