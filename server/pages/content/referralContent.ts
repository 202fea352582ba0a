// The invite-friends programme per merchant (amounts, steps and terms in the merchant's languages),
// the demo's invited friends of player01, and the agent application's volume bands and the
// operator's decision notes.
export interface ReferralProgramme {
  rewardPerFriend: number;
  minFirstDeposit: number;
  commissionPercent: number;
  /** By content language. */
  texts: Record<string, { steps: string[]; rules: string[] }>;
}

export interface DemoFriendSeed {
  account: string;
  registeredDaysAgo: number;
  qualifiedDaysAgo: number | null;
}

export interface VolumeBand {
  code: string;
  min: number;
  max: number | null;
}

interface MerchantReferral {
  programme: ReferralProgramme;
  demoFriends: DemoFriendSeed[];
  volumeBands: VolumeBand[];
  decisionNotes: { approved: string; rejected: string };
}

const REFERRALS: Record<string, MerchantReferral> = {
  DEMOVN: {
    programme: {
      rewardPerFriend: 50_000,
      minFirstDeposit: 100_000,
      commissionPercent: 0.5,
      texts: {
        VI: {
          steps: [
            'Chia sẻ liên kết hoặc mã giới thiệu của bạn.',
            'Bạn bè đăng ký tài khoản bằng liên kết hoặc mã đó.',
            'Khi bạn bè nạp lần đầu từ 100.000 ₫, bạn nhận 50.000 ₫ tại Trung tâm thưởng.',
            'Mỗi ngày nhận thêm 0,5% tổng cược hợp lệ của bạn bè.',
          ],
          rules: [
            'Mỗi người bạn chỉ được tính cho một người giới thiệu.',
            'Tài khoản trùng số điện thoại, thiết bị hoặc tài khoản ngân hàng không được tính.',
            'Hoa hồng được tính theo ngày và trả trước 12:00 ngày hôm sau.',
            'Demo Xổ Số có quyền thu hồi thưởng khi phát hiện gian lận.',
          ],
        },
        EN: {
          steps: [
            'Share your invitation link or referral code.',
            'Your friend registers with that link or code.',
            'When your friend first deposits 100,000 ₫ or more, you get 50,000 ₫ in the Reward center.',
            "Every day you also get 0.5% of your friends' valid bets.",
          ],
          rules: [
            'Each friend counts for one referrer only.',
            'Accounts sharing a phone number, device or bank account do not count.',
            'Commission is counted per day and paid before 12:00 the next day.',
            'Demo Xổ Số may take rewards back when it finds abuse.',
          ],
        },
      },
    },
    demoFriends: [
      { account: 'nguyenvanan', registeredDaysAgo: 20, qualifiedDaysAgo: 18 },
      { account: 'tranthuha', registeredDaysAgo: 6, qualifiedDaysAgo: null },
      { account: 'lehoangnam', registeredDaysAgo: 2, qualifiedDaysAgo: null },
    ],
    volumeBands: [
      { code: 'V1', min: 0, max: 50_000_000 },
      { code: 'V2', min: 50_000_000, max: 200_000_000 },
      { code: 'V3', min: 200_000_000, max: 1_000_000_000 },
      { code: 'V4', min: 1_000_000_000, max: null },
    ],
    decisionNotes: {
      approved: 'Chào mừng bạn trở thành đại lý. Quản lý đại lý sẽ liên hệ trong 24 giờ.',
      rejected: 'Hồ sơ chưa đáp ứng điều kiện đại lý. Bạn có thể đăng ký lại khi đủ điều kiện.',
    },
  },
  DEMOBR: {
    programme: {
      rewardPerFriend: 20,
      minFirstDeposit: 30,
      commissionPercent: 0.3,
      texts: {
        'PT-BR': {
          steps: [
            'Compartilhe seu link ou código de indicação.',
            'Seu amigo se cadastra com esse link ou código.',
            'Quando ele fizer o primeiro depósito de R$ 30 ou mais, você ganha R$ 20 no Centro de recompensas.',
            'Todo dia você ganha também 0,3% das apostas válidas dos seus amigos.',
          ],
          rules: [
            'Cada amigo conta para um único indicador.',
            'Contas com o mesmo celular, CPF, aparelho ou chave Pix não contam.',
            'A comissão é apurada por dia e paga até as 12:00 do dia seguinte.',
            'A Demo Sorte Brasil pode cancelar bônus em caso de fraude.',
          ],
        },
        EN: {
          steps: [
            'Share your invitation link or referral code.',
            'Your friend registers with that link or code.',
            'When your friend first deposits R$ 30 or more, you get R$ 20 in the Reward center.',
            "Every day you also get 0.3% of your friends' valid bets.",
          ],
          rules: [
            'Each friend counts for one referrer only.',
            'Accounts sharing a phone number, CPF, device or Pix key do not count.',
            'Commission is counted per day and paid before 12:00 the next day.',
            'Demo Sorte Brasil may cancel bonuses when it finds fraud.',
          ],
        },
      },
    },
    demoFriends: [
      { account: 'joaopereira', registeredDaysAgo: 15, qualifiedDaysAgo: 14 },
      { account: 'mariasouza', registeredDaysAgo: 4, qualifiedDaysAgo: null },
    ],
    volumeBands: [
      { code: 'V1', min: 0, max: 10_000 },
      { code: 'V2', min: 10_000, max: 50_000 },
      { code: 'V3', min: 50_000, max: 250_000 },
      { code: 'V4', min: 250_000, max: null },
    ],
    decisionNotes: {
      approved: 'Bem-vindo(a) como agente! Seu gerente entrará em contato em até 24 horas.',
      rejected:
        'Sua solicitação não atende aos requisitos no momento. Você pode se candidatar de novo.',
    },
  },
};

export function referralContentOf(merchantCode: string): MerchantReferral {
  return REFERRALS[merchantCode] ?? REFERRALS['DEMOVN']!;
}
