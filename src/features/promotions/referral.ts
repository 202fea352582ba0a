/** Who is looking at a promotion: what the visibility rules of spec §5 depend on. */
export interface Viewer {
  signedIn: boolean;
  /** Member type (spec §3), from member info or the session; undefined while unknown. */
  memberType: number | undefined;
  /** The member has a VIP club label, hence VIP benefits. */
  hasVipLabel: boolean;
}

export interface ReferralAvailability {
  /** The site-wide REFERRAL promotion is enabled. */
  siteWide: boolean;
  /** The signed-in member's own REFERRAL promotion is enabled. */
  personal: boolean;
}

export type ReferralAction =
  'coming-soon' | 'agent-register' | 'invite-friends' | 'customer-service';

/** Spec §1, §6: member types 1 and 2 are agents. */
export function isAgent(memberType: number | undefined) {
  return memberType === 1 || memberType === 2;
}

/**
 * Spec §5: referral shows only when the site-wide promotion is on and, for a signed-in non-agent,
 * the member's own one is on too; agents and visitors need the site-wide one only.
 */
export function referralShown(viewer: Viewer, availability: ReferralAvailability) {
  if (!availability.siteWide) return false;
  if (!viewer.signedIn || isAgent(viewer.memberType)) return true;
  return availability.personal;
}

/**
 * Spec §4 referral action: a visitor with the promotion off gets a coming-soon alert; a signed-in
 * agent goes to agent registration; where referral shows, to invite friends; anyone else to
 * customer service.
 */
export function referralAction(viewer: Viewer, availability: ReferralAvailability): ReferralAction {
  if (!viewer.signedIn && !availability.siteWide) return 'coming-soon';
  if (viewer.signedIn && isAgent(viewer.memberType)) return 'agent-register';
  if (referralShown(viewer, availability)) return 'invite-friends';
  return 'customer-service';
}
