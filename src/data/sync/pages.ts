import type * as v from 'valibot';
import { get, type RequestOptions } from '../../api/request';
import { currentLanguage } from '../../i18n';
import { readSession } from '../../lib/session';
import { db } from '../db';
import { currentMemberKey } from '../memberKey';
import { storeMemberResource, storePublicResource } from '../pageStore';
import { resolveMemberKey } from './member';
import { validate } from './validate';

type Query = Record<string, string | number>;

/**
 * Refreshes one of this tab's member's page answers. Stored under the member who asked, so an
 * answer that lands after a switch of account never shows as the new member's. A failure leaves
 * the stored answer as it was (the page keeps showing it) and rejects.
 */
export async function syncMemberResource(
  resource: string,
  path: string,
  schema: v.GenericSchema,
  query?: Query,
) {
  const member = currentMemberKey();
  if (member === null) return;
  const value = validate(resource, schema, await get(path, { alert: false, query }));
  await storeMemberResource(member, resource, value);
}

/** Refreshes a public page answer (the draw list); a failure keeps the stored one. */
export async function syncPublicResource(
  resource: string,
  path: string,
  schema: v.GenericSchema,
  query?: Query,
) {
  const value = validate(resource, schema, await get(path, { alert: false, query }));
  await storePublicResource(resource, value);
}

/** The key of a public page's row: its answer depends on the language asked for. */
export function publicPageKey(resource: string, language: string = currentLanguage()) {
  return `${resource}:${language}`;
}

/**
 * Fetches a public page's answer (help, news, VIP tiers, the referral programme) and keeps it for
 * offline use; a malformed answer throws and leaves the stored one in place.
 */
export async function syncPublicPage<TSchema extends v.GenericSchema>(
  resource: string,
  path: string,
  schema: TSchema,
  options: RequestOptions = {},
): Promise<v.InferOutput<TSchema>> {
  const key = publicPageKey(resource);
  const value = validate(resource, schema, await get(path, { alert: false, ...options }));
  await db.publicPages.put({ key, value, fetchedAt: Date.now() });
  return value;
}

/**
 * Fetches one of the member's pages (VIP status, referral, agent application, feedback list) and
 * stores it in the member's row; an answer that arrives after this tab's member changed is dropped.
 */
export async function syncMemberPage<TSchema extends v.GenericSchema>(
  resource: string,
  path: string,
  schema: TSchema,
): Promise<void> {
  const token = readSession()?.token;
  if (!token) return;
  const [key, answer] = await Promise.all([resolveMemberKey(), get(path, { alert: false })]);
  const value = validate(resource, schema, answer);
  if (key === null || readSession()?.token !== token) return;
  await db.transaction('rw', db.memberPages, async () => {
    const row = (await db.memberPages.get(key)) ?? { key, pages: {} };
    row.pages[resource] = { value, fetchedAt: Date.now() };
    await db.memberPages.put(row);
  });
}
