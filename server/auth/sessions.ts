// Sign-in sessions: random bearer tokens kept in memory, so a restart signs everybody out (the
// members themselves are persisted, see members.ts). A session ends when it has been idle too
// long or has lived its full time; an ended token is answered `user.or.token.invalid`, the code
// that logs the storefront out (spec §8).
import { randomBytes } from 'node:crypto';

export interface Session {
  merchantCode: string;
  memberId: number;
  createdAt: number;
  lastUsedAt: number;
}

export interface SessionRules {
  /** A session not used for this long has ended. */
  idleMs: number;
  /** A session ends this long after sign-in, however busy. */
  maxAgeMs: number;
  /** A member's sessions beyond this many end, oldest first. */
  perMember: number;
}

const HOUR = 3_600_000;

export const SESSION_RULES: SessionRules = { idleMs: 2 * HOUR, maxAgeMs: 24 * HOUR, perMember: 20 };

/** How often expired sessions are swept out of memory. */
const SWEEP_EVERY_MS = 60_000;

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{43})$/;

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string') return null;
  return BEARER.exec(header.trim())?.[1] ?? null;
}

export class SessionStore {
  readonly #sessions = new Map<string, Session>();
  readonly #rules: SessionRules;
  readonly #now: () => number;
  #sweptAt: number;

  constructor(rules: SessionRules = SESSION_RULES, now: () => number = () => Date.now()) {
    this.#rules = rules;
    this.#now = now;
    this.#sweptAt = now();
  }

  /** A new token: 32 random bytes, base64url (43 characters). */
  issue(merchantCode: string, memberId: number): string {
    const now = this.#now();
    this.#sweep(now);
    const token = randomBytes(32).toString('base64url');
    this.#sessions.set(token, { merchantCode, memberId, createdAt: now, lastUsedAt: now });
    const own = [...this.#sessions].filter(
      ([, session]) => session.merchantCode === merchantCode && session.memberId === memberId,
    );
    // Map order is issue order: the oldest go first.
    for (const [old] of own.slice(0, Math.max(0, own.length - this.#rules.perMember))) {
      this.#sessions.delete(old);
    }
    return token;
  }

  /** The live session of a token (its use keeps it from idling out), else undefined. */
  find(token: string | null): Session | undefined {
    const session = token ? this.#sessions.get(token) : undefined;
    if (!token || !session) return undefined;
    const now = this.#now();
    if (this.#ended(session, now)) {
      this.#sessions.delete(token);
      return undefined;
    }
    session.lastUsedAt = now;
    return session;
  }

  revoke(token: string): void {
    this.#sessions.delete(token);
  }

  /** Ends a member's other sessions, e.g. after a password change. */
  revokeOthers(merchantCode: string, memberId: number, keep: string): void {
    for (const [token, session] of this.#sessions) {
      if (
        token !== keep &&
        session.merchantCode === merchantCode &&
        session.memberId === memberId
      ) {
        this.#sessions.delete(token);
      }
    }
  }

  get size(): number {
    return this.#sessions.size;
  }

  #ended(session: Session, now: number): boolean {
    return (
      now - session.lastUsedAt > this.#rules.idleMs ||
      now - session.createdAt > this.#rules.maxAgeMs
    );
  }

  #sweep(now: number): void {
    if (now - this.#sweptAt < SWEEP_EVERY_MS) return;
    this.#sweptAt = now;
    for (const [token, session] of this.#sessions) {
      if (this.#ended(session, now)) this.#sessions.delete(token);
    }
  }
}
