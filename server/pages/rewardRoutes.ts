// The reward center (docs/api.md "Rewards"): the member's rewards and the one-tap claim, which
// pays the prize and is idempotent (Idempotency-Key, server/member/submissions.ts).
import { PAGE_PATHS } from '../../src/common/pages/pageApi.ts';
import { REWARD_STATES, type RewardState } from '../../src/common/pages/rewardSchemas.ts';
import { fail, ok, type AuthCall, type AuthRoute } from '../auth/call.ts';
import { withMember } from '../member/account-routes.ts';
import type { MemberContext } from '../member/context.ts';
import { submissionRoute, type SubmissionContext } from '../member/submissions.ts';
import { voucherValue } from '../member/vouchers.ts';
import { currencyOf } from '../merchants/cashier.ts';
import { pagesOf, type StoredReward } from './pageBook.ts';
import { payPrize } from './prizes.ts';

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

export function rewardState(reward: StoredReward, now: number): RewardState {
  if (reward.state === 'claimed') return 'claimed';
  return reward.expiresAt <= now ? 'expired' : 'claimable';
}

export function rewardValue(reward: StoredReward, now: number) {
  return {
    id: reward.id,
    source: reward.source,
    title: reward.title,
    description: reward.description,
    prize: reward.prize,
    state: rewardState(reward, now),
    issuedAt: iso(reward.issuedAt)!,
    expiresAt: iso(reward.expiresAt)!,
    claimedAt: iso(reward.claimedAt),
    orderId: reward.orderId,
    voucherId: reward.voucherId,
  };
}

const ORDER: Record<RewardState, number> = { claimable: 0, claimed: 1, expired: 2 };

/** Claimable soonest-to-expire first, then claimed and expired, newest first. */
function byRelevance(now: number) {
  return (a: StoredReward, b: StoredReward) => {
    const [stateA, stateB] = [rewardState(a, now), rewardState(b, now)];
    if (stateA !== stateB) return ORDER[stateA] - ORDER[stateB];
    if (stateA === 'claimable') return a.expiresAt - b.expiresAt;
    return (b.claimedAt ?? b.expiresAt) - (a.claimedAt ?? a.expiresAt);
  };
}

async function listRewards(context: MemberContext, call: AuthCall) {
  const pages = await pagesOf(context);
  const raw = call.query.get('state');
  const wanted = raw ? raw.split(',').map((state) => state.trim()) : [...REWARD_STATES];
  if (!wanted.every((state) => (REWARD_STATES as readonly string[]).includes(state))) {
    return fail('invalid_request', { field: 'state' }, 'The state filter is not valid');
  }
  const now = Date.now();
  const rewards = [...pages.rewards]
    .sort(byRelevance(now))
    .filter((reward) => wanted.includes(rewardState(reward, now)))
    .map((reward) => rewardValue(reward, now));
  return ok({ ...currencyOf(context.merchant.merchantCode), points: pages.points, rewards });
}

async function claimReward(call: AuthCall, context: SubmissionContext) {
  const pages = await pagesOf(context);
  const reward = pages.rewards.find((candidate) => candidate.id === call.body['rewardId']);
  if (!reward) return fail('reward.not_found');
  const now = Date.now();
  const state = rewardState(reward, now);
  if (state !== 'claimable') return fail('reward.unavailable', { state });
  const payout = payPrize(context, pages, reward.prize, reward.title, now);
  Object.assign(reward, {
    state: 'claimed',
    claimedAt: now,
    orderId: payout.orderId,
    voucherId: payout.voucher?.id ?? null,
  });
  const code = context.merchant.merchantCode;
  return context.commit(
    ok({
      reward: rewardValue(reward, now),
      balance: context.book.balance,
      points: pages.points,
      voucher: payout.voucher ? voucherValue(code, payout.voucher, now) : null,
    }),
  );
}

export const REWARD_ROUTES: Record<string, AuthRoute> = {
  [PAGE_PATHS.rewards]: {
    method: 'GET',
    session: 'required',
    malformed: { success: true, value: { rewards: [{ id: 'one', state: 'maybe' }] } },
    answer: withMember(listRewards),
  },
  [PAGE_PATHS.claimReward]: submissionRoute(PAGE_PATHS.claimReward, {
    malformed: { success: true, value: { reward: null, balance: 'more' } },
    submit: claimReward,
  }),
};
