/** The parts of a registration this needs; a ServiceWorkerRegistration has them. */
export interface WatchedRegistration extends EventTarget {
  readonly active: object | null;
  readonly waiting: object | null;
  readonly installing: (EventTarget & { readonly state: ServiceWorkerState }) | null;
}

/**
 * Calls `onWaiting` when a newer worker waits for the player's Refresh: one already waiting when
 * this page loads (the update was announced to a tab opened earlier, or the browser found it on
 * its own), or one that finishes installing while the page is open. The first install has no
 * active worker to replace, so it never counts.
 */
export function watchForWaitingWorker(registration: WatchedRegistration, onWaiting: () => void) {
  if (registration.waiting && registration.active) onWaiting();
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      const replacing = registration.active !== null && registration.active !== worker;
      if (worker.state === 'installed' && replacing) onWaiting();
    });
  });
}
