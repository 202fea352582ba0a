import { describe, expect, it } from 'vitest';
import type { PromotionEntry } from '../../common/pages/promotionSchemas';
import { listedPromotions, usedCategories } from './promotionList';

const entry = (id: number, overrides: Partial<PromotionEntry> = {}): PromotionEntry => ({
  id,
  key: `KEY_${id}`,
  enabled: true,
  title: `Promotion ${id}`,
  summary: '',
  content: '',
  redirect: 'DEPOSIT',
  externalLink: null,
  promoAnnouncementCategoryIds: [1],
  imageUrl: `/cdn/DEMOVN/promo-${id}.svg`,
  startsAt: null,
  endsAt: null,
  ...overrides,
});

const now = Date.parse('2026-11-25T12:00:00Z');
const visitor = { signedIn: false, memberType: undefined, hasVipLabel: false };
const member = { signedIn: true, memberType: 0, hasVipLabel: false };
const ids = (list: ReturnType<typeof listedPromotions>) => list.map((item) => item.entry.id);

describe('the promotion list', () => {
  it('lists enabled promotions with a title only', () => {
    const entries = [entry(1), entry(2, { enabled: false }), entry(3, { title: ' ' })];
    expect(ids(listedPromotions(entries, { viewer: visitor, referralShown: true, now }))).toEqual([
      1,
    ]);
  });

  it('respects the referral availability per key and offers registration to visitors only', () => {
    const entries = [
      entry(1, { key: 'REFERRAL', redirect: 'INVITE_FRIENDS' }),
      entry(2, { redirect: 'REGISTER' }),
    ];
    expect(ids(listedPromotions(entries, { viewer: visitor, referralShown: true, now }))).toEqual([
      1, 2,
    ]);
    expect(ids(listedPromotions(entries, { viewer: member, referralShown: false, now }))).toEqual(
      [],
    );
  });

  it('puts ended promotions last, marked, and leaves out those not started', () => {
    const entries = [
      entry(1, { endsAt: '2026-11-01T00:00:00Z' }),
      entry(2, { endsAt: '2026-12-31T00:00:00Z' }),
      entry(3, { startsAt: '2026-12-01T00:00:00Z' }),
    ];
    const listed = listedPromotions(entries, { viewer: visitor, referralShown: true, now });
    expect(listed.map((item) => [item.entry.id, item.ended])).toEqual([
      [2, false],
      [1, true],
    ]);
  });

  it('offers only the categories that list something, in the categories call order', () => {
    const listed = listedPromotions([entry(1, { promoAnnouncementCategoryIds: [3, 1] })], {
      viewer: visitor,
      referralShown: true,
      now,
    });
    const categories = [1, 2, 3].map((id) => ({ id, name: `C${id}` }));
    expect(usedCategories(categories, listed).map((category) => category.id)).toEqual([1, 3]);
  });
});
