import { storedDomainNames, storedCustomerServiceEntries } from '../../data/customerServiceHooks';
import type { CustomerServiceRow } from '../../data/db';
import { storedMemberInfo } from '../../data/hooks';
import { syncCustomerServiceConfig } from '../../data/sync/customerServiceConfig';
import { reportSyncFailure } from '../../api/reportSyncFailure';
import { decryptTargets, type CustomerServiceTarget } from './decryptTargets';
import { resolveAgainstFastestDomain } from './fastestDomain';
import { selectEntriesForLabel } from './selectEntries';

/** Spec §9: domain selection keeps a tap waiting at most this long for the config call. */
export const DOMAIN_SELECTION_WAIT_MS = 10_000;

let configInFlight: Promise<void> | null = null;

/**
 * The config call (spec §7); one at a time per page. Resolves when it settled: a failure keeps
 * the stored entries and domains.
 */
export function refreshConfig(): Promise<void> {
  configInFlight ??= syncCustomerServiceConfig()
    .catch(reportSyncFailure)
    .finally(() => {
      configInFlight = null;
    });
  return configInFlight;
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

/**
 * For a tap that came before the targets were ready: waits for a config call in flight (at most
 * DOMAIN_SELECTION_WAIT_MS), then prepares from the tables. Rejects when decryption fails.
 */
export async function loadHomeTargets(): Promise<CustomerServiceTarget[]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, DOMAIN_SELECTION_WAIT_MS);
  });
  await Promise.race([configInFlight ?? Promise.resolve(), deadline]);
  clearTimeout(timer);
  const [entries, member, domains] = await Promise.all([
    storedCustomerServiceEntries(),
    storedMemberInfo(),
    storedDomainNames(),
  ]);
  return prepareTargets(entries, member?.clubLabel?.labelId ?? null, domains);
}
