import { get } from '../../api/request';
import { NewsPageSchema, type NewsPage } from '../../common/pages/contentSchemas';
import { PAGE_PATHS } from '../../common/pages/pageApi';
import { db } from '../db';
import { publicPageKey, readPublicPage, storePublicPage } from '../pageStore';
import { validate } from './validate';

export const NEWS_RESOURCE = 'news';
/** The syncState row that says when this device first read the news (unread counts from it). */
export const NEWS_FIRST_SYNC = 'newsFirstSync';

async function storedNews(key: string): Promise<NewsPage | null> {
  return (await readPublicPage(key, NewsPageSchema))?.value ?? null;
}

function newestFirst(items: NewsPage['items']) {
  return items.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id);
}

/**
 * The news, newest first, kept for offline reading. The first page (no cursor) refreshes the head
 * of the stored list and keeps the older items read before; a cursor adds the next page.
 */
export async function syncNews(cursor?: string): Promise<void> {
  const key = publicPageKey(NEWS_RESOURCE);
  const page = validate(
    'news',
    NewsPageSchema,
    await get(PAGE_PATHS.news, { alert: false, query: { cursor } }),
  );
  await db.transaction('rw', db.publicPages, db.syncState, async () => {
    const stored = await storedNews(key);
    const fresh = new Set(page.items.map((item) => item.id));
    const kept = (stored?.items ?? []).filter((item) => !fresh.has(item.id));
    const items = newestFirst([...page.items, ...kept]);
    const readFurther = !cursor && stored !== null && stored.items.length > page.items.length;
    const nextCursor = readFurther ? stored.nextCursor : page.nextCursor;
    await storePublicPage(key, { ...page, items, nextCursor });
    if (!(await db.syncState.get(NEWS_FIRST_SYNC))) {
      await db.syncState.put({ resource: NEWS_FIRST_SYNC, fetchedAt: Date.now() });
    }
  });
}

/** One item by id (a link from a push or a banner), added to the stored list. */
export async function syncNewsItem(id: number): Promise<boolean> {
  const key = publicPageKey(NEWS_RESOURCE);
  const answer = validate(
    'news item',
    NewsPageSchema,
    await get(PAGE_PATHS.news, { alert: false, query: { id } }),
  );
  const item = answer.items.find((entry) => entry.id === id);
  if (!item) return false;
  await db.transaction('rw', db.publicPages, async () => {
    const stored = (await storedNews(key)) ?? { ...answer, items: [], nextCursor: null };
    if (stored.items.some((entry) => entry.id === id)) return;
    const items = newestFirst([...stored.items, item]);
    await storePublicPage(key, { ...stored, items });
  });
  return true;
}

export function markNewsRead(id: number) {
  return db.newsRead.put({ id, readAt: Date.now() });
}
