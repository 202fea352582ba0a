import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AgentPage } from '../../src/common/pages/agentSchemas.ts';
import type { FeedbackItem } from '../../src/common/pages/feedbackSchemas.ts';
import type { Mall } from '../../src/common/pages/mallSchemas.ts';
import type { Missions } from '../../src/common/pages/missionSchemas.ts';
import { PAGE_PATHS } from '../../src/common/pages/pageApi.ts';
import type { Rewards } from '../../src/common/pages/rewardSchemas.ts';
import { startTestServer, type TestServer } from '../test-helpers.ts';
import {
  feedbackAnswer,
  feedbackBody,
  memberGet,
  memberIdOf,
  qaRead,
  submit,
  tokenOf,
} from './testClient.ts';

/** The mall without its image addresses, which name the server's port. */
const mallOf = async (token: string) => {
  const { value } = await memberGet<Mall>(server, PAGE_PATHS.mall, token);
  return { ...value, items: value.items.map(({ imageUrl: _image, ...item }) => item) };
};

let dataDir: string;
let server: TestServer;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'storefront-pages-test-'));
  server = await startTestServer({ dataDir });
});
afterEach(async () => {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the pages on disk', { timeout: 30_000 }, () => {
  it('keep claims, redemptions, applications and feedback across a restart', async () => {
    let token = await tokenOf(server, 'player01');
    const rewards = (await memberGet<Rewards>(server, PAGE_PATHS.rewards, token)).value;
    const cash = rewards.rewards.find((r) => r.state === 'claimable' && r.prize.type === 'cash')!;
    const rewardKey = randomUUID();
    const claimed = await submit(server, PAGE_PATHS.claimReward, { rewardId: cash.id }, token, {
      key: rewardKey,
    });
    const missions = (await memberGet<Missions>(server, PAGE_PATHS.missions, token)).value;
    const login = missions.missions[0]!;
    const missionBody = { missionId: login.id, periodKey: login.periodKey };
    await submit(server, PAGE_PATHS.claimMission, missionBody, token);
    const redeemKey = randomUUID();
    const redeemed = await submit(server, PAGE_PATHS.redeemMallItem, { itemId: 2 }, token, {
      key: redeemKey,
    });
    expect(redeemed.success).toBe(true);
    const applied = await submit(
      server,
      PAGE_PATHS.applyAgent,
      {
        contactName: 'Trần Văn Bình',
        countryDialingCode: '84',
        mobileNum: '0987654321',
        email: 'binh@gmail.example',
        channel: 'ZALO',
        expectedMonthlyVolume: 'V1',
        note: '',
      },
      token,
    );
    const feedback = feedbackBody(await memberIdOf(server, token));
    const receipt = await feedbackAnswer(server, feedback, token);
    const before = {
      rewards: (await memberGet<Rewards>(server, PAGE_PATHS.rewards, token)).value,
      mall: await mallOf(token),
    };

    await server.stop();
    server = await startTestServer({ dataDir });
    token = await tokenOf(server, 'player01');

    // The same pages, and replays get the first answers without paying twice.
    expect((await memberGet<Rewards>(server, PAGE_PATHS.rewards, token)).value).toEqual(
      before.rewards,
    );
    expect(await mallOf(token)).toEqual(before.mall);
    expect(
      await submit(server, PAGE_PATHS.claimReward, { rewardId: cash.id }, token, {
        key: rewardKey,
      }),
    ).toEqual(claimed);
    expect(
      await submit(server, PAGE_PATHS.redeemMallItem, { itemId: 2 }, token, { key: redeemKey }),
    ).toEqual(redeemed);
    expect(await mallOf(token)).toEqual(before.mall);
    const afterMissions = (await memberGet<Missions>(server, PAGE_PATHS.missions, token)).value;
    expect(afterMissions.missions[0]!.state).toBe('claimed');
    expect(
      (await memberGet<AgentPage>(server, PAGE_PATHS.agentApplication, token)).value.application,
    ).toEqual(applied.value);
    expect(await feedbackAnswer(server, feedback, token)).toEqual(receipt);
    const items = (await memberGet<{ items: FeedbackItem[] }>(server, PAGE_PATHS.feedback, token))
      .value.items;
    expect(items.filter((item) => item.feedbackId === feedback.feedbackId)).toHaveLength(1);
    const received = await qaRead<{ feedbackId: string; deliveries: number }[]>(
      server,
      '/__qa/feedback',
    );
    expect(received.find((f) => f.feedbackId === feedback.feedbackId)!.deliveries).toBe(2);
  });
});
