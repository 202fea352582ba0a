// The pages' member calls, routed with the sign-in calls (server/auth/handler.ts): they take the
// same bearer session and, for claims and submissions, idempotency keys. The feedback submission
// has its own handler (feedbackSubmit.ts), the public calls are in publicRoutes.ts.
import type { AuthRoute } from '../auth/call.ts';
import { AGENT_ROUTES } from './agentRoutes.ts';
import { FEEDBACK_ROUTES } from './feedbackRoutes.ts';
import { MALL_ROUTES } from './mallRoutes.ts';
import { MISSION_ROUTES } from './missionRoutes.ts';
import { REFERRAL_ROUTES } from './referralRoutes.ts';
import { REWARD_ROUTES } from './rewardRoutes.ts';
import { VIP_ROUTES } from './vipRoutes.ts';

export const PAGE_ROUTES: Record<string, AuthRoute> = {
  ...REWARD_ROUTES,
  ...MISSION_ROUTES,
  ...MALL_ROUTES,
  ...VIP_ROUTES,
  ...REFERRAL_ROUTES,
  ...AGENT_ROUTES,
  ...FEEDBACK_ROUTES,
};
