import { describe, expect, it } from 'vitest';
import type { MallItem } from '../../common/pages/mallSchemas';
import { redeemBlocker } from './Mall';

const item = (overrides: Partial<MallItem> = {}): MallItem => ({
  id: 3,
  category: 'VOUCHER',
  title: 'Voucher',
  description: '',
  imageUrl: '/cdn/DEMOVN/mall-3.svg',
  pricePoints: 300,
  stock: 200,
  perMemberLimit: 2,
  redeemedByMe: 0,
  prize: { type: 'voucher', templateId: 1, voucherTitle: 'Voucher' },
  ...overrides,
});

describe('what stops a redemption before it is sent', () => {
  it('checks stock, then the member limit, then points, as the server does', () => {
    expect(redeemBlocker(item(), 300)).toBeNull();
    expect(redeemBlocker(item({ stock: null, perMemberLimit: null }), 300)).toBeNull();
    expect(redeemBlocker(item({ stock: 0, redeemedByMe: 2 }), 0)).toBe('mall.sold_out');
    expect(redeemBlocker(item({ redeemedByMe: 2 }), 0)).toBe('mall.limit_reached');
    expect(redeemBlocker(item(), 299)).toBe('mall.not_enough_points');
  });
});
