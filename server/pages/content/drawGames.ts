// The lottery games' draw schedules per merchant (GCSGAME_getGameMatchV2, docs/pages.md "Games").
// Names and categories come from the game lanes (server/merchants/lanes.ts), joined by game code.
// Vietnamese regional lotteries draw every day (Miền Nam 16:15, Miền Trung 17:15, Miền Bắc 18:15)
// with the provinces of each weekday; Vietlott-style games on set weekdays at 18:00; Brazilian
// games follow the Caixa loterias' rhythm (a Mega-Sena-style draw Tuesday, Thursday and Saturday
// at 20:00) and the jogo do bicho's five daily extractions.
import type { DrawSchedule, IsoWeekday } from '../../../src/common/pages/drawSchedule.ts';
import type { DrawTier } from '../../../src/common/pages/gameSchemas.ts';

export type ResultFormat =
  | { kind: 'tiers'; tiers: { tier: DrawTier; count: number; digits: number }[] }
  | { kind: 'balls'; count: number; max: number; bonus?: number };

export interface DrawGameFixture {
  timeZone: string;
  schedule: DrawSchedule;
  closeBeforeSeconds: number;
  format: ResultFormat;
  /** Provinces drawing per ISO weekday (1 Monday). */
  stations?: Record<IsoWeekday, string[]>;
}

const EVERY_DAY: IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];
const MONDAY_TO_SATURDAY: IsoWeekday[] = [1, 2, 3, 4, 5, 6];
const VN = 'Asia/Ho_Chi_Minh';
const BR = 'America/Sao_Paulo';

/** Giải đặc biệt to giải bảy: 27 numbers. */
const NORTH: ResultFormat = {
  kind: 'tiers',
  tiers: [
    { tier: 'special', count: 1, digits: 5 },
    { tier: 'first', count: 1, digits: 5 },
    { tier: 'second', count: 2, digits: 5 },
    { tier: 'third', count: 6, digits: 5 },
    { tier: 'fourth', count: 4, digits: 4 },
    { tier: 'fifth', count: 6, digits: 4 },
    { tier: 'sixth', count: 3, digits: 3 },
    { tier: 'seventh', count: 4, digits: 2 },
  ],
};

/** Giải tám to giải đặc biệt (6 digits): 18 numbers per province. */
const SOUTH_AND_CENTRAL: ResultFormat = {
  kind: 'tiers',
  tiers: [
    { tier: 'special', count: 1, digits: 6 },
    { tier: 'first', count: 1, digits: 5 },
    { tier: 'second', count: 1, digits: 5 },
    { tier: 'third', count: 2, digits: 5 },
    { tier: 'fourth', count: 7, digits: 5 },
    { tier: 'fifth', count: 1, digits: 4 },
    { tier: 'sixth', count: 3, digits: 4 },
    { tier: 'seventh', count: 1, digits: 3 },
    { tier: 'eighth', count: 1, digits: 2 },
  ],
};

const THAI: ResultFormat = {
  kind: 'tiers',
  tiers: [
    { tier: 'first', count: 1, digits: 6 },
    { tier: 'front3', count: 2, digits: 3 },
    { tier: 'back3', count: 2, digits: 3 },
    { tier: 'last2', count: 1, digits: 2 },
  ],
};

const fivePrizes = (digits: number): ResultFormat => ({
  kind: 'tiers',
  tiers: (['first', 'second', 'third', 'fourth', 'fifth'] as const).map((tier) => ({
    tier,
    count: 1,
    digits,
  })),
});

const daily = (times: string[], weekdays = EVERY_DAY): DrawSchedule => ({
  type: 'daily',
  times,
  weekdays,
});
const every = (everySeconds: number, from = '00:00', to = '24:00'): DrawSchedule => ({
  type: 'interval',
  everySeconds,
  from,
  to,
});

const SEA_GAMES: Record<string, DrawGameFixture> = {
  SEA_MEGA_1M: {
    timeZone: 'Asia/Bangkok',
    schedule: every(60),
    closeBeforeSeconds: 5,
    format: { kind: 'balls', count: 5, max: 35 },
  },
  SEA_MEGA_5M: {
    timeZone: 'Asia/Bangkok',
    schedule: every(300),
    closeBeforeSeconds: 15,
    format: { kind: 'balls', count: 5, max: 35 },
  },
  // The Thai government lottery: the 1st and the 16th of each month.
  SEA_THVIP: {
    timeZone: 'Asia/Bangkok',
    schedule: { type: 'monthly', days: [1, 16], time: '15:30' },
    closeBeforeSeconds: 3600,
    format: THAI,
  },
};

const DEMOVN: Record<string, DrawGameFixture> = {
  MN: {
    timeZone: VN,
    schedule: daily(['16:15']),
    closeBeforeSeconds: 900,
    format: SOUTH_AND_CENTRAL,
    stations: {
      1: ['TP. Hồ Chí Minh', 'Đồng Tháp', 'Cà Mau'],
      2: ['Bến Tre', 'Vũng Tàu', 'Bạc Liêu'],
      3: ['Đồng Nai', 'Cần Thơ', 'Sóc Trăng'],
      4: ['Tây Ninh', 'An Giang', 'Bình Thuận'],
      5: ['Vĩnh Long', 'Bình Dương', 'Trà Vinh'],
      6: ['TP. Hồ Chí Minh', 'Long An', 'Bình Phước', 'Hậu Giang'],
      7: ['Tiền Giang', 'Kiên Giang', 'Đà Lạt'],
    },
  },
  MT: {
    timeZone: VN,
    schedule: daily(['17:15']),
    closeBeforeSeconds: 900,
    format: SOUTH_AND_CENTRAL,
    stations: {
      1: ['Thừa Thiên Huế', 'Phú Yên'],
      2: ['Đắk Lắk', 'Quảng Nam'],
      3: ['Đà Nẵng', 'Khánh Hòa'],
      4: ['Bình Định', 'Quảng Trị', 'Quảng Bình'],
      5: ['Gia Lai', 'Ninh Thuận'],
      6: ['Đà Nẵng', 'Quảng Ngãi', 'Đắk Nông'],
      7: ['Kon Tum', 'Khánh Hòa', 'Thừa Thiên Huế'],
    },
  },
  MB: {
    timeZone: VN,
    schedule: daily(['18:15']),
    closeBeforeSeconds: 900,
    format: NORTH,
    stations: {
      1: ['Hà Nội'],
      2: ['Quảng Ninh'],
      3: ['Bắc Ninh'],
      4: ['Hà Nội'],
      5: ['Hải Phòng'],
      6: ['Nam Định'],
      7: ['Thái Bình'],
    },
  },
  MEGA645: {
    timeZone: VN,
    schedule: daily(['18:00'], [3, 5, 7]),
    closeBeforeSeconds: 1800,
    format: { kind: 'balls', count: 6, max: 45 },
  },
  POWER655: {
    timeZone: VN,
    schedule: daily(['18:00'], [2, 4, 6]),
    closeBeforeSeconds: 1800,
    format: { kind: 'balls', count: 6, max: 55, bonus: 1 },
  },
  MAX3D: {
    timeZone: VN,
    schedule: daily(['18:00'], [1, 3, 5]),
    closeBeforeSeconds: 1800,
    format: {
      kind: 'tiers',
      tiers: [
        { tier: 'first', count: 2, digits: 3 },
        { tier: 'second', count: 4, digits: 3 },
        { tier: 'third', count: 6, digits: 3 },
        { tier: 'consolation', count: 8, digits: 3 },
      ],
    },
  },
  KENO: {
    timeZone: VN,
    schedule: every(600, '06:00', '22:00'),
    closeBeforeSeconds: 30,
    format: { kind: 'balls', count: 20, max: 80 },
  },
  HNVIP45S: { timeZone: VN, schedule: every(45), closeBeforeSeconds: 5, format: NORTH },
  HCMVIP: { timeZone: VN, schedule: every(120), closeBeforeSeconds: 10, format: SOUTH_AND_CENTRAL },
  MBST: { timeZone: VN, schedule: every(75), closeBeforeSeconds: 5, format: NORTH },
  ...SEA_GAMES,
  // The Lao lottery: Monday, Wednesday and Friday evenings.
  SEA_LAVIP: {
    timeZone: 'Asia/Vientiane',
    schedule: daily(['20:30'], [1, 3, 5]),
    closeBeforeSeconds: 1800,
    format: { kind: 'tiers', tiers: [{ tier: 'first', count: 1, digits: 6 }] },
  },
};

const DEMOBR: Record<string, DrawGameFixture> = {
  // The five daily extractions: PTM, PT, PTV, FED/PTN and Corujinha.
  BICHO: {
    timeZone: BR,
    schedule: daily(['11:20', '14:20', '16:20', '18:20', '21:20'], MONDAY_TO_SATURDAY),
    closeBeforeSeconds: 600,
    format: fivePrizes(4),
  },
  FEDERAL: {
    timeZone: BR,
    schedule: daily(['19:00'], [3, 6]),
    closeBeforeSeconds: 3600,
    format: fivePrizes(5),
  },
  QUININHA: {
    timeZone: BR,
    schedule: daily(['20:00'], MONDAY_TO_SATURDAY),
    closeBeforeSeconds: 3600,
    format: { kind: 'balls', count: 5, max: 80 },
  },
  SUPERSENA: {
    timeZone: BR,
    schedule: daily(['20:00'], [2, 4, 6]),
    closeBeforeSeconds: 3600,
    format: { kind: 'balls', count: 6, max: 60 },
  },
  QUINATURBO: {
    timeZone: BR,
    schedule: every(180),
    closeBeforeSeconds: 10,
    format: { kind: 'balls', count: 5, max: 80 },
  },
  LOTINHA: {
    timeZone: BR,
    schedule: daily(['20:00'], MONDAY_TO_SATURDAY),
    closeBeforeSeconds: 3600,
    format: { kind: 'balls', count: 15, max: 25 },
  },
  ...SEA_GAMES,
};

export const DRAW_GAMES: Readonly<Record<string, Record<string, DrawGameFixture>>> = {
  DEMOVN,
  DEMOBR,
};
