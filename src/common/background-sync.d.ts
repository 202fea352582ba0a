// Background Sync is not in TypeScript's DOM or WebWorker libraries. Optional: Firefox and
// Safari have no `sync`, and callers fall back to draining from the page.
interface SyncManager {
  register(tag: string): Promise<void>;
  getTags(): Promise<string[]>;
}

interface ServiceWorkerRegistration {
  readonly sync?: SyncManager;
}
