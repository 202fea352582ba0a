import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { currentLanguage } from '../i18n';
import { db } from './db';
import { useMemberRow } from './hooks';
import { publicPageKey } from './sync/pages';

/**
 * What the pages read (docs/pages.md): the stored answers, checked again on the way out (a row an
 * older build wrote is not trusted). `undefined` while reading, null when nothing usable is stored.
 */

export function usePublicPage<TSchema extends v.GenericSchema>(
  resource: string,
  schema: TSchema,
): v.InferOutput<TSchema> | null | undefined {
  // The answer is per language: a language change reads (and the page syncs) another row.
  useTranslation();
  const key = publicPageKey(resource, currentLanguage());
  const answer = useLiveQuery(
    async () => ({ key, row: (await db.publicPages.get(key)) ?? null }),
    [key],
  );
  if (answer?.key !== key) return undefined;
  const parsed = v.safeParse(schema, answer.row?.value);
  return parsed.success ? parsed.output : null;
}

export function useMemberPage<TSchema extends v.GenericSchema>(
  resource: string,
  schema: TSchema,
): v.InferOutput<TSchema> | null | undefined {
  return useMemberRow(async (key) => {
    const row = await db.memberPages.get(key);
    const parsed = v.safeParse(schema, row?.pages[resource]?.value);
    return parsed.success ? (parsed.output as v.InferOutput<TSchema>) : undefined;
  });
}

/** When this device first read the news, and the items it opened since (news read state). */
export function useNewsReadState() {
  return useLiveQuery(async () => {
    const [first, read] = await Promise.all([
      db.syncState.get('newsFirstSync'),
      db.newsRead.toArray(),
    ]);
    return { firstSyncAt: first?.fetchedAt ?? null, read: new Set(read.map((row) => row.id)) };
  });
}

/** This tab's member's feedback that the server has not listed yet, newest first. */
export function useFeedbackOutbox() {
  return useMemberRow(async (key) =>
    (await db.feedbackOutbox.where('member').equals(key).toArray()).sort(
      (a, b) => b.createdAt - a.createdAt,
    ),
  );
}
