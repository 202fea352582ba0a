import { describe, expect, it } from 'vitest';
import { inviteLink } from './referral';

describe('the invitation link', () => {
  it('opens registration with the referral code as r and the affiliate code', () => {
    expect(
      inviteLink('https://m.demoxoso.example', {
        referralCode: 'VN7KQ2PX',
        affiliateCode: 'AG10002',
      }),
    ).toBe('https://m.demoxoso.example/m/register?r=VN7KQ2PX&affiliateCode=AG10002');
  });

  it('leaves the affiliate code out when there is none, and ignores the origin’s path', () => {
    expect(
      inviteLink('http://localhost:8080/m/home?x=1', {
        referralCode: 'BR2M4N6Q',
        affiliateCode: null,
      }),
    ).toBe('http://localhost:8080/m/register?r=BR2M4N6Q');
  });

  it('escapes what it carries', () => {
    const link = new URL(
      inviteLink('https://a.example', { referralCode: 'AB CD', affiliateCode: 'x&y=1' }),
    );
    expect(link.searchParams.get('r')).toBe('AB CD');
    expect(link.searchParams.get('affiliateCode')).toBe('x&y=1');
  });
});
