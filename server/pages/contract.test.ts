// Every answer of the pages' calls, happy paths and errors, through the schemas the storefront
// validates with (src/common/pages/): the two cannot drift apart.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentApplicationSchema, AgentPageSchema } from '../../src/common/pages/agentSchemas.ts';
import { HelpCenterSchema, NewsPageSchema } from '../../src/common/pages/contentSchemas.ts';
import {
  FeedbackListSchema,
  FeedbackReceiptSchema,
} from '../../src/common/pages/feedbackSchemas.ts';
import { GameMatchesSchema } from '../../src/common/pages/gameSchemas.ts';
import {
  MallSchema,
  RedeemAnswerSchema,
  RedemptionsSchema,
} from '../../src/common/pages/mallSchemas.ts';
import {
  LeaderboardSchema,
  MissionClaimSchema,
  MissionsSchema,
  type Missions,
} from '../../src/common/pages/missionSchemas.ts';
import { PAGE_PATHS } from '../../src/common/pages/pageApi.ts';
import { PageFailureSchema } from '../../src/common/pages/pageFailure.ts';
import {
  PromotionCategoriesSchema,
  PromotionEntriesSchema,
} from '../../src/common/pages/promotionSchemas.ts';
import { ReferralSchema } from '../../src/common/pages/referral.ts';
import { RewardClaimSchema, RewardsSchema } from '../../src/common/pages/rewardSchemas.ts';
import { VipLevelsSchema, VipStatusSchema } from '../../src/common/pages/vipSchemas.ts';
import { setScenario, startTestServer, type TestServer } from '../test-helpers.ts';
import {
  feedbackAnswer,
  feedbackBody,
  grantReward,
  memberGet,
  memberIdOf,
  setPoints,
  submit,
  TINY_PNG,
  tokenOf,
  type Envelope,
} from './testClient.ts';

let server: TestServer;
let vn: string;
let br: string;
beforeAll(async () => {
  server = await startTestServer();
  vn = await tokenOf(server, 'player01');
  br = await tokenOf(server, 'player01', 'DEMOBR');
}, 30_000);
afterAll(() => server.stop());

/** A success must fit the call's schema, a failure the failure schema (known code, message). */
function expectContract<T>(schema: v.GenericSchema<unknown, T>, answer: Envelope<unknown>): T {
  const parsed = answer.success
    ? v.safeParse(schema, answer.value)
    : v.safeParse(PageFailureSchema, answer);
  const problems = parsed.issues?.map((issue) => `${issue.message} at ${v.getDotPath(issue)}`);
  expect(problems ?? [], JSON.stringify(answer).slice(0, 400)).toEqual([]);
  return parsed.output as T;
}

const expectFailure = (answer: Envelope<unknown>, errorCode: string) => {
  expect(answer).toMatchObject({ success: false, errorCode });
  expectContract(v.unknown(), answer);
};

const get = (path: string, token?: string, merchant = 'DEMOVN') =>
  memberGet(server, path, token, merchant);

describe('the pages’ contract', { timeout: 30_000 }, () => {
  it('public calls, both merchants', async () => {
    for (const merchant of ['DEMOVN', 'DEMOBR']) {
      expectContract(
        GameMatchesSchema,
        await get(`${PAGE_PATHS.gameMatches}?results=3`, undefined, merchant),
      );
      expectContract(PromotionEntriesSchema, await get(PAGE_PATHS.promotions, undefined, merchant));
      expectContract(
        PromotionCategoriesSchema,
        await get(PAGE_PATHS.promotionCategories, undefined, merchant),
      );
      expectContract(VipLevelsSchema, await get(PAGE_PATHS.vipLevels, undefined, merchant));
      expectContract(HelpCenterSchema, await get(PAGE_PATHS.help, undefined, merchant));
      expectContract(
        NewsPageSchema,
        await get(`${PAGE_PATHS.news}?pageSize=3`, undefined, merchant),
      );
      expectContract(ReferralSchema, await get(PAGE_PATHS.referral, undefined, merchant));
    }
    expectFailure(await get(`${PAGE_PATHS.gameMatches}?results=-1`), 'matches.query.invalid');
    expectFailure(await get(`${PAGE_PATHS.news}?id=1`), 'news.not_found');
    expectFailure(await get(`${PAGE_PATHS.news}?pageSize=99`), 'news.query.invalid');
  });

  it('rewards', async () => {
    for (const [token, merchant] of [
      [vn, 'DEMOVN'],
      [br, 'DEMOBR'],
    ] as const) {
      const list = expectContract(RewardsSchema, await get(PAGE_PATHS.rewards, token, merchant));
      for (const reward of list.rewards.filter((r) => r.state === 'claimable')) {
        const claim = { rewardId: reward.id };
        expectContract(
          RewardClaimSchema,
          await submit(server, PAGE_PATHS.claimReward, claim, token, { merchant }),
        );
      }
      const expired = list.rewards.find((r) => r.state === 'expired')!;
      expectFailure(
        await submit(server, PAGE_PATHS.claimReward, { rewardId: expired.id }, token, { merchant }),
        'reward.unavailable',
      );
    }
    expectFailure(
      await submit(server, PAGE_PATHS.claimReward, { rewardId: 1 }, vn),
      'reward.not_found',
    );
    expectFailure(
      await submit(server, PAGE_PATHS.claimReward, {}, vn, { key: null }),
      'idempotency.key.required',
    );
    expectFailure(await get(PAGE_PATHS.rewards), 'user.or.token.invalid');
  });

  it('missions and the leaderboard', async () => {
    const list = expectContract(MissionsSchema, await get(PAGE_PATHS.missions, vn));
    expectContract(MissionsSchema, await get(PAGE_PATHS.missions, br, 'DEMOBR'));
    const claim = (mission: Missions['missions'][number]) =>
      submit(
        server,
        PAGE_PATHS.claimMission,
        { missionId: mission.id, periodKey: mission.periodKey },
        vn,
      );
    const [login, , lottery] = list.missions;
    expectContract(MissionClaimSchema, await claim(login!));
    expectFailure(await claim(login!), 'mission.claimed');
    expectFailure(await claim(lottery!), 'mission.incomplete');
    expectFailure(await claim({ ...lottery!, periodKey: 'x' }), 'mission.period_over');
    expectFailure(await claim({ ...lottery!, id: 404 }), 'mission.not_found');
    for (const period of ['daily', 'weekly']) {
      expectContract(
        LeaderboardSchema,
        await get(`${PAGE_PATHS.leaderboard}?period=${period}`, vn),
      );
    }
    expectFailure(
      await get(`${PAGE_PATHS.leaderboard}?period=x`, vn),
      'leaderboard.period.invalid',
    );
  });

  it('the point mall', async () => {
    const mall = expectContract(MallSchema, await get(PAGE_PATHS.mall, vn));
    expectContract(MallSchema, await get(PAGE_PATHS.mall, br, 'DEMOBR'));
    await setPoints(server, 'player01', 10_000);
    for (const id of [1, 3, 5]) {
      expectContract(
        RedeemAnswerSchema,
        await submit(server, PAGE_PATHS.redeemMallItem, { itemId: id }, vn),
      );
    }
    expectFailure(await submit(server, PAGE_PATHS.redeemMallItem, { itemId: 5 }, vn), 'mall.limit');
    expectFailure(
      await submit(server, PAGE_PATHS.redeemMallItem, { itemId: 7 }, vn),
      'mall.points.insufficient',
    );
    expectFailure(
      await submit(server, PAGE_PATHS.redeemMallItem, { itemId: 0 }, vn),
      'mall.item.not_found',
    );
    expect(mall.items.length).toBeGreaterThan(0);
    expectContract(RedemptionsSchema, await get(PAGE_PATHS.mallRedemptions, vn));
  });

  it('VIP, referral and agent registration', async () => {
    expectContract(VipStatusSchema, await get(PAGE_PATHS.vipStatus, vn));
    expectContract(VipStatusSchema, await get(PAGE_PATHS.vipStatus, br, 'DEMOBR'));
    expectContract(
      VipStatusSchema,
      await get(PAGE_PATHS.vipStatus, await tokenOf(server, 'agent01')),
    );
    expectContract(ReferralSchema, await get(PAGE_PATHS.referral, vn));
    expectContract(ReferralSchema, await get(PAGE_PATHS.referral, br, 'DEMOBR'));
    expectContract(AgentPageSchema, await get(PAGE_PATHS.agentApplication, vn));
    const form = {
      contactName: 'Maria da Silva',
      countryDialingCode: '55',
      mobileNum: '(11) 98765-4321',
      email: 'maria@exemplo.example',
      channel: 'WHATSAPP',
      expectedMonthlyVolume: 'V1',
      note: '',
    };
    expectFailure(
      await submit(server, PAGE_PATHS.applyAgent, { ...form, email: '' }, br, {
        merchant: 'DEMOBR',
      }),
      'agent.form.invalid',
    );
    expectContract(
      AgentApplicationSchema,
      await submit(server, PAGE_PATHS.applyAgent, form, br, { merchant: 'DEMOBR' }),
    );
    expectFailure(
      await submit(server, PAGE_PATHS.applyAgent, form, br, { merchant: 'DEMOBR' }),
      'agent.application.pending',
    );
    expectContract(AgentPageSchema, await get(PAGE_PATHS.agentApplication, br, 'DEMOBR'));
    expectFailure(
      await submit(server, PAGE_PATHS.applyAgent, form, await tokenOf(server, 'agent01')),
      'agent.already',
    );
  });

  it('feedback', async () => {
    const memberId = await memberIdOf(server, vn);
    const screenshot = { type: 'image/png', data: TINY_PNG };
    const body = feedbackBody(memberId, { screenshot });
    expectContract(FeedbackReceiptSchema, await feedbackAnswer(server, body, vn));
    expectContract(FeedbackReceiptSchema, await feedbackAnswer(server, body, vn));
    expectFailure(
      await feedbackAnswer(server, { ...body, text: 'Something else entirely' }, vn),
      'feedback.id.reused',
    );
    expectFailure(
      await feedbackAnswer(server, feedbackBody(memberId, { text: '' }), vn),
      'feedback.form.invalid',
    );
    expectFailure(await feedbackAnswer(server, feedbackBody(1), vn), 'feedback.member.mismatch');
    expectFailure(
      await feedbackAnswer(server, { ...feedbackBody(memberId), feedbackId: 'x' }, vn),
      'feedback.id.invalid',
    );
    expectFailure(await feedbackAnswer(server, body, undefined), 'user.or.token.invalid');
    expectContract(FeedbackListSchema, await get(PAGE_PATHS.feedback, vn));
    expectContract(FeedbackListSchema, await get(PAGE_PATHS.feedback, br, 'DEMOBR'));
    expect((await grantReward(server, 'player01', { type: 'points', points: 5 })).status).toBe(200);
  });

  it('every member call needs a session', async () => {
    const gets = [
      PAGE_PATHS.rewards,
      PAGE_PATHS.missions,
      PAGE_PATHS.leaderboard,
      PAGE_PATHS.mall,
      PAGE_PATHS.mallRedemptions,
      PAGE_PATHS.vipStatus,
      PAGE_PATHS.agentApplication,
      PAGE_PATHS.feedback,
    ];
    for (const path of gets) expectFailure(await get(path), 'user.or.token.invalid');
    const posts = [
      PAGE_PATHS.claimReward,
      PAGE_PATHS.claimMission,
      PAGE_PATHS.redeemMallItem,
      PAGE_PATHS.applyAgent,
    ];
    for (const path of posts) {
      expectFailure(await submit(server, path, {}, undefined), 'user.or.token.invalid');
    }
  });

  it('QA’s malformed switch gives answers the schemas refuse', async () => {
    const calls: [v.GenericSchema, () => Promise<Envelope<unknown>>][] = [
      [GameMatchesSchema, () => get(PAGE_PATHS.gameMatches)],
      [VipLevelsSchema, () => get(PAGE_PATHS.vipLevels)],
      [HelpCenterSchema, () => get(PAGE_PATHS.help)],
      [NewsPageSchema, () => get(PAGE_PATHS.news)],
      [PromotionEntriesSchema, () => get(PAGE_PATHS.promotions)],
      [RewardsSchema, () => get(PAGE_PATHS.rewards, vn)],
      [MissionsSchema, () => get(PAGE_PATHS.missions, vn)],
      [LeaderboardSchema, () => get(PAGE_PATHS.leaderboard, vn)],
      [MallSchema, () => get(PAGE_PATHS.mall, vn)],
      [RedemptionsSchema, () => get(PAGE_PATHS.mallRedemptions, vn)],
      [VipStatusSchema, () => get(PAGE_PATHS.vipStatus, vn)],
      [ReferralSchema, () => get(PAGE_PATHS.referral, vn)],
      [AgentPageSchema, () => get(PAGE_PATHS.agentApplication, vn)],
      [FeedbackListSchema, () => get(PAGE_PATHS.feedback, vn)],
      [RewardClaimSchema, () => submit(server, PAGE_PATHS.claimReward, { rewardId: 1 }, vn)],
      [MissionClaimSchema, () => submit(server, PAGE_PATHS.claimMission, {}, vn)],
      [RedeemAnswerSchema, () => submit(server, PAGE_PATHS.redeemMallItem, {}, vn)],
      [AgentApplicationSchema, () => submit(server, PAGE_PATHS.applyAgent, {}, vn)],
      [FeedbackReceiptSchema, () => feedbackAnswer(server, {}, vn)],
    ];
    await setScenario(server, { malformed: true });
    try {
      for (const [schema, call] of calls) {
        const answer = await call();
        expect(answer.success, JSON.stringify(answer)).toBe(true);
        expect(v.safeParse(schema, answer.value).success, JSON.stringify(answer)).toBe(false);
      }
    } finally {
      await setScenario(server, { malformed: false });
    }
  });
});
