import { useSyncExternalStore } from 'react';

let updateAvailable = false;
const listeners = new Set<() => void>();

export function markUpdateAvailable() {
  if (updateAvailable) return;
  updateAvailable = true;
  listeners.forEach((listener) => listener());
}

export function useUpdateAvailable() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => updateAvailable,
  );
}
