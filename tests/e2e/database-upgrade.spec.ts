import { SAMPLE_ROWS, shippedSchema } from '../storefront-db-history.ts';
import { APP_DATABASE, expect, openHome, storedKeys, storedRows, test } from './fixtures.ts';

// The app declares only the database versions it needs (src/data/db.ts, docs/architecture.md
// "Database versions"): Chromium's own IndexedDB upgrades a database a build of version 3 left,
// the upgrade of version 9 included, while the page boots.

/** Makes the database as a build of version 3 did: Dexie's stores and indexes, one row each. */
function makeOldDatabase(old: {
  name: string;
  schema: Record<string, string>;
  rows: Record<string, Record<string, unknown>>;
}) {
  return new Promise<void>((resolve, reject) => {
    const opening = indexedDB.open(old.name, 30);
    opening.onupgradeneeded = () => {
      for (const [table, spec] of Object.entries(old.schema)) {
        const [primaryKey = '', ...indexes] = spec.split(',').map((part) => part.trim());
        const store = opening.result.createObjectStore(table, { keyPath: primaryKey });
        for (const index of indexes) store.createIndex(index, index);
        store.put(old.rows[table]);
      }
    };
    opening.onsuccess = () => {
      opening.result.close();
      resolve();
    };
    opening.onerror = () => reject(opening.error ?? new Error('IndexedDB open failed'));
  });
}

function databaseVersion(name: string) {
  return indexedDB.databases().then((known) => known.find((base) => base.name === name)?.version);
}

test('a database a version-3 build left opens upgraded: its rows kept, the shared member rows and the old outbox gone', async ({
  page,
}) => {
  // A page of the origin that runs no app, so that the old database is there before the app.
  await page.goto('/m/locales/en.json');
  const schema = shippedSchema(3);
  expect(Object.keys(schema)).toContain('outbox');
  await page.evaluate(makeOldDatabase, { name: APP_DATABASE, schema, rows: SAMPLE_ROWS });

  await openHome(page);

  expect(await page.evaluate(databaseVersion, APP_DATABASE)).toBe(150);
  // The stored merchant is the server's, so nothing was cleared for a change of merchant: the
  // member rows below are gone because of version 9's upgrade, and only because of it.
  const [status] = await storedRows<{ merchantCode: string }>(page, APP_DATABASE, 'siteStatus');
  expect(status?.merchantCode).toBe(SAMPLE_ROWS.siteStatus?.merchantCode);
  for (const table of ['memberInfo', 'rankProgress', 'counters']) {
    expect(await storedKeys(page, APP_DATABASE, table), table).toEqual([]);
  }
  // A remembered login outlives the upgrade; the tracking outbox's old table does not.
  expect(await storedKeys(page, APP_DATABASE, 'vault')).toEqual([SAMPLE_ROWS.vault?.key]);
  const stores = await page.evaluate(
    (name) =>
      new Promise<string[]>((resolve) => {
        const opening = indexedDB.open(name);
        opening.onsuccess = () => {
          resolve([...opening.result.objectStoreNames]);
          opening.result.close();
        };
      }),
    APP_DATABASE,
  );
  expect(stores).not.toContain('outbox');
  expect(stores).toEqual(expect.arrayContaining(['publicPages', 'feedbackOutbox', 'vault']));
});
