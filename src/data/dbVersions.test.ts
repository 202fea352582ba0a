import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { StorefrontDb } from './db';

type Stores = Record<string, string | null>;

/**
 * Every schema the app has shipped, as its builds declared it (`.version(n).stores(...)`, each
 * one a change to the one before). Installed databases are at one of these versions, so an entry
 * never changes; each schema change adds one.
 */
const SHIPPED_VERSIONS: readonly (readonly [number, Stores])[] = [
  [
    1,
    {
      siteStatus: 'key',
      whitelabel: 'code',
      mobileTemplate: 'merchantCode',
      customerService: 'position',
      banners: 'id, groupName, position',
      announcements: 'key, kind, position',
      countries: 'countryCode, position',
      countrySettings: 'key',
      counters: 'key',
      memberInfo: 'key',
      games: 'id, position',
      promotions: 'id, position',
      outbox: 'eventId, createdAt, nextAttemptAt',
      syncState: 'resource',
    },
  ],
  [2, { rankProgress: 'key' }],
  [3, { vault: 'key' }],
  [4, { outbox: null }],
  [7, { domains: 'position' }],
  [8, { downloadSettings: 'key' }],
  [9, { memberPromotions: 'key' }],
  [10, { depositSettings: 'key', withdrawInfo: 'key' }],
  [11, { balances: 'key', profiles: 'key', transactionHistory: 'key' }],
  [12, { payouts: 'key' }],
  [13, { pages: 'key' }],
  [
    14,
    {
      publicPages: 'key',
      memberPages: 'key',
      newsRead: 'id',
      feedbackOutbox: 'feedbackId, member',
    },
  ],
  [15, { pages: null }],
];

/** One row for every table that ever was, keyed as its table is. */
const ROWS: Record<string, Record<string, unknown>> = {
  siteStatus: { key: 'current', merchantCode: 'M1' },
  whitelabel: { code: 'LOGIN_TYPE', value: 1 },
  mobileTemplate: { merchantCode: 'M1' },
  customerService: { position: 0 },
  banners: { id: 'b1', groupName: 'home', position: 0 },
  announcements: { key: 'marquee:1', kind: 'marquee', position: 0 },
  countries: { countryCode: 'BR', position: 0 },
  countrySettings: { key: 'current' },
  counters: { key: 'current' },
  memberInfo: { key: 'current', account: 'player1' },
  games: { id: 'slots', position: 0 },
  promotions: { id: 7, position: 0 },
  outbox: { eventId: 'e1', createdAt: 1, nextAttemptAt: 1 },
  syncState: { resource: 'home', fetchedAt: 1 },
  rankProgress: { key: 'current' },
  vault: { key: 'login', username: 'player1' },
  domains: { position: 0, domainName: 'a.example' },
  downloadSettings: { key: 'current', domain: 'a.example' },
  memberPromotions: { key: '10001', enabled: { REFERRAL: true } },
  depositSettings: { key: '10001', fetchedAt: 1 },
  withdrawInfo: { key: '10001', fetchedAt: 1 },
  balances: { key: '10001', fetchedAt: 1 },
  profiles: { key: '10001', fetchedAt: 1 },
  transactionHistory: { key: '10001', lists: {} },
  payouts: { key: '10001', fetchedAt: 1 },
  pages: { key: '10001', resources: {} },
  publicPages: { key: 'help:EN', value: {}, fetchedAt: 1 },
  memberPages: { key: '10001', pages: {} },
  newsRead: { id: 3, readAt: 1 },
  feedbackOutbox: { feedbackId: 'f1', member: '10001', state: 'waiting', createdAt: 1 },
};

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
  await Promise.all(old.tables.map((table) => table.put(ROWS[table.name])));
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
      Object.keys(ROWS)
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
        expect(rows, table.name).toEqual(kept && !cleared ? [ROWS[table.name]] : []);
      }
      upgraded.close();
    },
  );
});
