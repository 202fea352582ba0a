// The service worker's side of Background Sync, missing from TypeScript's WebWorker library.
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  /** The browser will not retry this sync again if it fails. */
  readonly lastChance: boolean;
}

interface ServiceWorkerGlobalScopeEventMap {
  sync: SyncEvent;
}
