import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '../../src/common/pages/pageApi.ts';
import type { Reward, RewardClaim, Rewards } from '../../src/common/pages/rewardSchemas.ts';
import { startTestServer, type TestServer } from '../test-helpers.ts';
import { grantReward, memberGet, submit, tokenOf } from './testClient.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const rewards = async (token: string, query = '') =>
  (await memberGet<Rewards>(server, `${PAGE_PATHS.rewards}${query}`, token)).value;
const balance = async (token: string) =>
  (await memberGet<{ balance: number }>(server, '/wps/member/balance', token)).value.balance;
const claim = (token: string, rewardId: number, key?: string | null) =>
  submit<RewardClaim>(server, PAGE_PATHS.claimReward, { rewardId }, token, {
    ...(key !== undefined ? { key } : {}),
  });

describe('the reward center', { timeout: 30_000 }, () => {
  it('needs a session', async () => {
    expect(await memberGet(server, PAGE_PATHS.rewards, undefined)).toMatchObject({
      success: false,
      errorCode: 'user.or.token.invalid',
    });
    expect(await claim('nobody', 1)).toMatchObject({ errorCode: 'user.or.token.invalid' });
  });

  it('lists claimable rewards first, then claimed and expired ones', async () => {
    const token = await tokenOf(server, 'player01');
    const list = await rewards(token);
    expect(list).toMatchObject({ currency: 'VND', decimals: 0, points: 1_280 });
    const states = list.rewards.map((reward) => reward.state);
    expect(states).toEqual([...states].sort((a, b) => order(a) - order(b)));
    expect(new Set(states)).toEqual(new Set(['claimable', 'claimed', 'expired']));
    const claimable = list.rewards.filter((reward) => reward.state === 'claimable');
    const expiries = claimable.map((reward) => Date.parse(reward.expiresAt));
    expect(expiries).toEqual([...expiries].sort((a, b) => a - b));
    expect((await rewards(token, '?state=expired')).rewards.map((r) => r.source)).toEqual([
      'BIRTHDAY',
    ]);
    expect(await memberGet(server, `${PAGE_PATHS.rewards}?state=lost`, token)).toMatchObject({
      errorCode: 'invalid_request',
    });
  });

  it('pays a cash reward to the balance once, however often the claim is sent', async () => {
    const token = await tokenOf(server, 'agent01');
    const checkIn = (await rewards(token)).rewards.find((r) => r.source === 'CHECK_IN')!;
    const before = await balance(token);
    const key = randomUUID();
    const first = await claim(token, checkIn.id, key);
    expect(first.success).toBe(true);
    expect(first.value.reward).toMatchObject({ state: 'claimed', id: checkIn.id });
    expect(first.value.balance).toBe(before + 5_000);
    // The same request again (a lost answer, a double tap) gets the first answer back.
    expect(await claim(token, checkIn.id, key)).toEqual(first);
    expect(await balance(token)).toBe(before + 5_000);
    // The member's history lists the payment under the reward's name.
    const history = await memberGet<{ items: { id: string; channel: string; amount: number }[] }>(
      server,
      '/wps/member/transactions?type=bonus',
      token,
    );
    expect(history.value.items[0]).toMatchObject({
      id: first.value.reward.orderId,
      channel: 'Điểm danh hôm nay',
      amount: 5_000,
    });
    // A new tap (a new key) on a claimed reward is refused.
    expect(await claim(token, checkIn.id)).toMatchObject({
      errorCode: 'reward.unavailable',
      value: { state: 'claimed' },
    });
  });

  it('refuses a key reused for another reward, a missing key and an unknown reward', async () => {
    const token = await tokenOf(server, 'first01');
    const [one, two] = (await rewards(token)).rewards;
    const key = randomUUID();
    expect((await claim(token, one!.id, key)).success).toBe(true);
    expect(await claim(token, two!.id, key)).toMatchObject({ errorCode: 'idempotency.key.reused' });
    expect(await claim(token, two!.id, null)).toMatchObject({
      errorCode: 'idempotency.key.required',
    });
    expect(await claim(token, 999, 'not-a-uuid')).toMatchObject({
      errorCode: 'idempotency.key.invalid',
    });
    expect(await claim(token, 999)).toMatchObject({ errorCode: 'reward.not_found' });
  });

  it('refuses an expired reward', async () => {
    const token = await tokenOf(server, 'player01');
    const expired = (await rewards(token, '?state=expired')).rewards[0]!;
    expect(await claim(token, expired.id)).toMatchObject({
      errorCode: 'reward.unavailable',
      value: { state: 'expired' },
    });
  });

  it('adds points, and turns a voucher prize into a claimed voucher', async () => {
    const token = await tokenOf(server, 'player01');
    const list = await rewards(token);
    const points = list.rewards.find((r) => r.state === 'claimable' && r.prize.type === 'points')!;
    const answer = await claim(token, points.id);
    expect(answer.value.points).toBe(list.points + 100);
    const voucherReward = list.rewards.find((r) => r.prize.type === 'voucher')!;
    const claimed = await claim(token, voucherReward.id);
    expect(claimed.value.voucher).toMatchObject({ state: 'claimed', title: expect.any(String) });
    const vouchers = await memberGet<{ vouchers: { id: number; state: string }[] }>(
      server,
      '/wps/member/vouchers',
      token,
    );
    expect(vouchers.value.vouchers).toContainEqual(
      expect.objectContaining({ id: claimed.value.voucher!.id, state: 'claimed' }),
    );
    expect(claimed.value.reward.voucherId).toBe(claimed.value.voucher!.id);
  });

  it('shows a reward QA grants, claimable at once', async () => {
    const token = await tokenOf(server, 'nochat01');
    const granted = await grantReward(server, 'nochat01', { type: 'cash', amount: 12_000 });
    expect(granted.status).toBe(200);
    const reward = (await rewards(token)).rewards.find((r) => r.id === granted.value.id);
    expect(reward).toMatchObject<Partial<Reward>>({ state: 'claimable', source: 'EVENT' });
    expect((await claim(token, reward!.id)).value.reward.state).toBe('claimed');
  });
});

const order = (state: string) => ['claimable', 'claimed', 'expired'].indexOf(state);
