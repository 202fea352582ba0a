// The VIP tiers per merchant: what each needs (all of it) and gives. Levels match the member
// info's `clubLabel.rankLevel` and label ids the merchant's customer-service labels (the VIP line
// serves DEMOVN labels 3 and 4, DEMOBR labels 5 and 6). The demo's rank progress relay answers
// fixed condition counts for player01 (server/merchants/promotions.ts), so player01's statistics
// are fixed here too and agree with them; every other member's come from their books.
import type { VipBenefit, VipRequirement } from '../../../src/common/pages/vipSchemas.ts';

export interface VipTierFixture {
  level: number;
  labelId: number | null;
  name: string;
  color: string;
  requirements: Partial<Record<VipRequirement, number>>;
  benefits: Partial<Record<VipBenefit, number>>;
}

export type VipStats = Record<VipRequirement, number>;

interface MerchantVip {
  tiers: VipTierFixture[];
  /** Statistics of the labelled demo accounts. */
  stats: Record<string, VipStats>;
}

const VIP: Record<string, MerchantVip> = {
  DEMOVN: {
    tiers: [
      {
        level: 0,
        labelId: null,
        name: 'Thành viên',
        color: '#8a94a6',
        requirements: {},
        benefits: { WEEKLY_CASHBACK: 0.3, WITHDRAW_LIMIT: 100_000_000, WITHDRAW_COUNT: 3 },
      },
      {
        level: 1,
        labelId: 1,
        name: 'VIP Đồng',
        color: '#b87333',
        requirements: { DEPOSIT_TOTAL: 2_000_000, TURNOVER: 10_000_000 },
        benefits: {
          LEVEL_UP_BONUS: 58_000,
          WEEKLY_CASHBACK: 0.5,
          BIRTHDAY_GIFT: 88_000,
          WITHDRAW_LIMIT: 200_000_000,
          WITHDRAW_COUNT: 5,
          POINTS_MULTIPLIER: 1.2,
        },
      },
      {
        level: 2,
        labelId: 2,
        name: 'VIP Bạc',
        color: '#9aa5b1',
        requirements: { DEPOSIT_TOTAL: 10_000_000, TURNOVER: 50_000_000, DEPOSIT_COUNT: 10 },
        benefits: {
          LEVEL_UP_BONUS: 188_000,
          WEEKLY_CASHBACK: 0.6,
          BIRTHDAY_GIFT: 188_000,
          WITHDRAW_LIMIT: 300_000_000,
          WITHDRAW_COUNT: 5,
          POINTS_MULTIPLIER: 1.5,
        },
      },
      {
        level: 3,
        labelId: 3,
        name: 'VIP Vàng',
        color: '#d4a017',
        requirements: {
          DEPOSIT_TOTAL: 50_000_000,
          TURNOVER: 250_000_000,
          DEPOSIT_COUNT: 20,
          ACTIVE_DAYS: 30,
        },
        benefits: {
          LEVEL_UP_BONUS: 588_000,
          WEEKLY_CASHBACK: 0.8,
          BIRTHDAY_GIFT: 388_000,
          WITHDRAW_LIMIT: 500_000_000,
          WITHDRAW_COUNT: 8,
          POINTS_MULTIPLIER: 2,
          PRIORITY_WITHDRAWAL: 1,
          VIP_SUPPORT: 1,
        },
      },
      {
        level: 4,
        labelId: 4,
        name: 'VIP Bạch Kim',
        color: '#4f9da6',
        requirements: {
          DEPOSIT_TOTAL: 200_000_000,
          TURNOVER: 1_000_000_000,
          DEPOSIT_COUNT: 40,
          ACTIVE_DAYS: 60,
          REFERRALS: 3,
        },
        benefits: {
          LEVEL_UP_BONUS: 1_888_000,
          WEEKLY_CASHBACK: 1,
          BIRTHDAY_GIFT: 888_000,
          WITHDRAW_LIMIT: 1_000_000_000,
          WITHDRAW_COUNT: 10,
          POINTS_MULTIPLIER: 2.5,
          PRIORITY_WITHDRAWAL: 1,
          VIP_SUPPORT: 1,
        },
      },
    ],
    // 3 of VIP Bạch Kim's 5 conditions: deposits, deposit count, active days.
    stats: {
      player01: {
        DEPOSIT_TOTAL: 236_500_000,
        TURNOVER: 812_000_000,
        DEPOSIT_COUNT: 57,
        ACTIVE_DAYS: 74,
        REFERRALS: 1,
      },
    },
  },
  DEMOBR: {
    tiers: [
      {
        level: 0,
        labelId: null,
        name: 'Membro',
        color: '#8a94a6',
        requirements: {},
        benefits: { WEEKLY_CASHBACK: 2, WITHDRAW_LIMIT: 5_000, WITHDRAW_COUNT: 3 },
      },
      {
        level: 1,
        labelId: 3,
        name: 'VIP Bronze',
        color: '#b87333',
        requirements: { DEPOSIT_TOTAL: 500, TURNOVER: 2_500 },
        benefits: {
          LEVEL_UP_BONUS: 10,
          WEEKLY_CASHBACK: 3,
          BIRTHDAY_GIFT: 15,
          WITHDRAW_LIMIT: 10_000,
          WITHDRAW_COUNT: 5,
          POINTS_MULTIPLIER: 1.2,
        },
      },
      {
        level: 2,
        labelId: 4,
        name: 'VIP Prata',
        color: '#9aa5b1',
        requirements: { DEPOSIT_TOTAL: 2_000, TURNOVER: 10_000, DEPOSIT_COUNT: 10 },
        benefits: {
          LEVEL_UP_BONUS: 30,
          WEEKLY_CASHBACK: 5,
          BIRTHDAY_GIFT: 30,
          WITHDRAW_LIMIT: 20_000,
          WITHDRAW_COUNT: 5,
          POINTS_MULTIPLIER: 1.5,
        },
      },
      {
        level: 3,
        labelId: 5,
        name: 'VIP Ouro',
        color: '#d4a017',
        requirements: {
          DEPOSIT_TOTAL: 10_000,
          TURNOVER: 50_000,
          DEPOSIT_COUNT: 20,
          ACTIVE_DAYS: 30,
        },
        benefits: {
          LEVEL_UP_BONUS: 100,
          WEEKLY_CASHBACK: 10,
          BIRTHDAY_GIFT: 50,
          WITHDRAW_LIMIT: 50_000,
          WITHDRAW_COUNT: 8,
          POINTS_MULTIPLIER: 2,
          PRIORITY_WITHDRAWAL: 1,
          VIP_SUPPORT: 1,
        },
      },
      {
        level: 4,
        labelId: 6,
        name: 'VIP Platina',
        color: '#6f8fb3',
        requirements: {
          DEPOSIT_TOTAL: 50_000,
          TURNOVER: 250_000,
          DEPOSIT_COUNT: 60,
          ACTIVE_DAYS: 90,
        },
        benefits: {
          LEVEL_UP_BONUS: 500,
          WEEKLY_CASHBACK: 12,
          BIRTHDAY_GIFT: 150,
          WITHDRAW_LIMIT: 100_000,
          WITHDRAW_COUNT: 10,
          POINTS_MULTIPLIER: 2.5,
          PRIORITY_WITHDRAWAL: 1,
          VIP_SUPPORT: 1,
        },
      },
    ],
    // 1 of VIP Platina's 4 conditions: the deposit count.
    stats: {
      player01: {
        DEPOSIT_TOTAL: 18_450,
        TURNOVER: 96_300,
        DEPOSIT_COUNT: 64,
        ACTIVE_DAYS: 41,
        REFERRALS: 1,
      },
    },
  },
};

export function vipContentOf(merchantCode: string): MerchantVip {
  return VIP[merchantCode] ?? VIP['DEMOVN']!;
}
