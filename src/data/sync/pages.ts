import type * as v from 'valibot';
import { get, type RequestOptions } from '../../api/request';
import { publicPageKey, storeMemberPage, storePublicPage } from '../pageStore';
import { syncMemberResource } from './member';
import { validate } from './validate';

/**
 * Fetches a public page's answer (help, news, VIP tiers, the draw list, the promotion list…) and
 * keeps it for offline use under the language it was asked in; a malformed or failed answer
 * rejects and leaves the stored one in place.
 */
export async function syncPublicPage<TSchema extends v.GenericSchema>(
  resource: string,
  path: string,
  schema: TSchema,
  options: RequestOptions = {},
): Promise<v.InferOutput<TSchema>> {
  const key = publicPageKey(resource);
  const value = validate(resource, schema, await get(path, { alert: false, ...options }));
  await storePublicPage(key, value);
  return value;
}

/**
 * Fetches one of the member's pages (rewards, missions, mall, VIP status, referral, agent
 * application, feedback list…) into the member's row; an answer that arrives after this tab's
 * member changed is dropped, and a failure leaves the stored answer as it was and rejects.
 */
export function syncMemberPage<TSchema extends v.GenericSchema>(
  resource: string,
  path: string,
  schema: TSchema,
  query?: RequestOptions['query'],
): Promise<void> {
  return syncMemberResource(
    path,
    (answer) => validate(resource, schema, answer),
    (member, value) => storeMemberPage(member, resource, value),
    { query },
  );
}
