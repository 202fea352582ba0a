import { describe, expect, it } from 'vitest';
import type { Viewer } from './referral';
import { activityVisible, type VisibilityContext } from './visibility';

const visitor: Viewer = { signedIn: false, memberType: undefined, hasVipLabel: false };
const member = (memberType: number | undefined, hasVipLabel = false): Viewer => ({
  signedIn: true,
  memberType,
  hasVipLabel,
});

const context = (viewer: Viewer, extra: Partial<VisibilityContext> = {}): VisibilityContext => ({
  viewer,
  installed: false,
  referralShown: true,
  ...extra,
});

const shows = (redirect: string, ctx: VisibilityContext, enabled = true) =>
  activityVisible({ redirect, enabled }, ctx);

describe('activityVisible (spec §5)', () => {
  it('shows for visitors and member types 0, 1, 2 only', () => {
    expect(shows('DEPOSIT', context(visitor))).toBe(true);
    for (const type of [0, 1, 2]) expect(shows('DEPOSIT', context(member(type)))).toBe(true);
    for (const type of [4, -1, 3, undefined]) {
      expect(shows('DEPOSIT', context(member(type))), String(type)).toBe(false);
    }
  });

  it('hides APP_DOWNLOAD in the app, a home-screen clip or the PWA', () => {
    expect(shows('APP_DOWNLOAD', context(visitor))).toBe(true);
    expect(shows('APP_DOWNLOAD', context(visitor, { installed: true }))).toBe(false);
    expect(shows('APP_DOWNLOAD', context(member(0), { installed: true }))).toBe(false);
  });

  it('hides REGISTER when signed in', () => {
    expect(shows('REGISTER', context(visitor))).toBe(true);
    expect(shows('REGISTER', context(member(0)))).toBe(false);
  });

  it('hides INVITE_FRIENDS when referral does not show', () => {
    expect(shows('INVITE_FRIENDS', context(member(0)))).toBe(true);
    expect(shows('INVITE_FRIENDS', context(member(0), { referralShown: false }))).toBe(false);
    expect(shows('INVITE_FRIENDS', context(visitor, { referralShown: false }))).toBe(false);
  });

  it('hides MEMBER for a signed-in member without a VIP label', () => {
    expect(shows('MEMBER', context(visitor))).toBe(true);
    expect(shows('MEMBER', context(member(0, true)))).toBe(true);
    expect(shows('MEMBER', context(member(0, false)))).toBe(false);
  });

  it('never shows a disabled promotion', () => {
    expect(shows('DEPOSIT', context(visitor), false)).toBe(false);
  });
});
