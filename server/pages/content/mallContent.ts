// The point mall per merchant: items, their price in points, the stock the operator put up,
// and how often one member may redeem each. Texts in the merchant's language.
import type { MALL_CATEGORIES } from '../../../src/common/pages/mallSchemas.ts';
import type { Prize } from '../../../src/common/pages/prizeSchemas.ts';
import { voucherPrize } from './rewardsContent.ts';

type MallCategory = (typeof MALL_CATEGORIES)[number];

export interface MallItemFixture {
  id: number;
  category: MallCategory;
  title: string;
  description: string;
  pricePoints: number;
  /** What the operator put up in all; null: unlimited. */
  stock: number | null;
  perMemberLimit: number | null;
  prize: Prize;
}

interface MerchantMall {
  earnRule: string;
  categories: Record<MallCategory, string>;
  items: MallItemFixture[];
  /** What player01 has redeemed (a gift being delivered), by item id and days ago. */
  demoRedemptions: { itemId: number; daysAgo: number }[];
}

const gift = (description: string): Prize => ({ type: 'gift', description });

const MALLS: Record<string, MerchantMall> = {
  DEMOVN: {
    earnRule: 'Mỗi 10.000 ₫ tiền cược hợp lệ được 1 điểm; hoàn thành nhiệm vụ để nhận thêm điểm.',
    categories: { BONUS: 'Tiền thưởng', VOUCHER: 'Voucher', GIFT: 'Quà tặng' },
    items: [
      {
        id: 1,
        category: 'BONUS',
        title: 'Tiền thưởng 20.000 ₫',
        description: 'Cộng ngay 20.000 ₫ vào số dư.',
        pricePoints: 200,
        stock: null,
        perMemberLimit: null,
        prize: { type: 'cash', amount: 20_000 },
      },
      {
        id: 2,
        category: 'BONUS',
        title: 'Tiền thưởng 100.000 ₫',
        description: 'Cộng ngay 100.000 ₫ vào số dư.',
        pricePoints: 950,
        stock: 500,
        perMemberLimit: 3,
        prize: { type: 'cash', amount: 100_000 },
      },
      {
        id: 3,
        category: 'VOUCHER',
        title: 'Voucher nạp tặng 50.000 ₫',
        description: 'Tặng 50.000 ₫ cho lần nạp từ 500.000 ₫, hạn dùng 14 ngày.',
        pricePoints: 300,
        stock: 200,
        perMemberLimit: 2,
        prize: voucherPrize('DEMOVN', 2),
      },
      {
        id: 4,
        category: 'GIFT',
        title: 'Thẻ cào điện thoại 100.000 ₫',
        description: 'Mã thẻ Viettel, Mobifone hoặc Vinaphone gửi qua tin nhắn trong 24 giờ.',
        pricePoints: 1_100,
        stock: 120,
        perMemberLimit: 2,
        prize: gift('Thẻ cào điện thoại mệnh giá 100.000 ₫'),
      },
      {
        id: 5,
        category: 'GIFT',
        title: 'Áo thun Demo Xổ Số',
        description: 'Áo thun cotton; nhân viên sẽ liên hệ để hỏi size và địa chỉ giao hàng.',
        pricePoints: 1_500,
        stock: 40,
        perMemberLimit: 1,
        prize: gift('Áo thun cotton Demo Xổ Số'),
      },
      {
        id: 6,
        category: 'GIFT',
        title: 'Mũ bảo hiểm Demo Xổ Số',
        description: 'Mũ bảo hiểm nửa đầu đạt chuẩn, giao tận nhà trong 7 ngày.',
        pricePoints: 2_500,
        stock: 25,
        perMemberLimit: 1,
        prize: gift('Mũ bảo hiểm Demo Xổ Số'),
      },
      {
        id: 7,
        category: 'GIFT',
        title: 'iPhone 16 128GB',
        description: 'Quà tặng giá trị nhất tháng. Chỉ có 1 chiếc.',
        pricePoints: 250_000,
        stock: 1,
        perMemberLimit: 1,
        prize: gift('Điện thoại iPhone 16 128GB'),
      },
    ],
    demoRedemptions: [{ itemId: 4, daysAgo: 3 }],
  },
  DEMOBR: {
    earnRule: 'Cada R$ 10 em apostas válidas vale 1 ponto; complete missões para ganhar mais.',
    categories: { BONUS: 'Bônus', VOUCHER: 'Cupons', GIFT: 'Prêmios' },
    items: [
      {
        id: 1,
        category: 'BONUS',
        title: 'Bônus de R$ 5',
        description: 'R$ 5 creditados na hora no seu saldo.',
        pricePoints: 250,
        stock: null,
        perMemberLimit: null,
        prize: { type: 'cash', amount: 5 },
      },
      {
        id: 2,
        category: 'BONUS',
        title: 'Bônus de R$ 25',
        description: 'R$ 25 creditados na hora no seu saldo.',
        pricePoints: 1_150,
        stock: 300,
        perMemberLimit: 3,
        prize: { type: 'cash', amount: 25 },
      },
      {
        id: 3,
        category: 'VOUCHER',
        title: 'Cupom de R$ 10',
        description: 'R$ 10 de bônus num depósito a partir de R$ 100, válido por 14 dias.',
        pricePoints: 300,
        stock: 200,
        perMemberLimit: 2,
        prize: voucherPrize('DEMOBR', 2),
      },
      {
        id: 4,
        category: 'GIFT',
        title: 'Recarga de celular R$ 20',
        description: 'Recarga Vivo, Claro ou TIM no seu número cadastrado em até 24 horas.',
        pricePoints: 1_000,
        stock: 150,
        perMemberLimit: 2,
        prize: gift('Recarga de celular de R$ 20'),
      },
      {
        id: 5,
        category: 'GIFT',
        title: 'Camiseta Demo Sorte',
        description: 'Camiseta de algodão; nossa equipe entra em contato para tamanho e endereço.',
        pricePoints: 1_600,
        stock: 30,
        perMemberLimit: 1,
        prize: gift('Camiseta de algodão Demo Sorte'),
      },
      {
        id: 6,
        category: 'GIFT',
        title: 'Fone de ouvido Bluetooth',
        description: 'Fone sem fio com estojo de carga, entregue em até 10 dias úteis.',
        pricePoints: 6_000,
        stock: 10,
        perMemberLimit: 1,
        prize: gift('Fone de ouvido Bluetooth'),
      },
      {
        id: 7,
        category: 'GIFT',
        title: 'Smart TV 50"',
        description: 'O prêmio mais desejado do mês. Só uma unidade.',
        pricePoints: 90_000,
        stock: 1,
        perMemberLimit: 1,
        prize: gift('Smart TV 4K de 50 polegadas'),
      },
    ],
    demoRedemptions: [{ itemId: 4, daysAgo: 3 }],
  },
};

export function mallContentOf(merchantCode: string): MerchantMall {
  return MALLS[merchantCode] ?? MALLS['DEMOVN']!;
}
