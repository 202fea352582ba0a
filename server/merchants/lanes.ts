// The home page's game lanes per merchant (GCSGAME_newGameVendor, docs/api.md "Game lanes").
// Vendors and games are invented. Lanes are listed in an order different from the one spec §9
// gives them, and cover its category rules (aliases, SEA_LOTT +5, VIETNAM_LOTTO +1, RNG and PVP
// as TCG, a category the operator did not rank), so the storefront's sorting is visible.

export interface LaneCardFixture {
  /** The vendor account the game runs under: the launch call's `vendor`. */
  accountTypeName: string;
  displayName: string;
  /** The vendor's game code: the launch call's `code` (LOTTO_LOBBY opens the lobby). */
  gameCode: string;
  /** Current jackpot in the merchant's currency, for games that have one. */
  jackpot?: number;
}

export interface LaneFixture {
  /** Category or vendor type code (LOTT, ELOTTO, SEA_LOTT, RNG, ...). */
  category: string;
  title: string;
  vendors: { vendor: string; name?: string }[];
  /** The games shown on the home page; `gameCount` counts all of the lane's games. */
  cards: LaneCardFixture[];
  gameCount: number;
}

export interface GameLanesFixture {
  /** The operator's category order, first = ordinal 100 (spec §9). */
  categories: string[];
  lanes: LaneFixture[];
}

const VN_LOTTO = { vendor: 'TCG_LOTTO_VN', name: 'TC Xổ Số Việt' };

const DEMOVN: GameLanesFixture = {
  categories: ['LOTT', 'ELOTT', 'TCG', 'LIVE', 'SPORTS'],
  lanes: [
    {
      category: 'PVP',
      title: 'Game bài',
      vendors: [
        { vendor: 'TCG_PVP', name: 'TC Game Bài' },
        { vendor: 'KYLAN', name: 'Kỳ Lân Poker' },
      ],
      cards: [
        { accountTypeName: 'TCG_PVP', displayName: 'Tiến Lên Miền Nam', gameCode: 'TLMN' },
        { accountTypeName: 'TCG_PVP', displayName: 'Phỏm', gameCode: 'PHOM' },
        { accountTypeName: 'KYLAN', displayName: 'Xì Tố', gameCode: 'XITO' },
        { accountTypeName: 'KYLAN', displayName: 'Mậu Binh', gameCode: 'MAUBINH' },
      ],
      gameCount: 18,
    },
    {
      category: 'SEA_LOTT',
      title: 'Xổ số Đông Nam Á',
      vendors: [{ vendor: 'TCG_SEA', name: 'TC SEA Lotto' }],
      cards: [
        { accountTypeName: 'TCG_SEA', displayName: 'Siêu tốc 1 phút', gameCode: 'SEA_MEGA_1M' },
        { accountTypeName: 'TCG_SEA', displayName: 'Siêu tốc 5 phút', gameCode: 'SEA_MEGA_5M' },
        { accountTypeName: 'TCG_SEA', displayName: 'Thái Lan VIP', gameCode: 'SEA_THVIP' },
        { accountTypeName: 'TCG_SEA', displayName: 'Lào VIP', gameCode: 'SEA_LAVIP' },
      ],
      gameCount: 9,
    },
    {
      category: 'VIETNAM_LOTTO',
      title: 'Xổ số VIP',
      vendors: [VN_LOTTO],
      cards: [
        {
          accountTypeName: 'TCG_LOTTO_VN',
          displayName: 'Hà Nội VIP 45 giây',
          gameCode: 'HNVIP45S',
        },
        { accountTypeName: 'TCG_LOTTO_VN', displayName: 'Hồ Chí Minh VIP', gameCode: 'HCMVIP' },
        { accountTypeName: 'TCG_LOTTO_VN', displayName: 'Miền Bắc siêu tốc', gameCode: 'MBST' },
        {
          accountTypeName: 'TCG_LOTTO_VN',
          displayName: 'Tất cả xổ số VIP',
          gameCode: 'LOTTO_LOBBY',
        },
      ],
      gameCount: 14,
    },
    {
      category: 'RNG',
      title: 'Quay số nhanh',
      // SPRIBO has no display name: the chip shows the vendor code.
      vendors: [{ vendor: 'TCG_RNG', name: 'TC Quay Số' }, { vendor: 'SPRIBO' }],
      cards: [
        { accountTypeName: 'TCG_RNG', displayName: 'Xóc Đĩa', gameCode: 'XOCDIA' },
        { accountTypeName: 'TCG_RNG', displayName: 'Bầu Cua', gameCode: 'BAUCUA' },
        { accountTypeName: 'SPRIBO', displayName: 'Phi Công', gameCode: 'SKYJET' },
        { accountTypeName: 'SPRIBO', displayName: 'Dò Mìn', gameCode: 'MINES' },
      ],
      gameCount: 26,
    },
    {
      category: 'ELOTTO',
      title: 'Xổ số điện toán',
      vendors: [{ vendor: 'TCG_ELOTT', name: 'TC Điện Toán' }],
      cards: [
        {
          accountTypeName: 'TCG_ELOTT',
          displayName: 'Mega 6/45',
          gameCode: 'MEGA645',
          jackpot: 18_456_320_500,
        },
        {
          accountTypeName: 'TCG_ELOTT',
          displayName: 'Power 6/55',
          gameCode: 'POWER655',
          jackpot: 42_871_066_200,
        },
        { accountTypeName: 'TCG_ELOTT', displayName: 'Max 3D', gameCode: 'MAX3D' },
        { accountTypeName: 'TCG_ELOTT', displayName: 'Keno', gameCode: 'KENO' },
      ],
      gameCount: 6,
    },
    {
      category: 'LOTT',
      title: 'Xổ số ba miền',
      vendors: [VN_LOTTO],
      cards: [
        { accountTypeName: 'TCG_LOTTO_VN', displayName: 'Miền Bắc', gameCode: 'MB' },
        { accountTypeName: 'TCG_LOTTO_VN', displayName: 'Miền Trung', gameCode: 'MT' },
        { accountTypeName: 'TCG_LOTTO_VN', displayName: 'Miền Nam', gameCode: 'MN' },
      ],
      gameCount: 41,
    },
  ],
};

const DEMOBR: GameLanesFixture = {
  categories: ['ELOTT', 'LOTT', 'TCG', 'SPORTS'],
  lanes: [
    {
      category: 'RNG',
      title: 'Jogos rápidos',
      vendors: [{ vendor: 'TCG_RNG', name: 'TC Instantâneos' }, { vendor: 'SPRIBO' }],
      cards: [
        { accountTypeName: 'SPRIBO', displayName: 'Foguetinho', gameCode: 'ROCKET' },
        { accountTypeName: 'SPRIBO', displayName: 'Minas', gameCode: 'MINES' },
        { accountTypeName: 'TCG_RNG', displayName: 'Roleta Turbo', gameCode: 'ROLETA' },
        { accountTypeName: 'TCG_RNG', displayName: 'Dados da Sorte', gameCode: 'DADOS' },
      ],
      gameCount: 32,
    },
    {
      // LIVE is not in the operator's category list: it goes last.
      category: 'LIVE',
      title: 'Cassino ao vivo',
      vendors: [{ vendor: 'VIVOBR', name: 'Vivo Studio' }],
      cards: [
        { accountTypeName: 'VIVOBR', displayName: 'Roleta Brasileira', gameCode: 'ROLETA_BR' },
        { accountTypeName: 'VIVOBR', displayName: 'Bacará', gameCode: 'BACCARAT' },
        { accountTypeName: 'VIVOBR', displayName: 'Blackjack VIP', gameCode: 'BJVIP' },
      ],
      gameCount: 21,
    },
    {
      category: 'LOTT',
      title: 'Jogo do Bicho e loterias',
      vendors: [{ vendor: 'TCG_LOTTO_BR', name: 'TC Loterias' }],
      cards: [
        { accountTypeName: 'TCG_LOTTO_BR', displayName: 'Jogo do Bicho', gameCode: 'BICHO' },
        { accountTypeName: 'TCG_LOTTO_BR', displayName: 'Federal da Sorte', gameCode: 'FEDERAL' },
        { accountTypeName: 'TCG_LOTTO_BR', displayName: 'Quininha', gameCode: 'QUININHA' },
      ],
      gameCount: 8,
    },
    {
      category: 'SEA_LOTT',
      title: 'Loterias asiáticas',
      vendors: [{ vendor: 'TCG_SEA', name: 'TC SEA Lotto' }],
      cards: [
        {
          accountTypeName: 'TCG_SEA',
          displayName: 'Mega Sorte 5 minutos',
          gameCode: 'SEA_MEGA_5M',
        },
        { accountTypeName: 'TCG_SEA', displayName: 'Mega Sorte 1 minuto', gameCode: 'SEA_MEGA_1M' },
        { accountTypeName: 'TCG_SEA', displayName: 'Tailândia VIP', gameCode: 'SEA_THVIP' },
      ],
      gameCount: 7,
    },
    {
      category: 'ELOTT',
      title: 'Loterias online',
      vendors: [{ vendor: 'TCG_ELOTT', name: 'TC Loterias Online' }],
      cards: [
        {
          accountTypeName: 'TCG_ELOTT',
          displayName: 'Super Sena',
          gameCode: 'SUPERSENA',
          jackpot: 1_234_567.89,
        },
        {
          accountTypeName: 'TCG_ELOTT',
          displayName: 'Quina Turbo',
          gameCode: 'QUINATURBO',
          jackpot: 87_450.5,
        },
        { accountTypeName: 'TCG_ELOTT', displayName: 'Lotinha', gameCode: 'LOTINHA' },
      ],
      gameCount: 5,
    },
  ],
};

export const GAME_LANES: Readonly<Record<string, GameLanesFixture>> = { DEMOVN, DEMOBR };
