import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mall, RedeemAnswer, Redemption } from '../../src/common/pages/mallSchemas.ts';
import { PAGE_PATHS } from '../../src/common/pages/pageApi.ts';
import { setScenario, startTestServer, type TestServer } from '../test-helpers.ts';
import { memberGet, setPoints, submit, tokenOf } from './testClient.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const mall = async (token: string) => (await memberGet<Mall>(server, PAGE_PATHS.mall, token)).value;
const item = async (token: string, id: number) =>
  (await mall(token)).items.find((candidate) => candidate.id === id)!;
const redeem = (token: string, itemId: number, key?: string) =>
  submit<RedeemAnswer>(server, PAGE_PATHS.redeemMallItem, { itemId }, token, key ? { key } : {});

describe('the point mall', { timeout: 30_000 }, () => {
  it('lists items with prices, stock and images, and the member’s points', async () => {
    const token = await tokenOf(server, 'player01');
    const list = await mall(token);
    expect(list).toMatchObject({ points: 1_280, currency: 'VND' });
    expect(list.categories.map((category) => category.code)).toEqual(['BONUS', 'VOUCHER', 'GIFT']);
    // player01's seeded phone top-up card takes one from the stock of 120.
    expect(list.items.find((i) => i.id === 4)).toMatchObject({ stock: 119, redeemedByMe: 1 });
    const image = list.items[0]!.imageUrl;
    expect(image).toMatch(/\/cdn\/DEMOVN\/mall-1\.svg$/);
  });

  it('redeems once per key: points down, balance up, stock down', async () => {
    const token = await tokenOf(server, 'player01');
    const before = await item(token, 2);
    const key = randomUUID();
    const first = await redeem(token, 2, key);
    expect(first.success).toBe(true);
    expect(first.value).toMatchObject({ points: 1_280 - 950, stock: before.stock! - 1 });
    expect(first.value.redemption).toMatchObject<Partial<Redemption>>({
      itemId: 2,
      status: 'completed',
      pricePoints: 950,
    });
    expect(await redeem(token, 2, key)).toEqual(first);
    const after = await mall(token);
    expect(after.points).toBe(1_280 - 950);
    expect(after.items.find((i) => i.id === 2)).toMatchObject({
      stock: before.stock! - 1,
      redeemedByMe: 1,
    });
    const history = await memberGet<{ items: Redemption[] }>(
      server,
      PAGE_PATHS.mallRedemptions,
      token,
    );
    expect(history.value.items[0]).toMatchObject({ id: first.value.redemption.id, itemId: 2 });
    expect(history.value.items.map((r) => r.itemId)).toEqual([2, 4]);
  });

  it('refuses without enough points, over the member’s limit and an unknown item', async () => {
    const token = await tokenOf(server, 'agent01');
    expect(await redeem(token, 1)).toMatchObject({
      errorCode: 'mall.points.insufficient',
      value: { points: 0, pricePoints: 200 },
    });
    await setPoints(server, 'agent01', 5_000);
    expect((await redeem(token, 5)).value.redemption.status).toBe('processing');
    expect(await redeem(token, 5)).toMatchObject({
      errorCode: 'mall.limit',
      value: { perMemberLimit: 1 },
    });
    expect(await redeem(token, 42)).toMatchObject({ errorCode: 'mall.item.not_found' });
    // A refusal changes nothing: the points are still there.
    expect((await mall(token)).points).toBe(5_000 - 1_500);
  });

  it('gives a voucher item as a claimed voucher', async () => {
    const token = await tokenOf(server, 'first01');
    await setPoints(server, 'first01', 300);
    const answer = await redeem(token, 3);
    expect(answer.value.points).toBe(0);
    const vouchers = await memberGet<{ vouchers: { id: number; state: string }[] }>(
      server,
      '/wps/member/vouchers?state=claimed',
      token,
    );
    expect(vouchers.value.vouchers.map((v) => v.id)).toContain(answer.value.redemption.voucherId);
  });

  it('runs out of stock for everyone: the last one, then QA’s mallSoldOut', async () => {
    const token = await tokenOf(server, 'nochat01');
    const other = await tokenOf(server, 'expired01');
    await setPoints(server, 'nochat01', 300_000);
    await setPoints(server, 'expired01', 300_000);
    expect((await redeem(token, 7)).value.stock).toBe(0);
    expect((await item(other, 7)).stock).toBe(0);
    expect(await redeem(other, 7)).toMatchObject({ errorCode: 'mall.out_of_stock' });

    await setScenario(server, { mallSoldOut: [1] });
    expect((await item(other, 1)).stock).toBe(0);
    expect(await redeem(other, 1)).toMatchObject({ errorCode: 'mall.out_of_stock' });
    expect((await item(other, 2)).stock).toBeGreaterThan(0);
    await setScenario(server, { mallSoldOut: true });
    expect((await mall(other)).items.every((i) => i.stock === 0)).toBe(true);
    await setScenario(server, { mallSoldOut: false });
    expect((await item(other, 1)).stock).toBeNull();
    expect((await redeem(other, 1)).success).toBe(true);
  });
});
