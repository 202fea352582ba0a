import type { CustomerServiceRow } from '../../data/db';
import { cryptoWorker } from '../../lib/cryptoWorker';
import { entryTitle } from './selectEntries';
import { isWebOrSitePath } from '../../common/webAddress';

export interface CustomerServiceTarget {
  title: string;
  url: string;
}

/**
 * Decrypts the entries in the worker. An entry that fails to decrypt is left out; when every one
 * fails, that is a failure (fails closed), not "no customer service".
 */
export async function decryptTargets(
  entries: readonly CustomerServiceRow[],
  signal?: AbortSignal,
): Promise<CustomerServiceTarget[]> {
  if (entries.length === 0) return [];
  const urls = await cryptoWorker.call(
    (api) => api.decryptCustomerServicePaths(entries.map((entry) => entry.path)),
    signal,
  );
  const targets = entries.flatMap((entry, index) => {
    const url = urls[index];
    return url && isWebOrSitePath(url) ? [{ title: entryTitle(entry, index), url }] : [];
  });
  if (targets.length === 0) throw new Error('No customer-service path could be decrypted');
  return targets;
}
