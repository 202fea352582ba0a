// Sign-in sessions: random bearer tokens kept in memory, so a restart signs everybody out (the
// members themselves are persisted, see members.ts).
import { randomBytes } from 'node:crypto';

export interface Session {
  merchantCode: string;
  memberId: number;
  createdAt: number;
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{43})$/;

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string') return null;
  return BEARER.exec(header.trim())?.[1] ?? null;
}

export class SessionStore {
  readonly #sessions = new Map<string, Session>();

  /** A new token: 32 random bytes, base64url (43 characters). */
  issue(merchantCode: string, memberId: number): string {
    const token = randomBytes(32).toString('base64url');
    this.#sessions.set(token, { merchantCode, memberId, createdAt: Date.now() });
    return token;
  }

  find(token: string | null): Session | undefined {
    return token ? this.#sessions.get(token) : undefined;
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
}
