import { useMemberInfo } from '../../data/hooks';
import {
  useMemberPromotionSwitches,
  useRankProgress,
  useStoredPromotions,
} from '../../data/promotionHooks';
import type { PromotionRecord } from '../../data/promotionHooks';
import { inNativeApp, isStandalone } from '../../lib/environment';
import { useSession } from '../../lib/session';
import { referralShown, type ReferralAvailability, type Viewer } from './referral';
import type { VisibilityContext } from './visibility';

export interface PromotionContext extends VisibilityContext {
  promotions: PromotionRecord[];
  /** False before the promotions were first fetched on this device (none stored yet). */
  promotionsKnown: boolean;
  availability: ReferralAvailability;
}

const isReferral = (promotion: PromotionRecord) => promotion.key?.toUpperCase() === 'REFERRAL';

/**
 * Everything the spec §5 rules need, read from the tables; `undefined` while IndexedDB is read.
 * Offline, the last-known promotions, member info and rank progress decide.
 */
export function usePromotionContext(): PromotionContext | undefined {
  const session = useSession();
  const stored = useStoredPromotions();
  const member = useMemberInfo();
  const progress = useRankProgress();
  const switches = useMemberPromotionSwitches();
  if (
    stored === undefined ||
    member === undefined ||
    progress === undefined ||
    switches === undefined
  ) {
    return undefined;
  }
  const promotions = stored ?? [];
  const signedIn = Boolean(session?.token);
  const labelId = progress?.labelId ?? member?.clubLabel?.labelId ?? null;
  const viewer: Viewer = {
    signedIn,
    memberType: signedIn ? (member?.type ?? session?.type) : undefined,
    hasVipLabel: signedIn && labelId !== null,
  };
  const availability: ReferralAvailability = {
    siteWide: promotions.some((promotion) => isReferral(promotion) && promotion.enabled),
    // Spec §5: a key the member's answer does not list counts as off.
    personal: Object.entries(switches ?? {}).some(
      ([key, enabled]) => key.toUpperCase() === 'REFERRAL' && enabled,
    ),
  };
  return {
    promotions,
    promotionsKnown: stored !== null,
    viewer,
    availability,
    // Spec §5: inside the app, a home-screen web clip or the installed PWA.
    installed: inNativeApp() || isStandalone(),
    referralShown: referralShown(viewer, availability),
  };
}
