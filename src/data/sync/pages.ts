import type * as v from 'valibot';
import { get } from '../../api/request';
import { currentMemberKey } from '../memberKey';
import { storeMemberResource, storePublicResource } from '../pageStore';
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
