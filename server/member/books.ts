// The member area's state per member, one JSON file per merchant in the data directory
// (`member-books-<MERCHANT>.json`, docs/member.md "Persistence"): balance, transactions,
// vouchers, bank cards and Pix keys, the withdrawal password and the answers recorded under
// idempotency keys. A member's book is made from the demo seed the first time it is needed.
// A change and the idempotency record it belongs to are written in one save.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { PixKeyType } from '../../src/common/pix-key-types.ts';
import type { TransactionStatus, TransactionType } from '../../src/common/member-schemas.ts';
import type { Envelope } from '../auth/call.ts';
import type { Member } from '../auth/members.ts';
import type { MemberPages } from '../pages/pageBook.ts';
import { JsonFileWriter, readJsonFile } from './json-file.ts';
import { seedBook } from './seed.ts';

export type AccountKind = 'bank' | 'pix' | 'virtual' | 'ewallet';

/** Where withdrawals go. `number` is kept for payouts and duplicate checks, never sent. */
export interface PayoutAccount {
  id: number;
  kind: AccountKind;
  /** The bank's code; null for Pix keys and wallets. */
  bankCode: string | null;
  /** The bank's or wallet's name; `Pix` for Pix keys. */
  bankName: string;
  /** Account number, Pix key (as DICT stores it) or wallet address. */
  number: string;
  branch: string | null;
  holderName: string | null;
  pixKeyType: PixKeyType | null;
  holderCpf: string | null;
  /** Epoch ms. */
  boundAt: number;
}

export interface StoredTransaction {
  orderId: string;
  type: TransactionType;
  status: TransactionStatus;
  amount: number;
  /** Epoch ms. */
  createdAt: number;
  settledAt: number | null;
  channel: string | null;
  accountId: number | null;
  /** The account as shown when the withdrawal was made. */
  account: string | null;
  game: string | null;
  payout: number | null;
  bonus: number | null;
  voucherId: number | null;
  reason: string | null;
}

export interface StoredVoucher {
  id: number;
  templateId: number;
  /** `expired` is worked out from `expiresAt` when read. */
  state: 'claimable' | 'claimed' | 'used';
  issuedAt: number;
  expiresAt: number;
  claimedAt: number | null;
  usedAt: number | null;
  /** The deposit it is applied to (held while that deposit is pending). */
  orderId: string | null;
}

export interface WithdrawPin {
  /** `scrypt$…` (server/auth/passwords.ts). */
  hash: string;
  failures: number;
  lockedUntil: number | null;
}

/** The first answer given to one idempotency key. */
export interface SubmissionRecord {
  key: string;
  path: string;
  /** SHA-256 of the path and the request without secrets (server/member/submissions.ts). */
  fingerprint: string;
  at: number;
  result: Envelope;
  /**
   * The look-up answered `unknown` for this key before any request under it arrived: the key is
   * spent, and a request arriving under it later changes nothing (docs/member.md "Submissions").
   */
  void?: true;
}

export interface MemberBook {
  memberId: number;
  account: string;
  balance: number;
  avatar: number | null;
  /** The holder name every card and Pix key must carry; set by the first one bound. */
  realName: string | null;
  /** The holder's CPF (Brazil), set by the first Pix key bound. */
  cpf: string | null;
  withdrawPin: WithdrawPin | null;
  transactions: StoredTransaction[];
  vouchers: StoredVoucher[];
  accounts: PayoutAccount[];
  submissions: SubmissionRecord[];
  /** The storefront pages' part (server/pages/pageBook.ts); made the first time it is needed. */
  pages?: MemberPages;
}

const FILE_VERSION = 1;

interface BooksFile {
  version: typeof FILE_VERSION;
  merchantCode: string;
  /** Ids of new accounts and vouchers, and order numbers. */
  nextId: number;
  books: Record<string, MemberBook>;
}

/** How long a submission's answer is kept for replays and lost-answer look-ups. */
export const SUBMISSION_RETENTION_MS = 7 * 24 * 60 * 60_000;

/** One merchant's books. */
export class BookStore {
  readonly #writer: JsonFileWriter;
  readonly #opening = new Map<number, Promise<MemberBook>>();

  private constructor(
    file: string,
    private readonly data: BooksFile,
  ) {
    this.#writer = new JsonFileWriter(file);
  }

  static async open(file: string, merchantCode: string): Promise<BookStore> {
    const stored = await readJsonFile(file);
    if (stored === null) {
      const store = new BookStore(file, {
        version: FILE_VERSION,
        merchantCode,
        nextId: 100_001,
        books: {},
      });
      await store.save();
      return store;
    }
    const data = stored as BooksFile;
    if (data.version !== FILE_VERSION || typeof data.books !== 'object' || data.books === null) {
      throw new Error(`${file} is not a version ${FILE_VERSION} member books file`);
    }
    return new BookStore(file, data);
  }

  get merchantCode(): string {
    return this.data.merchantCode;
  }

  /** The member's book, seeded (and saved) the first time. */
  bookOf(member: Member): Promise<MemberBook> {
    const existing = this.data.books[String(member.id)];
    if (existing) return Promise.resolve(existing);
    let opening = this.#opening.get(member.id);
    if (!opening) {
      opening = seedBook(this.merchantCode, member, Date.now(), () => this.nextId()).then(
        async (book) => {
          this.data.books[String(member.id)] ??= book;
          await this.save();
          return this.data.books[String(member.id)]!;
        },
      );
      opening.finally(() => this.#opening.delete(member.id)).catch(() => undefined);
      this.#opening.set(member.id, opening);
    }
    return opening;
  }

  /** Every book already opened (QA's order list). */
  allBooks(): MemberBook[] {
    return Object.values(this.data.books);
  }

  nextId(): number {
    const id = this.data.nextId;
    this.data.nextId += 1;
    return id;
  }

  /** `DEMOVN-D000123`: D deposit, W withdrawal, B bet, V voucher bonus. */
  nextOrderId(type: TransactionType): string {
    const letter = { deposit: 'D', withdrawal: 'W', bet: 'B', bonus: 'V' }[type];
    return `${this.merchantCode}-${letter}${String(this.nextId()).padStart(6, '0')}`;
  }

  /** Writes the whole file; resolves once it is on disk. */
  save(): Promise<void> {
    const cutoff = Date.now() - SUBMISSION_RETENTION_MS;
    for (const book of Object.values(this.data.books)) {
      if (book.submissions.some((record) => record.at < cutoff)) {
        book.submissions = book.submissions.filter((record) => record.at >= cutoff);
      }
    }
    return this.#writer.save(this.data);
  }

  flush(): Promise<void> {
    return this.#writer.flush();
  }
}

/** Every merchant's books in one data directory, opened on first use. */
export class BookDirectory {
  readonly #stores = new Map<string, Promise<BookStore>>();

  constructor(readonly dataDir: string) {}

  forMerchant(merchantCode: string): Promise<BookStore> {
    let store = this.#stores.get(merchantCode);
    if (!store) {
      store = mkdir(this.dataDir, { recursive: true }).then(() =>
        BookStore.open(join(this.dataDir, `member-books-${merchantCode}.json`), merchantCode),
      );
      store.catch(() => this.#stores.delete(merchantCode));
      this.#stores.set(merchantCode, store);
    }
    return store;
  }

  /** The stores opened so far. */
  async opened(): Promise<BookStore[]> {
    const stores = await Promise.allSettled(this.#stores.values());
    return stores.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  }

  async flush(): Promise<void> {
    const stores = await Promise.allSettled(this.#stores.values());
    await Promise.all(
      stores.map((result) => (result.status === 'fulfilled' ? result.value.flush() : undefined)),
    );
  }
}
