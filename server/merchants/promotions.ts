// Demo promotions per merchant (spec §3 activity promo items, promotion availability per key and
// promotion categories), who may refer friends, and the VIP rank progress of the demo accounts.
// Wire shapes are built in server/wps/promotions.ts; docs/promotions.md describes them.

export type PromotionRedirect =
  | 'APP_DOWNLOAD'
  | 'REGISTER'
  | 'DEPOSIT'
  | 'REWARD_CENTER'
  | 'MISSION'
  | 'INVITE_FRIENDS'
  | 'MEMBER'
  | 'POINT_MARKET'
  | 'REDIRECT_URL';

export interface PromotionFixture {
  id: number;
  /** Spec §3 "promotion availability per key": REFERRAL is the site-wide referral promotion. */
  key: string;
  enabled: boolean;
  title: string;
  /** One line under the title on the home page. */
  summary: string;
  /** Plain text of the promotion page; a blank line separates paragraphs. */
  content: string;
  redirect: PromotionRedirect;
  externalLink: string | null;
  promoAnnouncementCategoryIds: number[];
  /** The promotion's period (ISO 8601); null: open-ended. */
  startsAt: string | null;
  endsAt: string | null;
}

export interface PromotionCategory {
  id: number;
  name: string;
}

export interface ConditionCount {
  completedConditions: number;
  totalExpectedConditions: number;
}

export interface MerchantPromotions {
  promotions: PromotionFixture[];
  categories: PromotionCategory[];
  /** Accounts whose personal REFERRAL promotion is off; everyone else's follows the site's. */
  referralOff: string[];
  /**
   * VIP conditions met by the labelled demo accounts. The label itself (player01's) is in the
   * member seed (server/auth/seed.ts); unlabelled members have no conditions.
   */
  rankProgress: Record<string, ConditionCount>;
}

type Defaulted = 'enabled' | 'externalLink' | 'startsAt' | 'endsAt';

const promotion = (
  fields: Omit<PromotionFixture, Defaulted> & Partial<Pick<PromotionFixture, Defaulted>>,
): PromotionFixture => ({
  enabled: true,
  externalLink: null,
  startsAt: null,
  endsAt: null,
  ...fields,
});

const DEMOVN: MerchantPromotions = {
  categories: [
    { id: 1, name: 'Nạp tiền' },
    { id: 2, name: 'Người mới' },
    { id: 3, name: 'Hằng ngày' },
    { id: 4, name: 'Giới thiệu' },
    { id: 5, name: 'VIP' },
    { id: 6, name: 'Sự kiện' },
  ],
  promotions: [
    promotion({
      id: 12,
      key: 'FIRST_DEPOSIT',
      title: 'Thưởng nạp đầu 100%',
      summary: 'Nhận tới 8.888.000 ₫ cho lần nạp đầu tiên',
      content:
        'Nạp lần đầu từ 100.000 ₫ để nhận thưởng 100%, tối đa 8.888.000 ₫.\n\n' +
        'Tiền thưởng cần cược đủ 10 vòng trước khi rút. Mỗi tài khoản chỉ nhận một lần.',
      redirect: 'DEPOSIT',
      promoAnnouncementCategoryIds: [1, 2],
    }),
    promotion({
      id: 13,
      key: 'SIGN_UP',
      title: 'Đăng ký nhận 58.000 ₫',
      summary: 'Tạo tài khoản mới, nhận ngay tiền thưởng',
      content: 'Hội viên mới nhận 58.000 ₫ sau khi đăng ký và xác minh số điện thoại.',
      redirect: 'REGISTER',
      promoAnnouncementCategoryIds: [2],
    }),
    promotion({
      id: 14,
      key: 'APP_DOWNLOAD',
      title: 'Tải app nhận quà',
      summary: 'Cài ứng dụng, nhận 18.000 ₫',
      content: 'Đăng nhập lần đầu trên ứng dụng để nhận 18.000 ₫ vào ví.',
      redirect: 'APP_DOWNLOAD',
      promoAnnouncementCategoryIds: [2],
    }),
    promotion({
      id: 15,
      key: 'DAILY_CHECK_IN',
      title: 'Điểm danh mỗi ngày',
      summary: 'Điểm danh 7 ngày liên tiếp, nhận quà lớn',
      content: 'Điểm danh mỗi ngày tại Trung tâm thưởng. Ngày thứ 7 nhận quà gấp ba.',
      redirect: 'REWARD_CENTER',
      promoAnnouncementCategoryIds: [3],
    }),
    promotion({
      id: 16,
      key: 'MISSION',
      title: 'Nhiệm vụ hằng ngày',
      summary: 'Hoàn thành nhiệm vụ, nhận vé cược miễn phí',
      content: 'Mỗi ngày có 5 nhiệm vụ mới. Hoàn thành để nhận vé cược miễn phí.',
      redirect: 'MISSION',
      promoAnnouncementCategoryIds: [3],
    }),
    promotion({
      id: 17,
      key: 'REFERRAL',
      title: 'Mời bạn, nhận hoa hồng',
      summary: 'Nhận 0,5% tiền cược của bạn bè',
      content: 'Chia sẻ mã giới thiệu. Nhận 0,5% tổng tiền cược của bạn bè mỗi ngày.',
      redirect: 'INVITE_FRIENDS',
      promoAnnouncementCategoryIds: [4],
    }),
    promotion({
      id: 18,
      key: 'VIP_BENEFITS',
      title: 'Đặc quyền VIP',
      summary: 'Thưởng thăng cấp và hoàn trả mỗi tuần',
      content: 'Hội viên VIP nhận thưởng thăng cấp, quà sinh nhật và hoàn trả mỗi tuần.',
      redirect: 'MEMBER',
      promoAnnouncementCategoryIds: [5],
    }),
    promotion({
      id: 19,
      key: 'POINTS',
      title: 'Đổi điểm lấy quà',
      summary: 'Dùng điểm tích lũy đổi quà tặng',
      content: 'Mỗi 10.000 ₫ tiền cược được 1 điểm. Đổi điểm lấy quà tại Cửa hàng điểm.',
      redirect: 'POINT_MARKET',
      promoAnnouncementCategoryIds: [3],
    }),
    promotion({
      id: 20,
      key: 'COMMUNITY',
      title: 'Cộng đồng người chơi',
      summary: 'Tham gia nhóm, nhận mã quà mỗi tuần',
      content: 'Tham gia cộng đồng để nhận mã quà tặng và kết quả xổ số sớm nhất.',
      redirect: 'REDIRECT_URL',
      externalLink: 'https://congdong.demoxoso.example/nhom',
      promoAnnouncementCategoryIds: [6],
    }),
    promotion({
      id: 21,
      key: 'LUCKY_WHEEL',
      enabled: false,
      startsAt: '2026-09-01T00:00:00+07:00',
      endsAt: '2026-09-30T23:59:59+07:00',
      title: 'Vòng quay may mắn',
      summary: 'Đã kết thúc',
      content: 'Chương trình đã kết thúc.',
      redirect: 'REWARD_CENTER',
      promoAnnouncementCategoryIds: [6],
    }),
  ],
  referralOff: ['nochat01'],
  rankProgress: { player01: { completedConditions: 3, totalExpectedConditions: 5 } },
};

/** The Brazilian merchant has its site-wide referral promotion switched off. */
const DEMOBR: MerchantPromotions = {
  categories: [
    { id: 1, name: 'Depósito' },
    { id: 2, name: 'Novos jogadores' },
    { id: 3, name: 'Diário' },
    { id: 4, name: 'Indicação' },
    { id: 5, name: 'VIP' },
    { id: 6, name: 'Comunidade' },
  ],
  promotions: [
    promotion({
      id: 27,
      key: 'FIRST_DEPOSIT',
      title: 'Bônus de boas-vindas de 100%',
      summary: 'Até R$ 500 no primeiro depósito via PIX',
      content:
        'Deposite a partir de R$ 20 via PIX e receba 100% de bônus, até R$ 500.\n\n' +
        'O bônus precisa de 10 rodadas de apostas antes do saque. Um por conta.',
      redirect: 'DEPOSIT',
      promoAnnouncementCategoryIds: [1, 2],
    }),
    promotion({
      id: 28,
      key: 'SIGN_UP',
      title: 'Cadastre-se e ganhe R$ 10',
      summary: 'Crie sua conta e receba na hora',
      content: 'Novos jogadores recebem R$ 10 depois de confirmar o celular.',
      redirect: 'REGISTER',
      promoAnnouncementCategoryIds: [2],
    }),
    promotion({
      id: 29,
      key: 'APP_DOWNLOAD',
      title: 'Baixe o app',
      summary: 'Ganhe 5 giros grátis no app',
      content: 'Entre pela primeira vez no app e ganhe 5 giros grátis.',
      redirect: 'APP_DOWNLOAD',
      promoAnnouncementCategoryIds: [2],
    }),
    promotion({
      id: 30,
      key: 'CASHBACK',
      title: 'Cashback semanal',
      summary: 'Até 10% de volta toda segunda-feira',
      content: 'Receba até 10% das perdas da semana no Centro de recompensas.',
      redirect: 'REWARD_CENTER',
      promoAnnouncementCategoryIds: [3],
    }),
    promotion({
      id: 31,
      key: 'MISSION',
      title: 'Missões diárias',
      summary: 'Complete missões e ganhe giros grátis',
      content: 'Cinco missões novas por dia. Cada uma vale giros grátis.',
      redirect: 'MISSION',
      promoAnnouncementCategoryIds: [3],
    }),
    promotion({
      id: 32,
      key: 'REFERRAL',
      enabled: false,
      title: 'Indique e ganhe',
      summary: 'R$ 20 por amigo indicado',
      content: 'Ganhe R$ 20 por amigo que depositar pela primeira vez.',
      redirect: 'INVITE_FRIENDS',
      promoAnnouncementCategoryIds: [4],
    }),
    promotion({
      id: 33,
      key: 'VIP_BENEFITS',
      title: 'Clube VIP',
      summary: 'Bônus de nível e saques prioritários',
      content: 'Membros VIP têm bônus de subida de nível, presente de aniversário e saque rápido.',
      redirect: 'MEMBER',
      promoAnnouncementCategoryIds: [5],
    }),
    promotion({
      id: 34,
      key: 'POINTS',
      title: 'Loja de pontos',
      summary: 'Troque pontos por prêmios',
      content: 'Cada R$ 10 apostados vale 1 ponto. Troque na Loja de pontos.',
      redirect: 'POINT_MARKET',
      promoAnnouncementCategoryIds: [3],
    }),
    promotion({
      id: 35,
      key: 'COMMUNITY',
      title: 'Comunidade Demo Sorte',
      summary: 'Códigos de bônus toda semana',
      content: 'Entre na comunidade para receber códigos de bônus e novidades.',
      redirect: 'REDIRECT_URL',
      externalLink: 'https://comunidade.demosorte.example/grupo',
      promoAnnouncementCategoryIds: [6],
    }),
  ],
  referralOff: ['nochat01'],
  rankProgress: { player01: { completedConditions: 1, totalExpectedConditions: 4 } },
};

const PROMOTIONS: Record<string, MerchantPromotions> = { DEMOVN, DEMOBR };

const NONE: MerchantPromotions = {
  promotions: [],
  categories: [],
  referralOff: [],
  rankProgress: {},
};

export function promotionsOf(merchantCode: string): MerchantPromotions {
  return PROMOTIONS[merchantCode] ?? NONE;
}
