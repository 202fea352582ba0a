import { get } from '../../api/request';
import { db } from '../db';
import { BannerListSchema, MarqueeListSchema } from '../../common/siteSchemas';
import { syncGameLanes } from './lanes';
import { validate } from './validate';

/** Banners of every group (carousel and download-image popup), replaced as a whole. */
export async function syncBanners() {
  const value = await get('/wps/relay/MCSFE_getBanners', {
    alert: false,
    query: { platform: 'M' },
  });
  const banners = validate('banners', BannerListSchema, value);
  await db.transaction('rw', db.banners, db.syncState, async () => {
    await db.banners.clear();
    await db.banners.bulkPut(banners.map((banner, position) => ({ ...banner, position })));
    await db.syncState.put({ resource: 'banners', fetchedAt: Date.now() });
  });
}

/** The announcements marquee (type MQ). Popups (PR): sync/popups.ts, refreshed by the popup. */
export async function syncMarquee() {
  const value = await get('/wps/relay/MCSFE_getListAnnouncements', {
    alert: false,
    query: { types: 'MQ', platform: 'M' },
  });
  const announcements = validate('announcements', MarqueeListSchema, value);
  await db.transaction('rw', db.announcements, db.syncState, async () => {
    await db.announcements.where('kind').equals('marquee').delete();
    await db.announcements.bulkPut(
      announcements.map((announcement, position) => ({
        ...announcement,
        key: `marquee:${announcement.id}`,
        kind: 'marquee' as const,
        position,
      })),
    );
    await db.syncState.put({ resource: 'marquee', fetchedAt: Date.now() });
  });
}

/**
 * Everything the home page shows; each part is kept or replaced on its own. `noBanners` is told at
 * once when the banners could not be fetched and none are stored: the carousel stays empty.
 */
export async function syncHome(noBanners: () => void = () => undefined) {
  const results = await Promise.allSettled([
    syncBanners().catch(async (error: unknown) => {
      if ((await db.banners.count().catch(() => 0)) === 0) noBanners();
      throw error;
    }),
    syncMarquee(),
    syncGameLanes(),
    // Loaded on demand: the home bundle is at its size budget.
    import('./promotions').then(({ syncPromotions }) => syncPromotions()),
  ]);
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}
