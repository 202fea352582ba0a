import { useEffect, useState } from 'react';
import type { CustomerServiceRow } from '../../data/db';
import { useCustomerServiceEntries, useMemberInfo } from '../../data/hooks';
import { cryptoWorker } from '../../lib/cryptoWorker';
import { showAlert, showNotice } from '../../ui/notices';
import { entryTitle, selectEntriesForLabel } from './selectEntries';

export interface CustomerServiceTarget {
  title: string;
  url: string;
}

/** Decrypts the entries in the worker; entries that fail to decrypt are left out. */
export async function decryptTargets(
  entries: readonly CustomerServiceRow[],
  signal?: AbortSignal,
): Promise<CustomerServiceTarget[]> {
  const urls = await cryptoWorker.call(
    (api) => api.decryptCustomerServicePaths(entries.map((entry) => entry.path)),
    signal,
  );
  return entries.flatMap((entry, index) => {
    const url = urls[index];
    return url ? [{ title: entryTitle(entry, index), url }] : [];
  });
}

/**
 * The customer-service addresses this player may use, decrypted in the worker ahead of the tap so
 * that opening one is synchronous (a window opened after an await is blocked as a popup).
 * `undefined` while decrypting.
 */
export function useCustomerServiceTargets(): CustomerServiceTarget[] | undefined {
  const entries = useCustomerServiceEntries();
  const member = useMemberInfo();
  const labelId = member === undefined ? undefined : (member?.clubLabel?.labelId ?? null);
  const [targets, setTargets] = useState<CustomerServiceTarget[]>();
  useEffect(() => {
    if (entries === undefined || labelId === undefined) return;
    const controller = new AbortController();
    decryptTargets(selectEntriesForLabel(entries, labelId), controller.signal).then(
      setTargets,
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Customer service unavailable', error);
        setTargets([]);
      },
    );
    return () => controller.abort();
  }, [entries, labelId]);
  return targets;
}

function openTarget(target: CustomerServiceTarget) {
  const url = new URL(target.url, window.location.origin).toString();
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** Spec §2: one entry opens directly; several open an action sheet. */
export function openCustomerService(targets: CustomerServiceTarget[] | undefined) {
  if (!targets || targets.length === 0) {
    showAlert({ key: 'status.no_customer_service' });
    return;
  }
  const [only] = targets;
  if (targets.length === 1 && only) {
    openTarget(only);
    return;
  }
  showNotice({
    kind: 'sheet',
    title: { key: 'status.online_customer_service' },
    actions: targets.map((target) => ({
      label: { literal: target.title },
      onSelect: () => openTarget(target),
    })),
  });
}
