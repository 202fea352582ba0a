import { describe, expect, it } from 'vitest';
import { referralAction, referralShown, type ReferralAvailability, type Viewer } from './referral';

const visitor: Viewer = { signedIn: false, memberType: undefined, hasVipLabel: false };
const member: Viewer = { signedIn: true, memberType: 0, hasVipLabel: false };
const agent1: Viewer = { signedIn: true, memberType: 1, hasVipLabel: false };
const agent2: Viewer = { signedIn: true, memberType: 2, hasVipLabel: false };
const noChat: Viewer = { signedIn: true, memberType: 4, hasVipLabel: false };

const on: ReferralAvailability = { siteWide: true, personal: true };
const siteOnly: ReferralAvailability = { siteWide: true, personal: false };
const off: ReferralAvailability = { siteWide: false, personal: false };
const personalOnly: ReferralAvailability = { siteWide: false, personal: true };

describe('referralShown (spec §5)', () => {
  it.each([
    ['visitor, site-wide on', visitor, siteOnly, true],
    ['visitor, site-wide off', visitor, personalOnly, false],
    ['agent, site-wide on', agent1, siteOnly, true],
    ['agent, site-wide off', agent2, personalOnly, false],
    ['member, both on', member, on, true],
    ['member, own one off', member, siteOnly, false],
    ['member, site-wide off', member, personalOnly, false],
    ['type 4 member, own one off', noChat, siteOnly, false],
  ] as const)('%s: %s', (_, viewer, availability, shown) => {
    expect(referralShown(viewer, availability)).toBe(shown);
  });
});

describe('referralAction (spec §4)', () => {
  it.each([
    ['a visitor with referral off gets the coming-soon alert', visitor, off, 'coming-soon'],
    ['a visitor with referral on invites friends', visitor, siteOnly, 'invite-friends'],
    ['an agent (type 1) registers agents', agent1, on, 'agent-register'],
    ['an agent (type 2) registers agents even with referral off', agent2, off, 'agent-register'],
    ['a member with both promotions on invites friends', member, on, 'invite-friends'],
    [
      'a member whose own promotion is off gets customer service',
      member,
      siteOnly,
      'customer-service',
    ],
    ['a member with referral off site-wide gets customer service', member, off, 'customer-service'],
    [
      'a type 4 member whose own promotion is off gets customer service',
      noChat,
      siteOnly,
      'customer-service',
    ],
  ] as const)('%s', (_, viewer, availability, action) => {
    expect(referralAction(viewer, availability)).toBe(action);
  });
});
