import { useEffect, useState } from 'react';
import { useDomainNames } from '../../data/customerServiceHooks';
import type { CustomerServiceRow } from '../../data/db';
import { useCustomerServiceEntries, useMemberInfo } from '../../data/hooks';
import type { CustomerServiceTarget } from './decryptTargets';
import { prepareTargets, refreshConfig } from './prepareTargets';
import { openCustomerService, openWhenPrepared } from './useCustomerService';

interface Prepared {
  entries: readonly CustomerServiceRow[];
  labelId: string | number | null;
  domains: readonly string[];
  targets: CustomerServiceTarget[];
}

/**
 * The home page's customer-service targets: asks the config call on mount and, once it has
 * settled, keeps the decrypted, label-filtered targets resolved against the fastest domain ready
 * ahead of the tap (a window opened after an await may be blocked as a popup). `undefined` while
 * preparing: the entries stored before the config answer may be ones the operator has removed.
 */
function useHomeCustomerServiceTargets(): CustomerServiceTarget[] | undefined {
  const entries = useCustomerServiceEntries();
  const member = useMemberInfo();
  const domains = useDomainNames();
  const labelId = member === undefined ? undefined : (member?.clubLabel?.labelId ?? null);
  const [configSettled, setConfigSettled] = useState(false);
  const [prepared, setPrepared] = useState<Prepared>();
  useEffect(() => {
    let mounted = true;
    void refreshConfig().then(() => mounted && setConfigSettled(true));
    return () => {
      mounted = false;
    };
  }, []);
  useEffect(() => {
    if (!configSettled || entries === undefined || labelId === undefined) return;
    if (domains === undefined) return;
    const controller = new AbortController();
    prepareTargets(entries, labelId, domains, controller.signal).then(
      (targets) => {
        if (!controller.signal.aborted) setPrepared({ entries, labelId, domains, targets });
      },
      // Left unprepared: a tap then prepares again and says what went wrong.
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('Customer service unavailable', error);
      },
    );
    return () => controller.abort();
  }, [configSettled, entries, labelId, domains]);
  // Targets prepared for other entries or another member are not offered (a tap then prepares).
  if (!prepared || prepared.entries !== entries || prepared.domains !== domains) return undefined;
  return prepared.labelId === labelId ? prepared.targets : undefined;
}

/**
 * What a home-page tap on customer service does (the customer-service button, and the referral
 * action when it ends at customer service): the prepared targets at once, else prepare them in
 * the same order (config call, label filter, fastest domain) and then open. `waiting` while so.
 */
export function useCustomerServiceTap() {
  const targets = useHomeCustomerServiceTargets();
  const [waiting, setWaiting] = useState(false);
  const open = () => {
    if (targets) {
      openCustomerService(targets);
    } else if (!waiting) {
      setWaiting(true);
      void openWhenPrepared().finally(() => setWaiting(false));
    }
  };
  return { open, waiting };
}
