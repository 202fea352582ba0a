// The storefront's database (src/data/db.ts) as every build that shipped left it, as data: the
// upgrade tests (src/data/dbVersions.test.ts, tests/e2e/database-upgrade.spec.ts) make old
// databases from it and open them with today's build.

export type Stores = Record<string, string | null>;

/**
 * Every schema the app has shipped, as its builds declared it (`.version(n).stores(...)`, each
 * one a change to the one before). Installed databases are at one of these versions, so an entry
 * never changes; each schema change adds one.
 */
export const SHIPPED_VERSIONS: readonly (readonly [number, Stores])[] = [
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

/**
 * One row for every table that ever was, keyed as its table is. The stored merchant is the
 * reference backend's default, so that a page opening the database clears nothing for a change
 * of merchant.
 */
export const SAMPLE_ROWS: Record<string, Record<string, unknown>> = {
  siteStatus: { key: 'current', merchantCode: 'DEMOVN' },
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

/** The tables a build of `version` had, each with its Dexie spec (primary key, then indexes). */
export function shippedSchema(version: number): Record<string, string> {
  const tables: Stores = {};
  for (const [number, stores] of SHIPPED_VERSIONS) {
    if (number <= version) Object.assign(tables, stores);
  }
  return Object.fromEntries(
    Object.entries(tables).filter((entry): entry is [string, string] => entry[1] !== null),
  );
}
