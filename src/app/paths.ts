/**
 * Every route of spec §2 in one table. `access`: `public` for anyone, `member` sends a visitor to
 * /m/login, `memberElseHome` sends a visitor home (feedback). `main` marks the pages that search
 * engines may index (see robots.ts).
 */
export type RouteAccess = 'public' | 'member' | 'memberElseHome';

export interface RouteDef {
  paths: readonly string[];
  titleKey: string;
  access: RouteAccess;
  main?: boolean;
}

/** The home route's index document: the domain modal's Retry loads it (spec §2). */
export const INDEX_PAGE_PATH = '/m/index.html';

export const ROUTES = {
  home: {
    paths: ['/', '/m', '/m/', '/m/home', '/m/index', INDEX_PAGE_PATH],
    titleKey: 'pages.home',
    access: 'public',
    main: true,
  },
  login: { paths: ['/m/login'], titleKey: 'pages.login', access: 'public', main: true },
  register: {
    paths: ['/m/register', '/m/register.html'],
    titleKey: 'pages.register',
    access: 'public',
    main: true,
  },
  changePassword: { paths: ['/m/changePsw'], titleKey: 'pages.change_password', access: 'member' },
  /**
   * Ours (spec §6 names the public reset calls, no page): docs/member.md "Forgot password". The
   * second path is where the mailed link lands (RESET_PASSWORD_PAGE of src/common/member-api.ts).
   */
  forgotPassword: {
    paths: ['/m/forgotPassword', '/m/resetPassword'],
    titleKey: 'reset.title',
    access: 'public',
  },
  /** Public: the page itself sends a visitor to login, or to a trial (docs/game.md). */
  launchGame: { paths: ['/m/launchGame'], titleKey: 'pages.launch_game', access: 'public' },
  /** Spec §2 trial-game screen; the path is ours. */
  trialGame: { paths: ['/m/trialGame'], titleKey: 'pages.trial_game', access: 'public' },
  game: { paths: ['/m/game'], titleKey: 'pages.game', access: 'public', main: true },
  memberHome: { paths: ['/m/member/home'], titleKey: 'pages.member_home', access: 'member' },
  /** The member's deposits, withdrawals, bets and bonuses; the path is ours. */
  transactionHistory: {
    paths: ['/m/member/transactions'],
    titleKey: 'history.title',
    access: 'member',
  },
  help: { paths: ['/m/help'], titleKey: 'pages.help', access: 'public', main: true },
  news: { paths: ['/m/news'], titleKey: 'pages.news', access: 'public', main: true },
  activity: { paths: ['/m/activity'], titleKey: 'pages.activity', access: 'member' },
  rewardCenter: { paths: ['/m/rewardCenter'], titleKey: 'pages.reward_center', access: 'member' },
  inviteFriends: {
    paths: ['/m/inviteFriends'],
    titleKey: 'pages.invite_friends',
    access: 'public',
    main: true,
  },
  agentRegister: {
    paths: ['/m/agentRegister'],
    titleKey: 'pages.agent_register',
    access: 'member',
  },
  voucherCenter: {
    paths: ['/m/voucherCenter'],
    titleKey: 'pages.voucher_center',
    access: 'member',
  },
  withdraw: { paths: ['/m/withdraw'], titleKey: 'pages.withdraw', access: 'member' },
  addBankCard: {
    paths: ['/m/securityCenter/addBankCard'],
    titleKey: 'pages.add_bank_card',
    access: 'member',
  },
  addBankCardPix: {
    paths: ['/m/securityCenter/addBankCardPix'],
    titleKey: 'pages.add_bank_card_pix',
    access: 'member',
  },
  pointMarket: { paths: ['/m/mall/mallHome'], titleKey: 'pages.point_market', access: 'member' },
  leaderBoard: { paths: ['/m/leaderBoard'], titleKey: 'pages.leader_board', access: 'member' },
  memberBenefits: {
    paths: ['/m/member/benefits'],
    titleKey: 'pages.member_benefits',
    access: 'member',
  },
  feedback: { paths: ['/m/feedback'], titleKey: 'pages.feedback', access: 'memberElseHome' },
  /** Support staff's view of the tracking outbox; shows nothing unless `?debug=1` was given. */
  trackingSupport: {
    paths: ['/m/support/tracking'],
    titleKey: 'pages.tracking_support',
    access: 'public',
  },
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof ROUTES;

/**
 * The canonical address of a route (its first path; home's is /m/home), with `query` when given:
 * `pathOf('activity', { id })` is /m/activity?id=….
 */
export function pathOf(id: RouteId, query?: Record<string, string> | URLSearchParams): string {
  const path = id === 'home' ? '/m/home' : ROUTES[id].paths[0];
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

export function findRoute(pathname: string): RouteId | undefined {
  return (Object.keys(ROUTES) as RouteId[]).find((id) =>
    (ROUTES[id].paths as readonly string[]).includes(pathname),
  );
}
