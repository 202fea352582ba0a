import { useEffect, useState } from 'react';
import type { CustomerServiceRow } from '../../data/db';
import { useCustomerServiceEntries, useMemberInfo } from '../../data/hooks';
import { showAlert, showNotice } from '../../ui/notices';
import { decryptTargets, type CustomerServiceTarget } from './decryptTargets';
import { loadHomeTargets } from './prepareTargets';
import { selectEntriesForLabel } from './selectEntries';

export type { CustomerServiceTarget } from './decryptTargets';

interface Prepared {
  entries: readonly CustomerServiceRow[];
  labelId: string | number | null;
  targets: CustomerServiceTarget[];
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
  const [prepared, setPrepared] = useState<Prepared>();
  useEffect(() => {
    if (entries === undefined || labelId === undefined) return;
    const controller = new AbortController();
    decryptTargets(selectEntriesForLabel(entries, labelId), controller.signal).then(
      (targets) => {
        if (!controller.signal.aborted) setPrepared({ entries, labelId, targets });
      },
      // Left unprepared: a tap then prepares again and says what went wrong.
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('Customer service unavailable', error);
      },
    );
    return () => controller.abort();
  }, [entries, labelId]);
  // Targets decrypted for other entries or another member are not offered (a tap then prepares).
  if (!prepared || prepared.entries !== entries) return undefined;
  return prepared.labelId === labelId ? prepared.targets : undefined;
}

function openTarget(target: CustomerServiceTarget) {
  const url = new URL(target.url, window.location.origin).toString();
  window.open(url, '_blank', 'noopener,noreferrer');
}

function showTargets(targets: CustomerServiceTarget[]) {
  if (targets.length === 0) {
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

/**
 * Prepares the targets now (after a config call in flight, spec §4 order) and opens them. A
 * decryption failure fails closed with one message: it is not "no customer service".
 */
export function openWhenPrepared(): Promise<void> {
  return loadHomeTargets().then(showTargets, (error: unknown) => {
    console.warn('Customer service unavailable', error);
    showAlert({ key: 'customer_service.unavailable' });
  });
}

/**
 * Spec §2: one entry opens directly; several open an action sheet; none says so. Targets not
 * ready yet (`undefined`, still decrypting) are prepared first: a tap then never hears "no
 * customer service" for want of waiting.
 */
export function openCustomerService(targets: CustomerServiceTarget[] | undefined) {
  if (targets) showTargets(targets);
  else void openWhenPrepared();
}
