// Members, one JSON file per merchant in the data directory (`members-<MERCHANT>.json`), so a
// restart loses nothing. Writes go to a temporary file that is then renamed over the old one: a
// crash leaves either the old or the new file, never half of one. Passwords are scrypt hashes.
// Social sign-in bindings live on the member they open, so they are written in the same step.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SocialChannel } from '../idp/channels.ts';
import type { MerchantFixture } from '../merchants/types.ts';
import { fullNumber, type PhoneNumber } from './sms.ts';

export interface ClubLabel {
  labelName: string;
  labelId: number;
  type: string;
  rankLevel: number;
}

/** The second factors of docs/api.md, in the names `login_verify_required` lists. */
export type SecondFactor = 'email' | 'payeeName' | 'ga' | 'sms';

/** An identity-provider account that signs this member in (spec §4, social login). */
export interface BoundIdentity {
  channel: SocialChannel;
  /** The provider's id of the person (the identity token's `sub`). */
  subject: string;
  /** As the provider reported it when the binding was made; informational. */
  email: string;
  /** ISO 8601. */
  boundAt: string;
}

export interface Member {
  id: number;
  account: string;
  /** 0, 1, 2 valid members (1 and 2 agents), 4 no chat (spec §3). */
  type: number;
  /** ISO 8601. */
  regDate: string;
  language: string;
  clubLabel: ClubLabel | null;
  mobile: PhoneNumber | null;
  passwordExpired: boolean;
  firstTimeLogin: boolean;
  /** `scrypt$…`, see passwords.ts; never sent, never logged. */
  passwordHash: string;
  secondFactors: SecondFactor[];
  /** Base32, for the authenticator factor. */
  totpSecret?: string;
  email?: string;
  payeeName?: string;
  registerMethod?: string;
  affiliateCode?: string;
  referralCode?: string;
  /** Spec §3 pixel tracking object the registration carried: the campaign it is attributed to. */
  pixelTrack?: Record<string, string>;
  /**
   * False for a mobile registration that sent the spec's placeholder password (spec §5): anyone
   * knowing the number could otherwise log in with the well-known placeholder. SMS login only.
   */
  passwordLogin?: boolean;
  /** Social sign-in bindings; each (channel, subject) opens at most one member. */
  identities?: BoundIdentity[];
}

export type NewMember = Omit<Member, 'id'>;

/** Version 2 added `identities`; a version 1 file is upgraded when it is opened. */
const FILE_VERSION = 2;

interface MemberFile {
  version: 1 | 2;
  merchantCode: string;
  nextId: number;
  members: Member[];
}

/** How a merchant's file starts, and how a file written by an earlier version catches up. */
export interface MemberSeeding {
  seed(): Promise<Member[]>;
  /** Changes a version 1 file's members in place (e.g. adds the demo bindings). */
  upgradeFromV1(members: Member[]): void;
}

export const sameAccount = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The members of one merchant. */
export class MemberStore {
  #data: MemberFile;
  #writing: Promise<void> = Promise.resolve();

  private constructor(
    private readonly file: string,
    data: MemberFile,
  ) {
    this.#data = data;
  }

  /** Loads the merchant's file (upgrading an older one), or seeds and writes it on first start. */
  static async open(file: string, merchantCode: string, seeding: MemberSeeding) {
    let data: MemberFile;
    let changed = false;
    try {
      data = JSON.parse(await readFile(file, 'utf8')) as MemberFile;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        // A damaged file is never replaced by the seed: that would silently lose members.
        throw new Error(`Cannot read ${file}: ${(error as Error).message}`, { cause: error });
      }
      const members = await seeding.seed();
      const nextId = Math.max(0, ...members.map((m) => m.id)) + 1;
      data = { version: FILE_VERSION, merchantCode, nextId, members };
      changed = true;
    }
    if ((data.version !== 1 && data.version !== FILE_VERSION) || !Array.isArray(data.members)) {
      throw new Error(`${file} is not a version 1 or ${FILE_VERSION} member file`);
    }
    if (data.version === 1) {
      seeding.upgradeFromV1(data.members);
      data.version = FILE_VERSION;
      changed = true;
    }
    const store = new MemberStore(file, data);
    if (changed) await store.#save();
    return store;
  }

  /** Every member, in the order they joined (referral friends, QA look-ups). */
  all(): readonly Member[] {
    return this.#data.members;
  }

  byAccount(account: string): Member | undefined {
    return this.#data.members.find((member) => sameAccount(member.account, account.trim()));
  }

  byId(id: number): Member | undefined {
    return this.#data.members.find((member) => member.id === id);
  }

  /** By `+<dialing code><number>`. */
  byMobile(number: string): Member | undefined {
    return this.#data.members.find(
      (member) => member.mobile && fullNumber(member.mobile) === number,
    );
  }

  /** The member an identity-provider account is bound to. */
  byIdentity(channel: SocialChannel, subject: string): Member | undefined {
    return this.#data.members.find((member) =>
      member.identities?.some((bound) => bound.channel === channel && bound.subject === subject),
    );
  }

  /**
   * Adds a member unless the account, the mobile number or one of its identities is taken (then
   * null). The check and the insert happen in one synchronous step, so two registrations cannot
   * both win.
   */
  async add(draft: NewMember): Promise<Member | null> {
    const mobile = draft.mobile ? fullNumber(draft.mobile) : null;
    if (this.byAccount(draft.account) || (mobile && this.byMobile(mobile))) return null;
    if (draft.identities?.some((bound) => this.byIdentity(bound.channel, bound.subject))) {
      return null;
    }
    const member: Member = { ...draft, id: this.#data.nextId++ };
    this.#data.members.push(member);
    await this.#save();
    return member;
  }

  async update(id: number, patch: Partial<Omit<Member, 'id' | 'account'>>): Promise<Member> {
    const member = this.byId(id);
    if (!member) throw new Error(`No member ${id}`);
    Object.assign(member, patch);
    await this.#save();
    return member;
  }

  /** Resolves once every write asked for so far is on disk. */
  flush(): Promise<void> {
    return this.#writing;
  }

  /** Writes are queued, so renames land in order and the last state always wins. */
  #save(): Promise<void> {
    const text = `${JSON.stringify(this.#data, null, 2)}\n`;
    const temp = `${this.file}.${process.pid}.${Date.now()}.tmp`;
    const write = this.#writing.then(async () => {
      await writeFile(temp, text, { mode: 0o600 });
      await rename(temp, this.file);
    });
    this.#writing = write.catch((error: unknown) => {
      console.error(`Could not save ${this.file}:`, (error as Error).message);
    });
    return write;
  }
}

/** Every merchant's store in one data directory, opened on first use. */
export class MemberDirectory {
  readonly #stores = new Map<string, Promise<MemberStore>>();

  constructor(
    readonly dataDir: string,
    private readonly seeding: (merchant: MerchantFixture) => MemberSeeding,
  ) {}

  forMerchant(merchant: MerchantFixture): Promise<MemberStore> {
    const code = merchant.merchantCode;
    let store = this.#stores.get(code);
    if (!store) {
      store = mkdir(this.dataDir, { recursive: true }).then(() =>
        MemberStore.open(join(this.dataDir, `members-${code}.json`), code, this.seeding(merchant)),
      );
      // A failed open is retried by the next request rather than cached forever.
      store.catch(() => this.#stores.delete(code));
      this.#stores.set(code, store);
    }
    return store;
  }

  async flush(): Promise<void> {
    const stores = await Promise.allSettled(this.#stores.values());
    await Promise.all(
      stores.map((result) => (result.status === 'fulfilled' ? result.value.flush() : undefined)),
    );
  }
}
