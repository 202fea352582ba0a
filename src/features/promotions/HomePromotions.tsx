import { optional } from '../../ui/optional';
import { PromotionStripPlaceholder, ReferralPlaceholder, VipPlaceholder } from './HomePlaceholders';
import './promotions.css';

// WARNING: part of the home bundle, which is at its size budget (`npm run size`). The promotion
// views, their rules and table reads load as one chunk of their own (precached for offline).
const views = () => import('./homeViews');

export const PromotionStrip = optional(
  () => views().then((m) => m.PromotionStrip),
  <PromotionStripPlaceholder />,
);
export const VipProgress = optional(() => views().then((m) => m.VipProgress), <VipPlaceholder />);
/** Its `support`: where the referral action ends for some members (spec §4). */
export const ReferralButton = optional(
  () => views().then((m) => m.ReferralButton),
  <ReferralPlaceholder />,
);
