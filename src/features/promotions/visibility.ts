import type { Viewer } from './referral';

export interface VisibilityContext {
  viewer: Viewer;
  /** Inside the native app, a home-screen web clip or the installed PWA. */
  installed: boolean;
  /** Spec §5 "referral shows" for this viewer (referral.ts). */
  referralShown: boolean;
}

/** Spec §5: valid member types; type 4 (no chat permission) and unknown types see no buttons. */
const ACTIVITY_MEMBER_TYPES = new Set([0, 1, 2]);

/**
 * Spec §5 activity button rules. A disabled promotion is never shown (ours: the list carries
 * disabled availability entries too).
 */
export function activityVisible(
  promotion: { redirect?: string | undefined; enabled: boolean },
  { viewer, installed, referralShown }: VisibilityContext,
) {
  if (!promotion.enabled) return false;
  if (viewer.signedIn && !ACTIVITY_MEMBER_TYPES.has(viewer.memberType ?? -1)) return false;
  switch (promotion.redirect?.toUpperCase()) {
    case 'APP_DOWNLOAD':
      return !installed;
    case 'REGISTER':
      return !viewer.signedIn;
    case 'INVITE_FRIENDS':
      return referralShown;
    case 'MEMBER':
      return !viewer.signedIn || viewer.hasVipLabel;
    default:
      return true;
  }
}
