import { settleWithin } from '../lib/settleWithin';
import { db } from './db';

/**
 * Boot waits this long for IndexedDB to open. A healthy open takes tens of milliseconds, a few
 * hundred on a cheap phone's cold start; some browsers never answer at all (an open blocked by
 * another connection, WebKit's open that hangs until the app is restarted). After 2 s the player
 * is better served by a page that works for this visit than by a spinner.
 */
export const STORAGE_OPEN_TIMEOUT_MS = 2_000;

/**
 * Opens the page's database. When IndexedDB is missing, refuses (private modes, "Internal error
 * opening backing store", a failing or blocked open) or does not answer in time, the page's
 * databases move to memory (memoryDatabase.ts): everything works for the visit, nothing persists.
 */
export async function openStorage(
  timeoutMs = STORAGE_OPEN_TIMEOUT_MS,
): Promise<'persistent' | 'memory'> {
  // Dexie rejects the open itself when the browser has no IndexedDB to offer.
  if (
    await settleWithin(
      db.open().then(() => true),
      timeoutMs,
      false,
    )
  )
    return 'persistent';
  console.warn('IndexedDB did not open: this visit keeps its data in memory');
  (await import('./memoryDatabase')).switchToMemory();
  return 'memory';
}
