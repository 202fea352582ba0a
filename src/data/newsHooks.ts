import { useLiveQuery } from './liveQuery';
import { db } from './db';
import { NEWS_FIRST_SYNC } from './sync/news';

/** When this device first read the news, and the items it opened since (news read state). */
export function useNewsReadState() {
  return useLiveQuery(async () => {
    const [first, read] = await Promise.all([
      db.syncState.get(NEWS_FIRST_SYNC),
      db.newsRead.toArray(),
    ]);
    return { firstSyncAt: first?.fetchedAt ?? null, read: new Set(read.map((row) => row.id)) };
  });
}
