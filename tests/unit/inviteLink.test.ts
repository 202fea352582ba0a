// The invitation link (src/common/pages/referral.ts) carries the codes the way the storefront
// reads them: the landing capture stores them, the registration page sends them.
import { describe, expect, it } from 'vitest';
import { inviteLink } from '../../src/common/pages/referral';
import { attributionOf } from '../../src/features/auth/registration';
import { captureFromUrl, EMPTY_CAPTURE } from '../../src/features/tracking/attribution';

const link = inviteLink('https://m.demoxoso.example', {
  referralCode: 'VN7KQ2PX',
  affiliateCode: 'AG10002',
});

describe('an invitation link, as the storefront reads it', () => {
  it('fills the registration page’s referral and affiliate codes', () => {
    expect(attributionOf(link, {})).toEqual({ affiliateCode: 'AG10002', referralCode: 'VN7KQ2PX' });
    // The link's codes win over ones stored from an earlier visit.
    expect(attributionOf(link, { referralCode: 'OLD', affiliateCode: 'OLD' })).toEqual({
      affiliateCode: 'AG10002',
      referralCode: 'VN7KQ2PX',
    });
  });

  it('is captured on landing into the registration info', () => {
    expect(captureFromUrl(link, Date.now(), EMPTY_CAPTURE, 0.5).registration).toMatchObject({
      affiliateCode: 'AG10002',
      referralCode: 'VN7KQ2PX',
    });
  });
});
