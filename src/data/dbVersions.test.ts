import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { SAMPLE_ROWS, SHIPPED_VERSIONS } from '../../tests/storefront-db-history.ts';
import { StorefrontDb } from './db';

/** The member rows of before version 9: one 'current' row that no member id names. */
const CLEARED_BELOW_9 = ['memberInfo', 'rankProgress', 'counters'];
const REMOVED = ['outbox', 'pages'];

/** A database as a build of `version` left it: Dexie with the versions that build declared. */
function shippedBuild(name: string, version: number) {
  const old = new Dexie(name);
  for (const [number, stores] of SHIPPED_VERSIONS) {
    if (number <= version) old.version(number).stores(stores);
  }
  return old;
}

/** That database, with one row in each of its tables; returns the tables' names. */
async function shippedDatabase(name: string, version: number) {
  const old = shippedBuild(name, version);
  await old.open();
  await Promise.all(old.tables.map((table) => table.put(SAMPLE_ROWS[table.name])));
  const tables = old.tables.map((table) => table.name);
  old.close();
  return tables;
}

/** What IndexedDB itself holds: version, stores, keys and indexes, in a comparable form. */
function layout(database: IDBDatabase) {
  const names = [...database.objectStoreNames].sort();
  const transaction = database.transaction(names, 'readonly');
  const stores = names.map((name) => {
    const store = transaction.objectStore(name);
    const indexes = [...store.indexNames].sort().map((indexName) => {
      const index = store.index(indexName);
      return [indexName, index.keyPath, index.unique, index.multiEntry];
    });
    return { name, keyPath: store.keyPath, autoIncrement: store.autoIncrement, indexes };
  });
  return { version: database.version, stores };
}

async function layoutOf(database: Dexie) {
  await database.open();
  const result = layout(database.backendDB());
  database.close();
  await Dexie.delete(database.name);
  return result;
}

/** Version 15 as its build made it: what this build must leave behind, from any version. */
const VERSION_15 = await layoutOf(shippedBuild('storefront-shipped-15', 15));

const opened: string[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((name) => Dexie.delete(name)));
});

describe('the database any build left behind, opened by this one', () => {
  it('a fresh install is version 15 as its build made it: every table but the removed ones', async () => {
    expect(VERSION_15.version).toBe(150);
    expect(VERSION_15.stores.map((store) => store.name)).toEqual(
      Object.keys(SAMPLE_ROWS)
        .filter((name) => !REMOVED.includes(name))
        .sort(),
    );
    expect(await layoutOf(new StorefrontDb('storefront-fresh'))).toEqual(VERSION_15);
  });

  it.each([1, 3, 4, 8, 9, 13, 14, 15])(
    'from version %i: the layout of version 15, the rows kept that should be',
    async (version) => {
      const name = `storefront-from-${version}`;
      opened.push(name);
      const before = await shippedDatabase(name, version);

      const upgraded = new StorefrontDb(name);
      await upgraded.open();
      // Version 15's stores, keys and indexes, at version 15: a database that was at 15 opens
      // without an upgrade (a declared schema that differs would make Dexie raise the version).
      expect(layout(upgraded.backendDB())).toEqual(VERSION_15);

      for (const table of upgraded.tables) {
        const rows = await table.toArray();
        const kept = before.includes(table.name);
        const cleared = version < 9 && CLEARED_BELOW_9.includes(table.name);
        expect(rows, table.name).toEqual(kept && !cleared ? [SAMPLE_ROWS[table.name]] : []);
      }
      upgraded.close();
    },
  );
});
