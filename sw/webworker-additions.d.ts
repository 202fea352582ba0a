// The service worker APIs missing from TypeScript's WebWorker library. Background Sync:
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  /** The browser will not retry this sync again if it fails. */
  readonly lastChance: boolean;
}

interface ServiceWorkerGlobalScopeEventMap {
  sync: SyncEvent;
}

// The static routing API (Chromium 123 and later): rules set at install that route a request
// before the worker runs, to the network or to the worker's fetch handler.
interface RouterCondition {
  urlPattern?: URLPattern | URLPatternInit | string;
  requestDestination?: RequestDestination;
}

interface RouterRule {
  condition: RouterCondition;
  source: 'network' | 'cache' | 'fetch-event' | 'race-network-and-fetch-handler';
}

interface InstallEvent extends ExtendableEvent {
  addRoutes?: (rules: RouterRule | RouterRule[]) => Promise<void>;
}
