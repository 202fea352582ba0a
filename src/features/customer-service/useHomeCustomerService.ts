import { useEffect, useState } from 'react';
import { useDomainNames } from '../../data/customerServiceHooks';
import type { CustomerServiceRow } from '../../data/db';
import { useCustomerServiceEntries, useMemberInfo } from '../../data/hooks';
import { prepareTargets, refreshConfig } from './prepareTargets';
import type { CustomerServiceTarget } from './useCustomerService';

interface Prepared {
  entries: readonly CustomerServiceRow[];
  labelId: string | number | null;
  domains: readonly string[];
  targets: CustomerServiceTarget[];
}

/**
 * The home page's customer-service targets: loads the config call on mount, then keeps the
 * decrypted, label-filtered targets resolved against the fastest domain ready ahead of the tap
 * (a window opened after an await may be blocked as a popup). `undefined` while preparing.
 */
export function useHomeCustomerServiceTargets(): CustomerServiceTarget[] | undefined {
  const entries = useCustomerServiceEntries();
  const member = useMemberInfo();
  const domains = useDomainNames();
  const labelId = member === undefined ? undefined : (member?.clubLabel?.labelId ?? null);
  const [prepared, setPrepared] = useState<Prepared>();
  useEffect(refreshConfig, []);
  useEffect(() => {
    if (entries === undefined || labelId === undefined || domains === undefined) return;
    const controller = new AbortController();
    const done = (targets: CustomerServiceTarget[]) => {
      if (!controller.signal.aborted) setPrepared({ entries, labelId, domains, targets });
    };
    prepareTargets(entries, labelId, domains, controller.signal).then(done, (error: unknown) => {
      if (controller.signal.aborted) return;
      console.warn('Customer service unavailable', error);
      done([]);
    });
    return () => controller.abort();
  }, [entries, labelId, domains]);
  // Targets prepared for other entries or another member are not offered (a tap then prepares).
  if (!prepared || prepared.entries !== entries || prepared.domains !== domains) return undefined;
  return prepared.labelId === labelId ? prepared.targets : undefined;
}
