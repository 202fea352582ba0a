// What the storefront keeps in the browser, read (and, for setup, written) from a test: the
// storage keys and databases the kit needs, by name in this one file, and IndexedDB readers that
// never create a database the app has not opened yet.
import type { BrowserContext, Page } from '@playwright/test';
import {
  NOTIFICATION_ASKED_KEY,
  POPUP_ANNOUNCEMENT_KEY,
  SESSION_INFO_KEY,
} from '../../src/common/storageKeys.ts';

// The names come from the storefront's registry (src/common/storageKeys.ts): the session of a
// signed-in tab (spec §3), the announcement popup's memory, the notification question's answer.
export { NOTIFICATION_ASKED_KEY, POPUP_ANNOUNCEMENT_KEY };
export const SESSION_KEY = SESSION_INFO_KEY;

export const APP_DATABASE = 'storefront';
export const TRACKING_DATABASE = 'storefront-tracking';

/** A session as the app stores it after a login (src/features/auth/completeLogin.ts). */
export interface StoredSession {
  id?: string | number;
  token: string;
  merchantCode?: string;
  userName?: string;
  type?: number;
  firstTimeLogin?: boolean;
}

/** The session of this tab, or null. */
export function storedSession(page: Page): Promise<StoredSession | null> {
  return page.evaluate((key) => {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as StoredSession) : null;
  }, SESSION_KEY);
}

/**
 * Stores `value` under `key` in local or session storage before any page of `target` loads, so
 * the app starts with it. Frames without storage (about:blank, a sandboxed page) are skipped: a
 * throw there would fail the test as an uncaught page error.
 */
export async function presetStorage(
  target: Page | BrowserContext,
  area: 'local' | 'session',
  key: string,
  value: string,
) {
  await target.addInitScript(
    ({ area, key, value }) => {
      try {
        (area === 'local' ? localStorage : sessionStorage).setItem(key, value);
      } catch {
        // No storage in this frame, so no app either.
      }
    },
    { area, key, value },
  );
}

type Access = { database: string; store: string } & (
  { mode: 'rows' } | { mode: 'keys' } | { mode: 'patch'; patch: Record<string, unknown> }
);

/**
 * One pass over an object store, in the page. A database or store the app has not made yet reads
 * as empty rather than being created here (which would get in the way of the app's own upgrade).
 */
function accessStore(page: Page, access: Access): Promise<unknown[]> {
  return page.evaluate(async (access) => {
    const known = await indexedDB.databases();
    if (!known.some((database) => database.name === access.database)) return [];
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open(access.database);
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error ?? new Error('IndexedDB open failed'));
    });
    try {
      if (!database.objectStoreNames.contains(access.store)) return [];
      const mode = access.mode === 'patch' ? 'readwrite' : 'readonly';
      const transaction = database.transaction(access.store, mode);
      const store = transaction.objectStore(access.store);
      const request = access.mode === 'keys' ? store.getAllKeys() : store.getAll();
      const result = await new Promise<unknown[]>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result as unknown[]);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'));
      });
      if (access.mode === 'patch') {
        for (const row of result) store.put({ ...(row as object), ...access.patch });
      }
      await new Promise<void>((resolve, reject) => {
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
      });
      return access.mode === 'keys' ? result.map(String) : result;
    } finally {
      database.close();
    }
  }, access);
}

/** Every row of an object store of this page's origin (`storefront` tables, the outbox). */
export async function storedRows<Row>(page: Page, database: string, store: string) {
  return (await accessStore(page, { database, store, mode: 'rows' })) as Row[];
}

/** Every key of an object store, as strings. */
export async function storedKeys(page: Page, database: string, store: string) {
  return (await accessStore(page, { database, store, mode: 'keys' })) as string[];
}

/** Lays `patch` over every row of an object store (e.g. makes every queued event due now). */
export async function patchStoredRows(
  page: Page,
  database: string,
  store: string,
  patch: Record<string, unknown>,
) {
  await accessStore(page, { database, store, mode: 'patch', patch });
}

/**
 * How many tracking events were recorded on this origin and not yet acknowledged by the collector
 * (every tab and the service worker share the outbox); null when the page shows no storefront.
 */
export async function outboxSize(page: Page): Promise<number | null> {
  if (!page.url().startsWith('http')) return null;
  return (await storedKeys(page, TRACKING_DATABASE, 'outbox')).length;
}

/** The names of the events waiting in the outbox, oldest first. */
export async function queuedEventNames(page: Page): Promise<string[]> {
  const rows = await storedRows<{ name: string }>(page, TRACKING_DATABASE, 'outbox');
  return rows.map((row) => row.name);
}
