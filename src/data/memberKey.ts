import { readSession, type Session } from '../lib/session';

/**
 * The key of a member's rows in the member tables (db.memberTables()): the member's id. Sessions
 * are per tab while the tables are shared by every tab, so a row is only ever read or written
 * under the key of the tab's own member. null for a visitor, and for a session that does not
 * carry the id yet (a token adopted from the URL, until member info answers: member.ts).
 */
export function memberKeyOf(session: Session | null): string | null {
  if (!session?.token) return null;
  const id = session.id ?? session.customerId;
  return id === undefined || String(id) === '' ? null : String(id);
}

/** This tab's member key now (see memberKeyOf). */
export function currentMemberKey(): string | null {
  return memberKeyOf(readSession());
}
