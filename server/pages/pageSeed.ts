// A member's pages part when it is first needed (server/pages/pageBook.ts): everyone gets the
// merchant's welcome rewards; the demo account player01 gets points, a reward in every state,
// mission progress for the current periods, a gift on its way, friends it invited and an
// answered feedback (docs/qa.md "Pages").
import { maskAccountName } from '../../src/common/validators.ts';
import type { Member } from '../auth/members.ts';
import { feedbackContentOf } from './content/feedbackContent.ts';
import { mallContentOf } from './content/mallContent.ts';
import { missionsContentOf } from './content/missionsContent.ts';
import { referralContentOf } from './content/referralContent.ts';
import { rewardsContentOf, type RewardSeed } from './content/rewardsContent.ts';
import { pageSettingsOf } from './content/settings.ts';
import type { MemberPages, StoredReward } from './pageBook.ts';
import { periodAt } from './periods.ts';

const DAY = 24 * 60 * 60_000;
const DEMO_ACCOUNT = 'player01';
const DEMO_POINTS: Record<string, number> = { DEMOVN: 1_280, DEMOBR: 640 };

export function rewardFrom(seed: RewardSeed, id: number, now: number): StoredReward {
  const issuedAt = now - seed.issuedDaysAgo * DAY;
  const claimedAt = seed.claimedDaysAgo === undefined ? null : now - seed.claimedDaysAgo * DAY;
  return {
    id,
    source: seed.source,
    title: seed.title,
    description: seed.description,
    prize: seed.prize,
    state: claimedAt === null ? 'claimable' : 'claimed',
    issuedAt,
    expiresAt: issuedAt + seed.validDays * DAY,
    claimedAt,
    orderId: null,
    voucherId: null,
  };
}

function demoPart(merchantCode: string, now: number, nextId: () => number): Partial<MemberPages> {
  const { timeZone } = pageSettingsOf(merchantCode);
  const { missions, demoProgress } = missionsContentOf(merchantCode);
  const mall = mallContentOf(merchantCode);
  return {
    points: DEMO_POINTS[merchantCode] ?? 0,
    missions: missions
      .filter((mission) => demoProgress[mission.id] !== undefined)
      .map((mission) => ({
        missionId: mission.id,
        periodKey: periodAt(mission.period, timeZone, now).key,
        progress: demoProgress[mission.id]!,
        claimedAt: null,
        scoreEarned: 0,
      })),
    redemptions: mall.demoRedemptions.flatMap(({ itemId, daysAgo }) => {
      const item = mall.items.find((candidate) => candidate.id === itemId);
      if (!item) return [];
      const { title, pricePoints, prize } = item;
      const createdAt = now - daysAgo * DAY;
      const status = 'processing' as const;
      return [
        {
          id: nextId(),
          itemId,
          title,
          pricePoints,
          prize,
          status,
          createdAt,
          orderId: null,
          voucherId: null,
        },
      ];
    }),
    feedback: feedbackContentOf(merchantCode).map((seed) => ({
      feedbackId: seed.feedbackId,
      fingerprint: '',
      category: seed.category,
      text: seed.text,
      screenshot: null,
      writtenAt: now - seed.daysAgo * DAY,
      receivedAt: now - seed.daysAgo * DAY,
      status: 'replied',
      reply: { text: seed.reply, repliedAt: now - seed.daysAgo * DAY + 2 * 60 * 60_000 },
      deliveries: 1,
    })),
    demoFriends: referralContentOf(merchantCode).demoFriends.map((friend) => ({
      name: maskAccountName(friend.account),
      registeredAt: now - friend.registeredDaysAgo * DAY,
      qualifiedAt: friend.qualifiedDaysAgo === null ? null : now - friend.qualifiedDaysAgo * DAY,
    })),
  };
}

export function seedPages(
  merchantCode: string,
  member: Member,
  now: number,
  nextId: () => number,
): MemberPages {
  const content = rewardsContentOf(merchantCode);
  const demo = member.account === DEMO_ACCOUNT;
  const rewardSeeds = demo ? [...content.everyone, ...content.player01] : content.everyone;
  return {
    points: 0,
    rewards: rewardSeeds.map((seed) => rewardFrom(seed, nextId(), now)),
    missions: [],
    redemptions: [],
    agentApplications: [],
    feedback: [],
    demoFriends: [],
    ...(demo ? demoPart(merchantCode, now, nextId) : {}),
  };
}
