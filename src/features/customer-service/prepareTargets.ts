import { db, type CustomerServiceRow } from '../../data/db';
import { syncCustomerServiceConfig } from '../../data/sync/customerServiceConfig';
import { reportSyncFailure } from '../home/reportSyncFailure';
import { resolveAgainstFastestDomain } from './fastestDomain';
import { selectEntriesForLabel } from './selectEntries';
import { decryptTargets, type CustomerServiceTarget } from './useCustomerService';

/** Spec §9: domain selection keeps a tap waiting at most this long for the config call. */
export const DOMAIN_SELECTION_WAIT_MS = 10_000;

let configSync: Promise<void> = Promise.resolve();

/** The config call (spec §7); a failure keeps the stored entries and domains. */
export function refreshConfig() {
  configSync = syncCustomerServiceConfig().catch(reportSyncFailure);
}

/** Spec §4's order: decrypt in the worker, keep the member's entries, pick the fastest domain. */
export async function prepareTargets(
  entries: readonly CustomerServiceRow[],
  labelId: string | number | null,
  domains: readonly string[],
  signal?: AbortSignal,
): Promise<CustomerServiceTarget[]> {
  const decrypted = await decryptTargets(selectEntriesForLabel(entries, labelId), signal);
  return resolveAgainstFastestDomain(decrypted, domains);
}

/** For a tap that came before the targets were ready: waits for the config call, then prepares. */
export async function loadHomeTargets(): Promise<CustomerServiceTarget[]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, DOMAIN_SELECTION_WAIT_MS);
  });
  await Promise.race([configSync, deadline]);
  clearTimeout(timer);
  const [entries, member, domains] = await Promise.all([
    db.customerService.orderBy('position').toArray(),
    db.memberInfo.get('current'),
    db.domains.orderBy('position').toArray(),
  ]);
  return prepareTargets(
    entries,
    member?.clubLabel?.labelId ?? null,
    domains.map((row) => row.domainName),
  );
}
