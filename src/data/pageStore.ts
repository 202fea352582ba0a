import { useLiveQuery } from 'dexie-react-hooks';
import * as v from 'valibot';
import { db } from './db';
import { useMemberRow } from './hooks';
import { currentMemberKey } from './memberKey';

/**
 * The pages' last-known answers (docs/pages.md "The pages"): a member's in `memberPages` under
 * their id, public ones in `pageCache`. Everything is stored as it came and checked against its
 * schema when read, so a row an older build wrote shows as "nothing stored", never as a crash.
 */

export interface Stored<T> {
  value: T;
  fetchedAt: number;
}

function parsed<T extends v.GenericSchema>(
  schema: T,
  row: { value: unknown; fetchedAt: number } | undefined,
): Stored<v.InferOutput<T>> | null {
  if (!row) return null;
  const result = v.safeParse(schema, row.value);
  return result.success ? { value: result.output, fetchedAt: row.fetchedAt } : null;
}

/** Writes one of `member`'s answers; the key is the member who asked, taken before the call. */
export async function storeMemberResource(member: string, resource: string, value: unknown) {
  await db.transaction('rw', db.memberPages, async () => {
    const row = (await db.memberPages.get(member)) ?? { key: member, resources: {} };
    row.resources = { ...row.resources, [resource]: { value, fetchedAt: Date.now() } };
    await db.memberPages.put(row);
  });
}

/** This tab's member's stored answer now (undefined for a visitor or when none is stored). */
export async function readMemberResource<T extends v.GenericSchema>(
  resource: string,
  schema: T,
): Promise<Stored<v.InferOutput<T>> | null> {
  const member = currentMemberKey();
  if (member === null) return null;
  return parsed(schema, (await db.memberPages.get(member))?.resources[resource]);
}

/** A member's stored answer, live: `undefined` while reading, null for none (or a visitor). */
export function useMemberResource<T extends v.GenericSchema>(resource: string, schema: T) {
  return useMemberRow(async (key) =>
    parsed(schema, (await db.memberPages.get(key))?.resources[resource]),
  );
}

export async function storePublicResource(resource: string, value: unknown) {
  await db.pageCache.put({ key: resource, value, fetchedAt: Date.now() });
}

/** A public stored answer, live: `undefined` while reading, null when none is stored. */
export function usePublicResource<T extends v.GenericSchema>(resource: string, schema: T) {
  return useLiveQuery(async () => parsed(schema, await db.pageCache.get(resource)), [resource]);
}
