// Password-reset tokens (docs/member.md "Password reset"): 32 random bytes, base64url, kept in
// memory by their SHA-256 only, so a restart voids every link (like sessions). A newer token for
// the same member voids the older ones; a used or expired one is remembered for a day so the
// player is told which it is.
import { createHash, randomBytes } from 'node:crypto';

export type ResetVia = 'sms' | 'email';

export interface ResetEntry {
  merchantCode: string;
  memberId: number;
  account: string;
  via: ResetVia;
  expiresAt: number;
  usedAt: number | null;
}

/** An e-mailed link lasts 30 minutes; a token a verified SMS code bought, 15. */
export const RESET_TTL_MS: Record<ResetVia, number> = { email: 30 * 60_000, sms: 15 * 60_000 };
const REMEMBER_MS = 24 * 60 * 60_000;
/** Wrong SMS codes before the code is void (a new one must be asked for). */
export const RESET_SMS_ATTEMPTS = 5;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export type ResetLookup =
  | { ok: true; entry: ResetEntry }
  | { ok: false; code: 'reset.token.invalid' | 'reset.token.expired' | 'reset.token.used' };

export class ResetTokens {
  readonly #entries = new Map<string, ResetEntry>();
  /** Wrong codes per SMS sent (`<number>@<expirationTime>`). */
  readonly #smsFailures = new Map<string, number>();

  issue(entry: Omit<ResetEntry, 'expiresAt' | 'usedAt'>, now = Date.now()) {
    this.#prune(now);
    for (const other of this.#entries.values()) {
      const same = other.merchantCode === entry.merchantCode && other.memberId === entry.memberId;
      if (same && other.usedAt === null && other.expiresAt > now) other.expiresAt = now;
    }
    const token = randomBytes(32).toString('base64url');
    const expiresAt = now + RESET_TTL_MS[entry.via];
    this.#entries.set(hashOf(token), { ...entry, expiresAt, usedAt: null });
    return { token, expiresAt };
  }

  find(token: unknown, now = Date.now()): ResetLookup {
    if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token)) {
      return { ok: false, code: 'reset.token.invalid' };
    }
    const entry = this.#entries.get(hashOf(token));
    if (!entry) return { ok: false, code: 'reset.token.invalid' };
    if (entry.usedAt !== null) return { ok: false, code: 'reset.token.used' };
    if (entry.expiresAt <= now) return { ok: false, code: 'reset.token.expired' };
    return { ok: true, entry };
  }

  use(entry: ResetEntry, now = Date.now()): void {
    entry.usedAt = now;
  }

  smsFailures(sms: string): number {
    return this.#smsFailures.get(sms) ?? 0;
  }

  /** Counts a wrong code; answers how many are left. */
  smsFailed(sms: string): number {
    const failures = this.smsFailures(sms) + 1;
    this.#smsFailures.set(sms, failures);
    return RESET_SMS_ATTEMPTS - failures;
  }

  #prune(now: number) {
    for (const [hash, entry] of this.#entries) {
      if (entry.expiresAt + REMEMBER_MS < now) this.#entries.delete(hash);
    }
  }
}
