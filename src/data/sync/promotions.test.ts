// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InvalidResponseError } from '../../api/errors';
import { clearSession, writeSession } from '../../lib/session';
import { db } from '../db';
import type { PromotionRecord } from '../promotionHooks';
import { syncPromotions } from './promotions';

const PROMOTIONS = [
  {
    id: 12,
    key: 'FIRST_DEPOSIT',
    enabled: true,
    title: 'First deposit',
    redirect: 'DEPOSIT',
    externalLink: null,
    promoAnnouncementCategoryIds: [1, 9],
  },
  { id: 17, key: 'REFERRAL', enabled: true, title: 'Invite', redirect: 'INVITE_FRIENDS' },
];
const CATEGORIES = [{ id: 1, name: 'Deposit' }];

type Answers = Record<string, unknown>;

/** Answers each relay by its name; a relay without an answer fails the network way. */
function serve(answers: Answers) {
  const fetch = vi.fn(async (url: string) => {
    const name = Object.keys(answers).find((relay) => url.includes(`/${relay}`));
    if (!name) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ success: true, value: answers[name] }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const BASE: Answers = {
  MCSFE_getMerchantAvailablePromotions: PROMOTIONS,
  PROMOFE_getPromotionAnnouncementCategory: CATEGORIES,
};

const rows = async () => (await db.promotions.orderBy('position').toArray()) as PromotionRecord[];

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  clearSession();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('promotions sync', () => {
  it("writes a visitor's promotions with their categories, asking nothing of the member", async () => {
    const fetch = serve(BASE);
    await syncPromotions();
    const stored = await rows();
    expect(stored.map((row) => row.id)).toEqual([12, 17]);
    expect(stored[0]?.categories).toEqual([{ id: 1, name: 'Deposit' }]);
    expect(await db.memberPromotions.count()).toBe(0);
    const urls = fetch.mock.calls.map(([url]) => url);
    expect(urls.some((url) => url.includes('MCSFE_getAvailablePromotions'))).toBe(false);
    expect(urls.some((url) => url.includes('MCSFE_getPlayerRankProgress'))).toBe(false);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });

  it("adds a member's own switches and rank progress, under the member's id", async () => {
    writeSession({ id: 10001, token: 'member-token' });
    serve({
      ...BASE,
      MCSFE_getAvailablePromotions: [{ key: 'REFERRAL', enabled: false }],
      MCSFE_getPlayerRankProgress: {
        currentProgress: 0.6,
        playerRankProgress: { completedConditions: 3, totalExpectedConditions: 5, labelId: 3 },
      },
    });
    await syncPromotions();
    expect(await db.memberPromotions.get('10001')).toEqual({
      key: '10001',
      enabled: { REFERRAL: false },
    });
    expect(await db.rankProgress.get('10001')).toMatchObject({
      completedConditions: 3,
      totalExpectedConditions: 5,
    });
  });

  it("keeps a member's stored switches when only the member's call fails", async () => {
    writeSession({ id: 10001, token: 'member-token' });
    serve({ ...BASE, MCSFE_getAvailablePromotions: [{ key: 'REFERRAL', enabled: true }] });
    await syncPromotions().catch(() => {});
    serve(BASE);
    await syncPromotions().catch(() => {});
    expect((await db.memberPromotions.get('10001'))?.enabled).toEqual({ REFERRAL: true });
    expect((await rows()).map((row) => row.id)).toEqual([12, 17]);
  });

  it('rejects a malformed list with a clear error and keeps what was stored', async () => {
    serve(BASE);
    await syncPromotions();
    serve({ ...BASE, MCSFE_getMerchantAvailablePromotions: [{ id: null, enabled: 'yes' }] });
    await expect(syncPromotions()).rejects.toBeInstanceOf(InvalidResponseError);
    expect((await rows()).map((row) => row.id)).toEqual([12, 17]);
  });
});
