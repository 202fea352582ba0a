import { useLiveQuery } from './liveQuery';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { currentLanguage } from '../i18n';
import { db } from './db';
import { useMemberRow } from './hooks';
import { currentMemberKey } from './memberKey';

/**
 * The pages' last-known answers (docs/pages.md "Where the pages keep what they show"): public
 * ones in `publicPages`, one row per resource and language (the request carries the language);
 * a member's in `memberPages`, one row per member id, so they go with the member's other rows.
 * Stored as they came and checked against their schema when read: a row an older build wrote
 * shows as "nothing stored", never as a crash.
 */

export interface Stored<T> {
  value: T;
  /** When this device stored it (the draw list's clock drift is measured from it). */
  fetchedAt: number;
}

type StoredRow = { value: unknown; fetchedAt: number } | undefined;

function parsed<T extends v.GenericSchema>(schema: T, row: StoredRow) {
  if (!row) return null;
  const result = v.safeParse(schema, row.value);
  return result.success ? { value: result.output, fetchedAt: row.fetchedAt } : null;
}

/** The key of a public page's row: its answer depends on the language asked for. */
export function publicPageKey(resource: string, language: string = currentLanguage()) {
  return `${resource}:${language}`;
}

/** The stored public answer under `key` (publicPageKey), null when none reads. */
export async function readPublicPage<T extends v.GenericSchema>(
  key: string,
  schema: T,
): Promise<Stored<v.InferOutput<T>> | null> {
  return parsed(schema, await db.publicPages.get(key));
}

export function storePublicPage(key: string, value: unknown) {
  return db.publicPages.put({ key, value, fetchedAt: Date.now() });
}

async function readMemberRow<T extends v.GenericSchema>(
  member: string,
  resource: string,
  schema: T,
) {
  return parsed(schema, (await db.memberPages.get(member))?.pages[resource]);
}

/** Writes one of `member`'s answers; `member` is the member who asked, taken before the call. */
export async function storeMemberPage(member: string, resource: string, value: unknown) {
  await db.transaction('rw', db.memberPages, async () => {
    const row = (await db.memberPages.get(member)) ?? { key: member, pages: {} };
    row.pages[resource] = { value, fetchedAt: Date.now() };
    await db.memberPages.put(row);
  });
}

/** This tab's member's stored answer now (null for a visitor or when none is stored). */
export async function readMemberPage<T extends v.GenericSchema>(
  resource: string,
  schema: T,
): Promise<Stored<v.InferOutput<T>> | null> {
  const member = currentMemberKey();
  return member === null ? null : readMemberRow(member, resource, schema);
}

/** A public stored answer in the page's language, live: `undefined` while reading, null for none. */
export function usePublicPage<T extends v.GenericSchema>(
  resource: string,
  schema: T,
): Stored<v.InferOutput<T>> | null | undefined {
  // A language change re-renders, reads another row, and the page syncs that one.
  useTranslation();
  const key = publicPageKey(resource);
  const answer = useLiveQuery(
    async () => ({ key, row: await readPublicPage(key, schema) }),
    [key, schema],
  );
  // A live query keeps its last answer while it reads for a new key: that was another language.
  return answer?.key === key ? answer.row : undefined;
}

/** This tab's member's stored answer, live: `undefined` while reading, null for none (or a visitor). */
export function useMemberPage<T extends v.GenericSchema>(
  resource: string,
  schema: T,
): Stored<v.InferOutput<T>> | null | undefined {
  return useMemberRow((member) => readMemberRow(member, resource, schema));
}
