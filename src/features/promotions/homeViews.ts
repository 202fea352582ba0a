// The promotion views of the home page, loaded together as one chunk (see HomePromotions.tsx).
export { PromotionStrip } from './PromotionStrip';
export { ReferralButton } from './ReferralButton';
export { VipProgress } from './VipProgress';
