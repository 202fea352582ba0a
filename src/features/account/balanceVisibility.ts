import * as v from 'valibot';
import { useSyncExternalStore } from 'react';
import { BALANCE_HIDDEN_KEY } from '../../common/storageKeys';
import { read, remove, storageEntry, write } from '../../lib/storage';

/** The eye toggle's choice, remembered on this device for every member who uses it. */
const balanceHidden = storageEntry(BALANCE_HIDDEN_KEY, 'local', v.literal('1'));

const listeners = new Set<() => void>();

export function isBalanceHidden() {
  return read(balanceHidden) === '1';
}

export function setBalanceHidden(hidden: boolean) {
  if (hidden) write(balanceHidden, '1');
  else remove(balanceHidden);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether amounts are hidden; every view showing the balance follows a toggle at once. */
export function useBalanceHidden() {
  return useSyncExternalStore(subscribe, isBalanceHidden);
}
