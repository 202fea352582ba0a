import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, plainCall, type Envelope } from '../auth/test-client.ts';
import { DEMO_PASSWORD } from '../auth/seed.ts';
import { PROMOTION_REDIRECTS } from '../../src/common/promotionRedirects.ts';
import { call, setScenario, startTestServer, type TestServer } from '../test-helpers.ts';

interface Promotion {
  id: number;
  key: string;
  enabled: boolean;
  redirect: string;
  externalLink: string | null;
  promoAnnouncementCategoryIds: number[];
}

describe('promotion relays', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  const publicCall = async <T>(path: string, merchant: string) =>
    (await call(server, path, { headers: { Merchant: merchant } })).json<Envelope<T>>().value;

  const memberCall = async <T>(path: string, account: string, merchant = 'DEMOVN') => {
    const answer = await login(server, account, DEMO_PASSWORD, {}, { merchant });
    const res = await plainCall(server, 'GET', path, undefined, {
      merchant,
      token: answer.value.token,
    });
    return res.json<Envelope<T>>().value;
  };

  it('lists every redirect type per merchant without a session, with known categories', async () => {
    for (const merchant of ['DEMOVN', 'DEMOBR']) {
      const promotions = await publicCall<Promotion[]>(
        '/wps/relay/MCSFE_getMerchantAvailablePromotions',
        merchant,
      );
      const categories = await publicCall<{ id: number; name: string }[]>(
        '/wps/relay/PROMOFE_getPromotionAnnouncementCategory',
        merchant,
      );
      expect(new Set(promotions.map((p) => p.redirect))).toEqual(new Set(PROMOTION_REDIRECTS));
      const known = new Set(categories.map((category) => category.id));
      for (const promotion of promotions) {
        expect(promotion.promoAnnouncementCategoryIds.every((id) => known.has(id))).toBe(true);
      }
      const external = promotions.find((p) => p.redirect === 'REDIRECT_URL');
      expect(external?.externalLink).toMatch(/^https:\/\//);
    }
  });

  it('has the referral promotion on in DEMOVN and off in DEMOBR', async () => {
    const referral = async (merchant: string) =>
      (
        await publicCall<Promotion[]>('/wps/relay/MCSFE_getMerchantAvailablePromotions', merchant)
      ).find((p) => p.key === 'REFERRAL')?.enabled;
    expect(await referral('DEMOVN')).toBe(true);
    expect(await referral('DEMOBR')).toBe(false);
  });

  it("answers the member's own availability: referral off for nochat01 only", async () => {
    const path = '/wps/relay/MCSFE_getAvailablePromotions';
    type Availability = { key: string; enabled: boolean }[];
    const referralOf = (list: Availability) => list.find((entry) => entry.key === 'REFERRAL');
    expect(referralOf(await memberCall<Availability>(path, 'player01'))?.enabled).toBe(true);
    expect(referralOf(await memberCall<Availability>(path, 'nochat01'))?.enabled).toBe(false);
    const visitor = await call(server, path, { headers: { Merchant: 'DEMOVN' } });
    expect(visitor.json<Envelope<unknown>>().errorCode).toBe('user.or.token.invalid');
  });

  it('gives rank progress per account and merchant', async () => {
    const path = '/wps/relay/MCSFE_getPlayerRankProgress';
    type Progress = {
      currentProgress: number;
      playerRankProgress: { completedConditions: number; totalExpectedConditions: number };
    };
    const vn = await memberCall<Progress>(path, 'player01');
    expect(vn.currentProgress).toBe(0.6);
    const br = await memberCall<Progress>(path, 'player01', 'DEMOBR');
    expect(br.playerRankProgress).toMatchObject({
      completedConditions: 1,
      totalExpectedConditions: 4,
    });
    expect((await memberCall<Progress>(path, 'agent01')).currentProgress).toBe(1);
  });

  it('answers the wrong shape under the malformed switch', async () => {
    await setScenario(server, { malformed: true });
    const value = await publicCall<unknown>(
      '/wps/relay/PROMOFE_getPromotionAnnouncementCategory',
      'DEMOVN',
    );
    await setScenario(server, { malformed: false });
    expect(Array.isArray(value)).toBe(false);
  });
});
