import { describe, expect, it } from 'vitest';
import { RESET_PASSWORD_PAGE } from '../common/member-api';
import { withKeptQuery } from './keptQuery';
import { findRoute, pathOf, ROUTES } from './paths';
import { robotsFor } from './robots';

describe('route table (spec §2)', () => {
  it.each([
    '/',
    '/m/',
    '/m/home',
    '/m/index',
    '/m/index.html',
    '/m/login',
    '/m/register',
    '/m/register.html',
    '/m/changePsw',
    '/m/launchGame',
    '/m/game',
    '/m/member/home',
    '/m/help',
    '/m/news',
    '/m/activity',
    '/m/rewardCenter',
    '/m/inviteFriends',
    '/m/agentRegister',
    '/m/voucherCenter',
    '/m/withdraw',
    '/m/securityCenter/addBankCard',
    '/m/securityCenter/addBankCardPix',
    '/m/mall/mallHome',
    '/m/leaderBoard',
    '/m/member/benefits',
    '/m/feedback',
  ])('has %s', (path) => {
    expect(findRoute(path)).toBeDefined();
  });

  it.each(['/', '/m', '/m/', '/m/home', '/m/index', '/m/index.html'])(
    'shows home at %s',
    (path) => {
      expect(findRoute(path)).toBe('home');
    },
  );

  it('keeps inviteFriends public and sends a visitor from feedback home', () => {
    expect(ROUTES.inviteFriends.access).toBe('public');
    expect(ROUTES.rewardCenter.access).toBe('member');
    expect(ROUTES.feedback.access).toBe('memberElseHome');
    expect(pathOf('login')).toBe('/m/login');
  });

  it('opens the forgotten-password pages to visitors, the mailed link on its own page', () => {
    expect(ROUTES.forgotPassword.access).toBe('public');
    expect(pathOf('forgotPassword')).toBe('/m/forgotPassword');
    expect(findRoute(RESET_PASSWORD_PAGE)).toBe('forgotPassword');
  });

  it('gives each route one address, with its query encoded when there is one', () => {
    expect(pathOf('home')).toBe('/m/home');
    expect(pathOf('register', {})).toBe('/m/register');
    const activity = pathOf('activity', { id: 'spring & summer' });
    expect(activity).toBe('/m/activity?id=spring+%26+summer');
    expect(new URL(activity, 'https://example.test').searchParams.get('id')).toBe(
      'spring & summer',
    );
    expect(
      pathOf(
        'launchGame',
        new URLSearchParams([
          ['vendor', 'TCG'],
          ['code', 'MB'],
        ]),
      ),
    ).toBe('/m/launchGame?vendor=TCG&code=MB');
  });
});

describe('kept query parameters (spec §2)', () => {
  it('carries the listed parameters and drops others', () => {
    expect(
      withKeptQuery('/m/login', '?affiliateCode=AF1&fbclid=x&utm_source=y&token=secret&r=R9'),
    ).toBe('/m/login?affiliateCode=AF1&r=R9&fbclid=x');
  });

  it('lets the target win and fills gaps from stored registration info', () => {
    expect(
      withKeptQuery('/m/activity?id=3&cid=mine', '?cid=theirs', { affiliateCode: 'STORED' }),
    ).toBe('/m/activity?id=3&cid=mine&affiliateCode=STORED');
  });

  it('does not add the stored referral code beside an `r` that already carries it', () => {
    expect(withKeptQuery('/m/register', '?r=R9', { referralCode: 'R9' })).toBe('/m/register?r=R9');
    expect(withKeptQuery('/m/register', '', { referralCode: 'R9' })).toBe(
      '/m/register?referralCode=R9',
    );
  });
});

describe('robots rule (spec §2)', () => {
  it.each([
    ['www.example.com', '/m/home', 'index,follow'],
    ['www.example.com', '/m/login', 'index,follow'],
    ['example.com', '/m/home', 'noindex,nofollow'],
    ['www.example.com', '/m/member/home', 'noindex,nofollow'],
    ['www.example.com', '/m/withdraw', 'noindex,nofollow'],
    ['www.example.com', '/m/unknown', 'noindex,nofollow'],
  ])('%s%s → %s', (host, path, expected) => {
    expect(robotsFor(host, path)).toBe(expected);
  });
});
