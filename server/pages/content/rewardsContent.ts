// The reward center's demo rewards: what every member finds when their pages open, and the
// richer set of the demo account player01 (one in each state). Texts in the merchant's language.
import type { Prize } from '../../../src/common/pages/prizeSchemas.ts';
import type { RewardSource } from '../../../src/common/pages/rewardSchemas.ts';
import { cashierOf } from '../../merchants/cashier.ts';

export interface RewardSeed {
  source: RewardSource;
  title: string;
  description: string;
  prize: Prize;
  issuedDaysAgo: number;
  validDays: number;
  /** Seeded as claimed this many days ago (points prizes only: nothing to pay back). */
  claimedDaysAgo?: number;
}

export function voucherPrize(merchantCode: string, templateId: number): Prize {
  const template = cashierOf(merchantCode).vouchers.find((t) => t.templateId === templateId);
  return { type: 'voucher', templateId, voucherTitle: template?.title ?? '' };
}

interface MerchantRewards {
  everyone: RewardSeed[];
  player01: RewardSeed[];
  /** The texts of a reward QA grants (`/__qa/rewards/grant`). */
  granted: { title: string; description: string };
}

const REWARDS: Record<string, MerchantRewards> = {
  DEMOVN: {
    everyone: [
      {
        source: 'CHECK_IN',
        title: 'Điểm danh hôm nay',
        description: 'Quà điểm danh ngày đầu tiên. Điểm danh 7 ngày liên tiếp để nhận quà lớn.',
        prize: { type: 'cash', amount: 5_000 },
        issuedDaysAgo: 0,
        validDays: 1,
      },
      {
        source: 'EVENT',
        title: 'Quà chào mừng: 100 điểm',
        description: 'Dùng điểm để đổi quà tại Cửa hàng điểm.',
        prize: { type: 'points', points: 100 },
        issuedDaysAgo: 0,
        validDays: 7,
      },
    ],
    player01: [
      {
        source: 'CASHBACK',
        title: 'Hoàn trả tuần trước',
        description: 'Hoàn 0,8% tổng tiền cược tuần trước theo hạng VIP Vàng.',
        prize: { type: 'cash', amount: 36_000 },
        issuedDaysAgo: 1,
        validDays: 3,
      },
      {
        source: 'REFERRAL',
        title: 'Thưởng giới thiệu bạn bè',
        description: 'Một người bạn bạn giới thiệu đã nạp lần đầu.',
        prize: { type: 'cash', amount: 50_000 },
        issuedDaysAgo: 2,
        validDays: 7,
      },
      {
        source: 'EVENT',
        title: 'Voucher nạp lại cuối tuần',
        description: 'Nhận voucher tặng 50.000 ₫ cho lần nạp từ 500.000 ₫.',
        prize: voucherPrize('DEMOVN', 2),
        issuedDaysAgo: 0,
        validDays: 5,
      },
      {
        source: 'LEVEL_UP',
        title: 'Quà thăng hạng VIP Vàng',
        description: 'Chúc mừng bạn lên hạng VIP Vàng!',
        prize: { type: 'points', points: 500 },
        issuedDaysAgo: 12,
        validDays: 30,
        claimedDaysAgo: 11,
      },
      {
        source: 'BIRTHDAY',
        title: 'Quà sinh nhật',
        description: 'Chúc mừng sinh nhật! Quà dành riêng cho hội viên VIP.',
        prize: { type: 'cash', amount: 388_000 },
        issuedDaysAgo: 40,
        validDays: 7,
      },
    ],
    granted: { title: 'Quà tặng đặc biệt', description: 'Quà tặng từ Demo Xổ Số dành cho bạn.' },
  },
  DEMOBR: {
    everyone: [
      {
        source: 'CHECK_IN',
        title: 'Check-in de hoje',
        description: 'Presente do primeiro dia. Faça check-in 7 dias seguidos e ganhe mais.',
        prize: { type: 'cash', amount: 1 },
        issuedDaysAgo: 0,
        validDays: 1,
      },
      {
        source: 'EVENT',
        title: 'Boas-vindas: 100 pontos',
        description: 'Use seus pontos para trocar por prêmios na Loja de pontos.',
        prize: { type: 'points', points: 100 },
        issuedDaysAgo: 0,
        validDays: 7,
      },
    ],
    player01: [
      {
        source: 'CASHBACK',
        title: 'Cashback da semana passada',
        description: '10% das perdas líquidas da semana passada, pelo nível VIP Ouro.',
        prize: { type: 'cash', amount: 23.4 },
        issuedDaysAgo: 1,
        validDays: 3,
      },
      {
        source: 'REFERRAL',
        title: 'Bônus de indicação',
        description: 'Um amigo que você indicou fez o primeiro depósito.',
        prize: { type: 'cash', amount: 20 },
        issuedDaysAgo: 2,
        validDays: 7,
      },
      {
        source: 'EVENT',
        title: 'Cupom de recarga do fim de semana',
        description: 'Ganhe um cupom de R$ 10 para um depósito a partir de R$ 100.',
        prize: voucherPrize('DEMOBR', 2),
        issuedDaysAgo: 0,
        validDays: 5,
      },
      {
        source: 'LEVEL_UP',
        title: 'Presente de subida para VIP Ouro',
        description: 'Parabéns pelo nível VIP Ouro!',
        prize: { type: 'points', points: 500 },
        issuedDaysAgo: 12,
        validDays: 30,
        claimedDaysAgo: 11,
      },
      {
        source: 'BIRTHDAY',
        title: 'Presente de aniversário',
        description: 'Feliz aniversário! Um presente para membros VIP.',
        prize: { type: 'cash', amount: 50 },
        issuedDaysAgo: 40,
        validDays: 7,
      },
    ],
    granted: {
      title: 'Presente especial',
      description: 'Um presente da Demo Sorte Brasil para você.',
    },
  },
};

export function rewardsContentOf(merchantCode: string): MerchantRewards {
  return REWARDS[merchantCode] ?? REWARDS['DEMOVN']!;
}
