import { useLiveQuery } from 'dexie-react-hooks';
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

/** Carousel banners of the home page, in the server's order. */
export function useHomeBanners() {
  return useLiveQuery(() =>
    db.banners
      .orderBy('position')
      .filter((banner) => banner.groupName === 'm_home')
      .toArray(),
  );
}

export function useMarqueeAnnouncements() {
  return useLiveQuery(() => db.announcements.where('kind').equals('marquee').sortBy('position'));
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
