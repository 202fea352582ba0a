/// <reference lib="webworker" />
import { FEEDBACK_OUTBOX } from '../src/common/pages/feedbackDelivery';

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** The page's database at whatever version it has; null while the page never made the outbox. */
async function openOutbox(): Promise<IDBDatabase | null> {
  const open = indexedDB.open(FEEDBACK_OUTBOX.database);
  // Opening without a version never creates stores: a database the page has not made yet stays
  // empty, and is dropped again so that the page's own first open makes it properly.
  open.onupgradeneeded = () => open.transaction?.abort();
  try {
    const database = await requestResult(open);
    if (database.objectStoreNames.contains(FEEDBACK_OUTBOX.store)) return database;
    database.close();
  } catch {
    // An aborted first open: no database yet.
  }
  return null;
}

/**
 * Marks a row of the page's feedback outbox (src/data/db.ts) with what its delivery found: the
 * open page's live query turns "waiting to send" into sent or failed.
 */
export async function markFeedback(feedbackId: string, change: Record<string, unknown>) {
  const database = await openOutbox();
  if (!database) return;
  try {
    const store = database
      .transaction(FEEDBACK_OUTBOX.store, 'readwrite')
      .objectStore(FEEDBACK_OUTBOX.store);
    const row: unknown = await requestResult(store.get(feedbackId));
    if (typeof row === 'object' && row !== null)
      await requestResult(store.put({ ...row, ...change }));
  } finally {
    database.close();
  }
}
