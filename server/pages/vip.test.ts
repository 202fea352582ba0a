import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '../../src/common/pages/pageApi.ts';
import type { VipLevels, VipStatus } from '../../src/common/pages/vipSchemas.ts';
import { startTestServer, type TestServer } from '../test-helpers.ts';
import { memberGet, submit, tokenOf } from './testClient.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

interface RankProgress {
  currentProgress: number;
  playerRankProgress: { completedConditions: number; totalExpectedConditions: number };
}

describe('member and VIP benefits', { timeout: 30_000 }, () => {
  it('publishes each merchant’s tiers to visitors, lowest first', async () => {
    for (const merchant of ['DEMOVN', 'DEMOBR']) {
      const answer = await memberGet<VipLevels>(server, PAGE_PATHS.vipLevels, undefined, merchant);
      const levels = answer.value.tiers.map((tier) => tier.level);
      expect(levels).toEqual([0, 1, 2, 3, 4]);
      // Every tier asks at least what the one below it asks.
      for (const [index, tier] of answer.value.tiers.entries()) {
        const below = answer.value.tiers[index - 1];
        for (const requirement of below?.requirements ?? []) {
          const mine = tier.requirements.find((r) => r.code === requirement.code);
          expect(mine?.value ?? 0).toBeGreaterThanOrEqual(requirement.value);
        }
      }
      expect(answer.value.tiers[0]!.badgeUrl).toMatch(new RegExp(`/cdn/${merchant}/vip-0\\.svg$`));
    }
  });

  it('gives player01 the next tier’s conditions, agreeing with the rank progress relay', async () => {
    for (const merchant of ['DEMOVN', 'DEMOBR']) {
      const token = await tokenOf(server, 'player01', merchant);
      const status = (await memberGet<VipStatus>(server, PAGE_PATHS.vipStatus, token, merchant))
        .value;
      expect(status).toMatchObject({ level: 3, next: { level: 4 } });
      const relay = await memberGet<RankProgress>(server, PAGE_PATHS.rankProgress, token, merchant);
      const { completedConditions, totalExpectedConditions } = relay.value.playerRankProgress;
      const conditions = status.next!.conditions;
      expect(conditions.filter((condition) => condition.met)).toHaveLength(completedConditions);
      expect(conditions).toHaveLength(totalExpectedConditions);
      for (const condition of conditions) {
        expect(condition.gap).toBe(condition.met ? 0 : condition.required - condition.current);
      }
    }
  });

  it('counts an unlabelled member’s statistics from the books', async () => {
    const token = await tokenOf(server, 'fresh01');
    const before = (await memberGet<VipStatus>(server, PAGE_PATHS.vipStatus, token)).value;
    expect(before).toMatchObject({ level: 0, labelId: null, name: 'Thành viên' });
    expect(before.next).toMatchObject({ level: 1, name: 'VIP Đồng' });
    expect(before.next!.conditions.find((c) => c.code === 'DEPOSIT_TOTAL')).toMatchObject({
      current: 0,
      required: 2_000_000,
      gap: 2_000_000,
    });
    await submit(
      server,
      '/wps/relay/MCSFE_submitDeposit',
      { channel: 'BANK', amount: 2_500_000 },
      token,
    );
    const after = (await memberGet<VipStatus>(server, PAGE_PATHS.vipStatus, token)).value;
    expect(after.next!.conditions.find((c) => c.code === 'DEPOSIT_TOTAL')).toMatchObject({
      current: 2_500_000,
      met: true,
      gap: 0,
    });
  });

  it('needs a session for the member’s status', async () => {
    expect(await memberGet(server, PAGE_PATHS.vipStatus, undefined)).toMatchObject({
      errorCode: 'user.or.token.invalid',
    });
  });
});
