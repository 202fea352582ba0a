import { optional } from '../../ui/optional';
import { LazyCustomerServiceTrigger } from '../customer-service';

// WARNING: part of the home bundle, which is at its size budget (`npm run size`). The promotion
// views, their rules and table reads load as one chunk of their own (precached for offline).
const views = () => import('./homeViews');

export const PromotionStrip = optional(() => views().then((m) => m.PromotionStrip));
export const VipProgress = optional(() => views().then((m) => m.VipProgress));
const LazyReferralButton = optional(() => views().then((m) => m.ReferralButton));

/**
 * The referral action ends at customer service for some members (spec §4): the same tap as the
 * customer-service button (config call, label filter, fastest domain), from that button's chunk.
 */
export function ReferralButton() {
  return <LazyReferralButton support={LazyCustomerServiceTrigger} />;
}
