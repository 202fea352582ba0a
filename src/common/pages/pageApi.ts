/**
 * The `/wps` calls of the storefront's remaining pages (docs/api.md "Pages", docs/pages.md):
 * games, promotions, rewards, missions, point mall, VIP benefits, invite friends, agent
 * registration, feedback, help and news. Their paths and error codes with the reference
 * backend's English messages; the storefront translates by code and falls back to the message.
 */

export const PAGE_PATHS = {
  /** Public: lottery draws with the next draw and the last results per game (spec §7). */
  gameMatches: '/wps/relay/GCSGAME_getGameMatchV2',
  /** Public, existing: the promotions, now with `imageUrl`, `startsAt`, `endsAt`. */
  promotions: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
  /** Public, existing: the promotion categories. */
  promotionCategories: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory',
  rewards: '/wps/member/rewards',
  claimReward: '/wps/member/rewards/claim',
  missions: '/wps/member/missions',
  claimMission: '/wps/member/missions/claim',
  leaderboard: '/wps/member/leaderboard',
  mall: '/wps/member/mall',
  redeemMallItem: '/wps/member/mall/redeem',
  mallRedemptions: '/wps/member/mall/redemptions',
  /** Public: the VIP tiers with their requirements and benefits. */
  vipLevels: '/wps/relay/MCSFE_getVipLevels',
  /** The member's tier and the next tier's conditions with their gaps. */
  vipStatus: '/wps/member/vip',
  /** Existing: completed and total conditions (spec §4 VIP progress). */
  rankProgress: '/wps/relay/MCSFE_getPlayerRankProgress',
  /** Session optional: the programme for everyone, the code, link and friends for a member. */
  referral: '/wps/member/referral',
  agentApplication: '/wps/member/agent/application',
  applyAgent: '/wps/member/agent/apply',
  feedback: '/wps/member/feedback',
  submitFeedback: '/wps/member/feedback/submit',
  /** Public: the FAQ by topic, in the asked language or a fallback. */
  help: '/wps/relay/WPSCORE_getHelpCenter',
  /** Public: the merchant's news, newest first, cursor-paged. */
  news: '/wps/relay/MCSFE_getNewsList',
} as const;

export const PAGE_ERROR_MESSAGES = {
  'reward.not_found': 'No such reward',
  'reward.unavailable': 'This reward cannot be claimed now',
  'mission.not_found': 'No such mission',
  'mission.incomplete': 'This mission is not complete yet',
  'mission.claimed': 'This mission reward was already claimed',
  'mission.period_over': 'This mission period is over, please refresh',
  'leaderboard.period.invalid': 'No such leaderboard period',
  'mall.item.not_found': 'No such item',
  'mall.out_of_stock': 'This item is out of stock',
  'mall.points.insufficient': 'You do not have enough points for this item',
  'mall.limit': 'You have already redeemed this item as many times as allowed',
  'agent.already': 'You are already an agent',
  'agent.application.pending': 'Your application is being reviewed',
  'agent.form.invalid': 'Please check the highlighted fields',
  'feedback.id.invalid': 'The feedback id must be a version 4 UUID',
  'feedback.id.reused': 'This feedback id was already used for a different message',
  'feedback.member.mismatch': 'This feedback was written by another account',
  'feedback.form.invalid': 'Please check the feedback form',
  'feedback.limit': 'You have sent the most feedback allowed today, please try again tomorrow',
  'news.not_found': 'No such news item',
  'news.query.invalid': 'The news query is not valid',
  'matches.query.invalid': 'The draw query is not valid',
} as const;

export type PageErrorCode = keyof typeof PAGE_ERROR_MESSAGES;

export const PAGE_ERROR_CODES = Object.keys(PAGE_ERROR_MESSAGES) as PageErrorCode[];
