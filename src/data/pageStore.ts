import * as v from 'valibot';
import { db } from './db';
import { useMemberRow } from './hooks';
import { currentMemberKey } from './memberKey';
import { useLiveQuery } from 'dexie-react-hooks';

/**
 * The pages' last-known answers (docs/pages.md "The pages") in the `pages` table: a member's in
 * the row of their id (it goes with the member's other rows), public ones in the row `public`.
 * Stored as they came and checked against their schema when read, so a row an older build wrote
 * shows as "nothing stored", never as a crash.
 */

/** The row of the public answers; member ids are never this. */
const PUBLIC_ROW = 'public';

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

async function store(rowKey: string, resource: string, value: unknown) {
  await db.transaction('rw', db.pages, async () => {
    const row = (await db.pages.get(rowKey)) ?? { key: rowKey, resources: {} };
    row.resources = { ...row.resources, [resource]: { value, fetchedAt: Date.now() } };
    await db.pages.put(row);
  });
}

async function read<T extends v.GenericSchema>(rowKey: string, resource: string, schema: T) {
  return parsed(schema, (await db.pages.get(rowKey))?.resources[resource]);
}

/** Writes one of `member`'s answers; the key is the member who asked, taken before the call. */
export function storeMemberResource(member: string, resource: string, value: unknown) {
  return store(member, resource, value);
}

/** This tab's member's stored answer now (null for a visitor or when none is stored). */
export async function readMemberResource<T extends v.GenericSchema>(resource: string, schema: T) {
  const member = currentMemberKey();
  return member === null ? null : read(member, resource, schema);
}

/** A member's stored answer, live: `undefined` while reading, null for none (or a visitor). */
export function useMemberResource<T extends v.GenericSchema>(resource: string, schema: T) {
  return useMemberRow((key) => read(key, resource, schema));
}

export function storePublicResource(resource: string, value: unknown) {
  return store(PUBLIC_ROW, resource, value);
}

/** A public stored answer, live: `undefined` while reading, null when none is stored. */
export function usePublicResource<T extends v.GenericSchema>(resource: string, schema: T) {
  return useLiveQuery(() => read(PUBLIC_ROW, resource, schema), [resource]);
}
