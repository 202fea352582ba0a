/** Spec §3 activity promo item redirects (the home page's table in docs/promotions.md). */
export const PROMOTION_REDIRECTS = [
  'APP_DOWNLOAD',
  'REGISTER',
  'DEPOSIT',
  'REWARD_CENTER',
  'MISSION',
  'INVITE_FRIENDS',
  'MEMBER',
  'POINT_MARKET',
  'REDIRECT_URL',
] as const;
