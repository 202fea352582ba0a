// Missions per merchant (daily and weekly), what the leaderboard places win, and the demo's
// other players on the board. Texts in the merchant's language.
import type {
  MISSION_ACTIONS,
  MissionMetric,
  MissionPeriod,
} from '../../../src/common/pages/missionSchemas.ts';
import type { Prize } from '../../../src/common/pages/prizeSchemas.ts';

export interface MissionFixture {
  id: number;
  period: MissionPeriod;
  title: string;
  description: string;
  metric: MissionMetric;
  target: number;
  /** `cash` or `points`. */
  prize: Prize;
  /** Added to the leaderboard score when claimed. */
  score: number;
  action: (typeof MISSION_ACTIONS)[number] | null;
}

export interface LeaderboardPrize {
  rankFrom: number;
  rankTo: number;
  prize: Prize;
}

interface MerchantMissions {
  missions: MissionFixture[];
  prizes: Record<MissionPeriod, LeaderboardPrize[]>;
  /** player01's progress in the period the pages are seeded in, by mission id. */
  demoProgress: Record<number, number>;
}

const points = (value: number): Prize => ({ type: 'points', points: value });
const cash = (amount: number): Prize => ({ type: 'cash', amount });

const MISSIONS: Record<string, MerchantMissions> = {
  DEMOVN: {
    missions: [
      {
        id: 1,
        period: 'daily',
        title: 'Đăng nhập hôm nay',
        description: 'Đăng nhập mỗi ngày để nhận điểm.',
        metric: 'LOGIN',
        target: 1,
        prize: points(10),
        score: 10,
        action: null,
      },
      {
        id: 2,
        period: 'daily',
        title: 'Nạp từ 200.000 ₫',
        description: 'Tổng tiền nạp thành công trong ngày đạt 200.000 ₫.',
        metric: 'DEPOSIT_AMOUNT',
        target: 200_000,
        prize: points(50),
        score: 30,
        action: 'DEPOSIT',
      },
      {
        id: 3,
        period: 'daily',
        title: 'Đặt 3 vé xổ số',
        description: 'Đặt cược 3 lần ở bất kỳ đài xổ số nào.',
        metric: 'LOTTERY_BET_COUNT',
        target: 3,
        prize: points(30),
        score: 20,
        action: 'LOTTERY',
      },
      {
        id: 4,
        period: 'daily',
        title: 'Chơi 5 ván',
        description: 'Chơi 5 ván bất kỳ trong ngày.',
        metric: 'BET_COUNT',
        target: 5,
        prize: points(20),
        score: 20,
        action: 'GAMES',
      },
      {
        id: 5,
        period: 'weekly',
        title: 'Cược 5.000.000 ₫ trong tuần',
        description: 'Tổng tiền cược hợp lệ trong tuần đạt 5.000.000 ₫.',
        metric: 'BET_AMOUNT',
        target: 5_000_000,
        prize: cash(50_000),
        score: 100,
        action: 'GAMES',
      },
      {
        id: 6,
        period: 'weekly',
        title: 'Thử 4 trò chơi khác nhau',
        description: 'Chơi 4 trò chơi khác nhau trong tuần.',
        metric: 'GAME_VARIETY',
        target: 4,
        prize: points(150),
        score: 50,
        action: 'GAMES',
      },
      {
        id: 7,
        period: 'weekly',
        title: 'Mời 1 người bạn',
        description: 'Một người bạn đăng ký bằng mã giới thiệu của bạn trong tuần.',
        metric: 'INVITE_FRIENDS',
        target: 1,
        prize: points(300),
        score: 80,
        action: 'INVITE_FRIENDS',
      },
      {
        id: 8,
        period: 'weekly',
        title: 'Nạp tiền 3 lần',
        description: 'Nạp tiền thành công 3 lần trong tuần.',
        metric: 'DEPOSIT_COUNT',
        target: 3,
        prize: cash(30_000),
        score: 60,
        action: 'DEPOSIT',
      },
    ],
    prizes: {
      daily: [
        { rankFrom: 1, rankTo: 1, prize: cash(100_000) },
        { rankFrom: 2, rankTo: 3, prize: cash(50_000) },
        { rankFrom: 4, rankTo: 10, prize: points(200) },
      ],
      weekly: [
        { rankFrom: 1, rankTo: 1, prize: cash(2_000_000) },
        { rankFrom: 2, rankTo: 3, prize: cash(1_000_000) },
        { rankFrom: 4, rankTo: 10, prize: cash(300_000) },
        { rankFrom: 11, rankTo: 20, prize: points(500) },
      ],
    },
    demoProgress: { 3: 2, 4: 3, 5: 1_200_000, 6: 2 },
  },
  DEMOBR: {
    missions: [
      {
        id: 1,
        period: 'daily',
        title: 'Entre hoje',
        description: 'Entre todos os dias para ganhar pontos.',
        metric: 'LOGIN',
        target: 1,
        prize: points(10),
        score: 10,
        action: null,
      },
      {
        id: 2,
        period: 'daily',
        title: 'Deposite R$ 50',
        description: 'Some R$ 50 em depósitos aprovados no dia.',
        metric: 'DEPOSIT_AMOUNT',
        target: 50,
        prize: points(50),
        score: 30,
        action: 'DEPOSIT',
      },
      {
        id: 3,
        period: 'daily',
        title: 'Faça 3 apostas na loteria',
        description: 'Aposte 3 vezes em qualquer loteria ou no jogo do bicho.',
        metric: 'LOTTERY_BET_COUNT',
        target: 3,
        prize: points(30),
        score: 20,
        action: 'LOTTERY',
      },
      {
        id: 4,
        period: 'daily',
        title: 'Jogue 5 rodadas',
        description: 'Jogue 5 rodadas de qualquer jogo no dia.',
        metric: 'BET_COUNT',
        target: 5,
        prize: points(20),
        score: 20,
        action: 'GAMES',
      },
      {
        id: 5,
        period: 'weekly',
        title: 'Aposte R$ 1.000 na semana',
        description: 'Some R$ 1.000 em apostas válidas na semana.',
        metric: 'BET_AMOUNT',
        target: 1_000,
        prize: cash(10),
        score: 100,
        action: 'GAMES',
      },
      {
        id: 6,
        period: 'weekly',
        title: 'Experimente 4 jogos',
        description: 'Jogue 4 jogos diferentes na semana.',
        metric: 'GAME_VARIETY',
        target: 4,
        prize: points(150),
        score: 50,
        action: 'GAMES',
      },
      {
        id: 7,
        period: 'weekly',
        title: 'Indique 1 amigo',
        description: 'Um amigo se cadastra com o seu código na semana.',
        metric: 'INVITE_FRIENDS',
        target: 1,
        prize: points(300),
        score: 80,
        action: 'INVITE_FRIENDS',
      },
      {
        id: 8,
        period: 'weekly',
        title: 'Deposite 3 vezes',
        description: 'Faça 3 depósitos aprovados na semana.',
        metric: 'DEPOSIT_COUNT',
        target: 3,
        prize: cash(5),
        score: 60,
        action: 'DEPOSIT',
      },
    ],
    prizes: {
      daily: [
        { rankFrom: 1, rankTo: 1, prize: cash(20) },
        { rankFrom: 2, rankTo: 3, prize: cash(10) },
        { rankFrom: 4, rankTo: 10, prize: points(100) },
      ],
      weekly: [
        { rankFrom: 1, rankTo: 1, prize: cash(300) },
        { rankFrom: 2, rankTo: 3, prize: cash(150) },
        { rankFrom: 4, rankTo: 10, prize: cash(50) },
        { rankFrom: 11, rankTo: 20, prize: points(300) },
      ],
    },
    demoProgress: { 3: 1, 4: 4, 5: 240, 6: 3 },
  },
};

export function missionsContentOf(merchantCode: string): MerchantMissions {
  return MISSIONS[merchantCode] ?? MISSIONS['DEMOVN']!;
}
