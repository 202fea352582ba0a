// A member's own referral code and, for an agent, affiliate code. Both are derived from the
// member's id, so they need no storage and never change: `VN7KQ2PX` (the merchant's country and
// six Crockford base-32 characters of a hash, easy to read out) and `AG10002`.
import { createHash } from 'node:crypto';
import type { Member } from '../auth/members.ts';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function referralCodeOf(merchantCode: string, memberId: number): string {
  const digest = createHash('sha256').update(`${merchantCode}:${memberId}`).digest();
  const chars = Array.from(digest.subarray(0, 6), (byte) => CROCKFORD[byte % 32]).join('');
  return `${merchantCode.slice(-2).toUpperCase()}${chars}`;
}

/** Agents (member type 1 or 2, spec §3) have an affiliate code of their own. */
export const isAgent = (member: Member) => member.type === 1 || member.type === 2;

export function agentCodeOf(member: Member): string | null {
  return isAgent(member) ? `AG${member.id}` : null;
}

/** The members registered with a referral code (case-insensitive), oldest first. */
export function friendsOf(members: readonly Member[], code: string): Member[] {
  const wanted = code.toUpperCase();
  return members.filter((member) => member.referralCode?.toUpperCase() === wanted);
}
