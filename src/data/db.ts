import Dexie, { type EntityTable } from 'dexie';
import type { DownloadSettings } from '../common/downloadSettings';
import type {
  Banner,
  CountrySettings,
  CustomerServiceEntry,
  MarqueeAnnouncement,
  MobileTemplate,
  SiteStatus,
} from '../common/siteSchemas';

/** Site status without the parts that live in their own tables. */
export interface SiteStatusRow {
  key: 'current';
  merchantCode: string;
  status: Omit<SiteStatus, 'info'> & {
    info: Omit<
      SiteStatus['info'],
      'customerService' | 'mobileTemplate' | 'whitelabel' | 'whitelabelVal'
    >;
  };
  fetchedAt: number;
}

export interface WhitelabelSwitch {
  code: string;
  value: string | number | null;
}

export interface MobileTemplateRow extends MobileTemplate {
  merchantCode: string;
}

export interface CustomerServiceRow extends CustomerServiceEntry {
  /** Position in the server's list; the action sheet keeps this order. */
  position: number;
}

export interface BannerRow extends Banner {
  position: number;
}

export interface AnnouncementRow extends MarqueeAnnouncement {
  /** `${kind}:${id}`: marquee and popup ids come from different lists. */
  key: string;
  kind: 'marquee' | 'popup';
  position: number;
  execution?: 'A' | 'B' | 'F';
  promotionType?: string | null;
}

export interface CountryRow {
  countryCode: string;
  countryDialingCode: string;
  position: number;
}

export interface CountrySettingsRow extends Omit<CountrySettings, 'countries'> {
  key: 'current';
}

/**
 * The member tables (counters, memberInfo, rankProgress, memberPromotions) hold one row per member,
 * keyed by the member's id (`memberKeyOf`, src/data/memberKey.ts): sessions are per tab, the
 * database is shared by every tab, and a view reads only its own tab's member's row.
 */
export interface CountersRow {
  key: string;
  totalDepositSuccessCount: number;
  totalWithdrawSuccessCount: number;
  fullBankCardList: unknown[];
  fullVirtualWalletList: unknown[];
  fullEWalletList: unknown[];
}

export interface MemberInfoRow {
  key: string;
  id: string | number;
  account: string;
  /** 0, 1, 2 valid members (1 and 2 agents), 4 no chat permission. */
  type: number;
  regDate?: string;
  language?: string;
  clubLabel?: { labelName: string; labelId: string | number; type?: string; rankLevel?: number };
}

/** Spec §4: VIP progress is 1 with no label, else completed / total. */
export interface RankProgressRow {
  key: string;
  completedConditions: number;
  totalExpectedConditions: number;
  labelId: string | number | null;
}

/** The cashier's deposit settings for a member (docs/cashier.md), checked again when read. */
export interface DepositSettingsRow {
  key: string;
  settings: unknown;
  fetchedAt: number;
}

/** The member's balance, withdrawal limits and accounts (docs/cashier.md), checked when read. */
export interface WithdrawInfoRow {
  key: string;
  info: unknown;
  fetchedAt: number;
}

/**
 * Where the member's withdrawals may go and the vouchers they hold (docs/member.md "Cards, Pix,
 * vouchers and the checking state"): each answer as the server gave it, checked when read.
 */
export interface PayoutsRow {
  key: string;
  bankList?: unknown;
  cards?: unknown;
  pixKeys?: unknown;
  vouchers?: unknown;
  fetchedAt: number;
}

/** The member's own availability per promotion key (e.g. REFERRAL), from the member's call. */
export interface MemberPromotionsRow {
  key: string;
  enabled: Record<string, boolean>;
}

export interface GameLaneRow {
  id: string;
  position: number;
  title: string;
  cards: { accountTypeName: string; displayName: string }[];
  gameClassify: { vendor: string; name?: string }[];
  gameCount: number;
}

export interface PromotionRow {
  id: string | number;
  position: number;
  redirect?: string;
  externalLink?: string | null;
  promoAnnouncementCategoryIds?: (string | number)[];
}

/** A remembered login: AES-GCM ciphertext and its non-extractable key (src/features/auth). */
export interface VaultRow {
  key: string;
  cryptoKey: CryptoKey;
  iv: Uint8Array<ArrayBuffer>;
  ciphertext: ArrayBuffer;
  type: 'username' | 'sms';
  username: string;
  merchant: string;
  savedAt: number;
}

/** A domain of the config call's list (spec §3 domain list entry), for the line test. */
export interface DomainRow {
  position: number;
  domainName: string;
}

/** WPSCORE_getDownloadSetting (docs/install.md): the download switches and the app upgrade. */
export interface DownloadSettingsRow {
  key: 'current';
  /** The host the settings were asked for (the domains_switch rule is per host). */
  domain: string;
  settings: DownloadSettings;
  appUpgrade: { latestVersion: string; mandatory: boolean } | null;
  fetchedAt: number;
}

/** The member's balance (`GET /wps/member/balance`), checked again when read. */
export interface BalanceRow {
  key: string;
  balance: unknown;
  fetchedAt: number;
}

/** The member's profile (`GET /wps/member/profile`): avatar, contacts, 2FA, checked when read. */
export interface ProfileRow {
  key: string;
  profile: unknown;
  fetchedAt: number;
}

/** One filter's last-known transaction pages, as the server gave them (checked when read). */
export interface TransactionListRecord {
  items: unknown[];
  nextCursor: string | null;
  total: number;
  fetchedAt: number;
}

/** The member's last-known transaction history, one list per filter (`filterKey`). */
export interface TransactionHistoryRow {
  key: string;
  lists: Record<string, TransactionListRecord>;
}

/**
 * A public page's last answer as it came (src/data/pageStore.ts, checked when read), per
 * language: help, news, VIP tiers, the draw list, the promotion list, a visitor's referral.
 */
export interface PublicPageRow {
  /** `resource:language`, e.g. `help:VI`. */
  key: string;
  value: unknown;
  fetchedAt: number;
}

/**
 * A member's pages' last answers as they came (src/data/pageStore.ts, checked when read): rewards,
 * missions, mall, recently played, VIP status, referral, agent application, feedback list…
 */
export interface MemberPagesRow {
  key: string;
  pages: Partial<Record<string, { value: unknown; fetchedAt: number }>>;
}

/** A news item this device opened (read state is the device's: docs/pages.md "Help and news"). */
export interface NewsReadRow {
  id: number;
  readAt: number;
}

/**
 * A feedback message until the server has it (the service worker marks it in place:
 * FEEDBACK_OUTBOX in common/pages/feedbackDelivery.ts names this table and database): the exact body that is (re)sent, never a token.
 * `sent` rows stay until the member's list shows the message.
 */
export interface FeedbackOutboxRow {
  feedbackId: string;
  /** The writer's member key (memberKey.ts). */
  member: string;
  body: unknown;
  state: 'waiting' | 'sent' | 'failed';
  /** The server's error code when it refused the message for good. */
  failure?: string;
  createdAt: number;
  /** When it was found sent or refused (by this page, another tab or the service worker). */
  settledAt?: number;
}

export interface SyncStateRow {
  resource: string;
  fetchedAt: number;
}

/** The tables as version 9 left them: its upgrade runs on these, and the current schema is built on them. */
const TABLES_AT_VERSION_9 = {
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
  rankProgress: 'key',
  memberPromotions: 'key',
  games: 'id, position',
  promotions: 'id, position',
  syncState: 'resource',
  vault: 'key',
  domains: 'position',
  downloadSettings: 'key',
};

/**
 * Everything the server tells the views, in one IndexedDB database shared by the page and the
 * service worker. For a schema change, give the current version the next number and edit its
 * tables, unless it has an `upgrade()`: then it stays as it is and the next version follows it
 * with the whole schema. Older versions are declared only for their `upgrade()`, never edited
 * (docs/architecture.md "Database versions").
 */
export class StorefrontDb extends Dexie {
  siteStatus!: EntityTable<SiteStatusRow, 'key'>;
  whitelabel!: EntityTable<WhitelabelSwitch, 'code'>;
  mobileTemplate!: EntityTable<MobileTemplateRow, 'merchantCode'>;
  customerService!: EntityTable<CustomerServiceRow, 'position'>;
  banners!: EntityTable<BannerRow, 'id'>;
  announcements!: EntityTable<AnnouncementRow, 'key'>;
  countries!: EntityTable<CountryRow, 'countryCode'>;
  countrySettings!: EntityTable<CountrySettingsRow, 'key'>;
  counters!: EntityTable<CountersRow, 'key'>;
  memberInfo!: EntityTable<MemberInfoRow, 'key'>;
  rankProgress!: EntityTable<RankProgressRow, 'key'>;
  memberPromotions!: EntityTable<MemberPromotionsRow, 'key'>;
  depositSettings!: EntityTable<DepositSettingsRow, 'key'>;
  withdrawInfo!: EntityTable<WithdrawInfoRow, 'key'>;
  payouts!: EntityTable<PayoutsRow, 'key'>;
  games!: EntityTable<GameLaneRow, 'id'>;
  promotions!: EntityTable<PromotionRow, 'id'>;
  syncState!: EntityTable<SyncStateRow, 'resource'>;
  domains!: EntityTable<DomainRow, 'position'>;
  vault!: EntityTable<VaultRow, 'key'>;
  downloadSettings!: EntityTable<DownloadSettingsRow, 'key'>;
  balances!: EntityTable<BalanceRow, 'key'>;
  profiles!: EntityTable<ProfileRow, 'key'>;
  transactionHistory!: EntityTable<TransactionHistoryRow, 'key'>;
  publicPages!: EntityTable<PublicPageRow, 'key'>;
  memberPages!: EntityTable<MemberPagesRow, 'key'>;
  newsRead!: EntityTable<NewsReadRow, 'id'>;
  feedbackOutbox!: EntityTable<FeedbackOutboxRow, 'feedbackId'>;

  constructor(name = 'storefront') {
    super(name);
    // Member rows moved from one 'current' row shared by every tab to one row per member id. The
    // old rows belong to no member we can name, so they go; the next sync writes them again.
    // Dexie runs this only for a database below 9, with the tables it had at 9.
    this.version(9)
      .stores(TABLES_AT_VERSION_9)
      .upgrade((tx) =>
        Promise.all(
          ['memberInfo', 'rankProgress', 'counters'].map((name) => tx.table(name).clear()),
        ),
      );
    // The current schema: version 9's tables and those added since. From any older version Dexie
    // creates the stores missing here and deletes those no longer declared (the tracking outbox
    // moved to its own database, tracking/outboxDb.ts; the old `pages` cache became publicPages
    // and memberPages). A table that version 9 declares and this one drops is set to `null` here.
    this.version(15).stores({
      ...TABLES_AT_VERSION_9,
      depositSettings: 'key',
      withdrawInfo: 'key',
      payouts: 'key',
      balances: 'key',
      profiles: 'key',
      transactionHistory: 'key',
      publicPages: 'key',
      memberPages: 'key',
      newsRead: 'id',
      feedbackOutbox: 'feedbackId, member',
    });
  }

  /** The tables keyed by member id; a member's rows in all of them go when the member leaves. */
  memberTables() {
    return [
      this.memberInfo,
      this.rankProgress,
      this.counters,
      this.memberPromotions,
      this.depositSettings,
      this.withdrawInfo,
      this.payouts,
      this.balances,
      this.profiles,
      this.transactionHistory,
      this.memberPages,
    ];
  }

  /** Tables that hold one merchant's data; all are cleared when the merchant changes. */
  merchantTables() {
    return [
      this.siteStatus,
      this.whitelabel,
      this.mobileTemplate,
      this.customerService,
      this.banners,
      this.announcements,
      this.countries,
      this.countrySettings,
      ...this.memberTables(),
      this.games,
      this.promotions,
      this.syncState,
      this.domains,
      this.downloadSettings,
      this.publicPages,
      this.newsRead,
    ];
  }
}

/**
 * The page's database. `let`, so that a page whose IndexedDB cannot open can use one in memory
 * instead, before the first render (storageFallback.ts); importers read the current one.
 */
export let db = new StorefrontDb();

/** Makes `next` the page's database; only storageFallback.ts does this, before rendering. */
export function replaceDatabase(next: StorefrontDb) {
  db.close();
  db = next;
}
