import { useLiveQuery } from 'dexie-react-hooks';
import { db } from './db';

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

export function useMemberInfo() {
  return useLiveQuery(async () => (await db.memberInfo.get('current')) ?? null);
}
