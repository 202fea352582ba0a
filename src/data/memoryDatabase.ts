import Dexie from 'dexie';
import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import { replaceDatabase, StorefrontDb } from './db';

/**
 * Every Dexie database of this page in memory from now on: the page's own, replaced at once, and
 * those made later (the tracking outbox is made on first use, after the first render). Loaded only
 * when IndexedDB failed (storageFallback.ts), so its bytes never weigh on a normal visit.
 */
export function switchToMemory() {
  Dexie.dependencies.indexedDB = indexedDB;
  Dexie.dependencies.IDBKeyRange = IDBKeyRange;
  replaceDatabase(new StorefrontDb());
}
