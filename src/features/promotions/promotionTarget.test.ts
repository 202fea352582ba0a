import { describe, expect, it } from 'vitest';
import { externalTarget, promotionTarget, type PromotionTarget } from './promotionTarget';

const LINK = 'https://congdong.demoxoso.example/nhom';

// Spec §3 redirects, §6 visitors: [redirect, visitor's target, member's target].
const TABLE: [string, PromotionTarget, PromotionTarget][] = [
  ['APP_DOWNLOAD', { kind: 'app-download' }, { kind: 'app-download' }],
  ['REGISTER', { kind: 'route', path: '/m/register' }, { kind: 'none' }],
  ['DEPOSIT', { kind: 'route', path: '/m/login' }, { kind: 'route', path: '/m/voucherCenter' }],
  [
    'REWARD_CENTER',
    { kind: 'route', path: '/m/login' },
    { kind: 'route', path: '/m/rewardCenter' },
  ],
  ['MISSION', { kind: 'route', path: '/m/login' }, { kind: 'route', path: '/m/leaderBoard' }],
  ['INVITE_FRIENDS', { kind: 'referral' }, { kind: 'referral' }],
  ['MEMBER', { kind: 'route', path: '/m/login' }, { kind: 'route', path: '/m/member/benefits' }],
  [
    'POINT_MARKET',
    { kind: 'route', path: '/m/login' },
    { kind: 'route', path: '/m/mall/mallHome' },
  ],
  ['REDIRECT_URL', { kind: 'external', url: LINK }, { kind: 'external', url: LINK }],
  ['SOMETHING_NEW', { kind: 'none' }, { kind: 'none' }],
];

describe('promotionTarget', () => {
  it.each(TABLE)(
    '%s leads a visitor and a member where spec §3 and §6 say',
    (redirect, visitor, member) => {
      const promotion = { redirect, externalLink: LINK };
      expect(promotionTarget(promotion, false)).toEqual(visitor);
      expect(promotionTarget(promotion, true)).toEqual(member);
    },
  );

  it('reads the redirect case-insensitively and needs one', () => {
    expect(promotionTarget({ redirect: 'deposit' }, true)).toEqual({
      kind: 'route',
      path: '/m/voucherCenter',
    });
    expect(promotionTarget({}, true)).toEqual({ kind: 'none' });
  });
});

describe('externalTarget (REDIRECT_URL)', () => {
  it('keeps /m links inside the app', () => {
    expect(externalTarget('/m/rewardCenter')).toEqual({ kind: 'route', path: '/m/rewardCenter' });
    expect(externalTarget('/m?tab=2')).toEqual({ kind: 'route', path: '/m?tab=2' });
  });

  it('opens only web links outside', () => {
    expect(externalTarget(' http://promo.example/a ')).toEqual({
      kind: 'external',
      url: 'http://promo.example/a',
    });
    for (const link of [
      'javascript:alert(1)',
      'data:text/html,<p>hi</p>',
      '//evil.example/m',
      '/mall',
      'https://user:secret@promo.example/',
      'not a url',
      '',
      null,
      undefined,
    ]) {
      expect(externalTarget(link), String(link)).toEqual({ kind: 'none' });
    }
  });
});
