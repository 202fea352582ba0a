import { SEA_LOTTO_MODE } from '../../common/gameLaunchSchemas';

/**
 * Spec §2, §4 and §7: what the /m/launchGame address asks for, and the query of the launch call
 * (`GET /wps/game/launchGame`) that answers it. Pure, so every mapping rule is unit-tested.
 * Where the spec is silent the rules are ours: docs/game.md.
 */

/** Spec §2: this code in the address opens the lottery lobby. */
export const LOTTO_LOBBY_CODE = 'LOTTO_LOBBY';
/** Spec §2: the Vietnam lottery is named by its vendor instead of a prize mode. */
export const VIETNAM_LOTTERY_VENDOR = 'TCG_LOTTO_VN';
/** The South-East Asian lottery's vendor account (the SEA_LOTT lane's). */
export const SEA_LOTTERY_VENDOR = 'TCG_SEA';

/** Spec §9's lottery categories: a visitor's launch of one of these goes to login (spec §4). */
const LOTTERY_CATEGORIES = new Set(['LOTT', 'VIETNAM_LOTTO', 'ELOTT', 'ELOTTO', 'SEA_LOTT']);

export type LottoView = 'lobby' | 'betting';

/**
 * - `lottery`: a lottery named by a prize mode, the Vietnam lottery vendor, or nothing at all
 *   (the route's first purpose);
 * - `sea`: a sea-type lottery (its vendor, or a prize mode starting with SEA);
 * - `vendorGame`: any other vendor's game (cards of the home page's other lanes).
 */
export type LaunchKind = 'lottery' | 'sea' | 'vendorGame';

/** The /m/launchGame query, read once. Empty values count as absent. */
export interface LaunchRoute {
  vendor: string | null;
  prizeMode: string | null;
  /** The game code; `LOTTO_LOBBY` is already turned into `lobby`; empty when none was given. */
  code: string;
  playType: string | null;
  backUrl: string | null;
  view: LottoView;
  /** Game banners (spec §3 type G) also say the game's type and node. */
  gameType: string | null;
  nodeId: string | null;
}

/** What the launch call needs from outside the address. */
export interface LaunchContext {
  /** Upper-case language code, as the request headers carry it. */
  language: string;
  /** Where the game's own back button leads: an address of this storefront (see `backUrlFor`). */
  backUrl: string;
  /** The merchant's name, shown by the vendor's page. */
  title: string;
  /** The member's VIP label, when known. */
  labelName: string | null;
}

/** Spec §4: game_list, lobby (any case) or no code at all open the lobby. */
export function isLobbyCode(code: string): boolean {
  const lower = code.trim().toLowerCase();
  return lower === '' || lower === 'game_list' || lower === 'lobby';
}

function present(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function parseLaunchRoute(search: string): LaunchRoute {
  const query = new URLSearchParams(search);
  const rawCode = present(query.get('code')) ?? '';
  const code = rawCode.toUpperCase() === LOTTO_LOBBY_CODE ? 'lobby' : rawCode;
  const askedView = present(query.get('lottoView'))?.toLowerCase();
  const view: LottoView =
    askedView === 'lobby' || askedView === 'betting'
      ? askedView
      : isLobbyCode(code)
        ? 'lobby'
        : 'betting';
  return {
    vendor: present(query.get('vendor')),
    prizeMode: present(query.get('prize_mode')),
    code,
    playType: present(query.get('playType')),
    backUrl: present(query.get('backUrl')),
    view,
    gameType: present(query.get('gameType')),
    nodeId: present(query.get('nodeId')),
  };
}

export function launchKind(route: LaunchRoute): LaunchKind {
  const vendor = route.vendor?.toUpperCase() ?? null;
  if (vendor === SEA_LOTTERY_VENDOR || /^sea/i.test(route.prizeMode ?? '')) return 'sea';
  if (route.prizeMode || vendor === null || vendor === VIETNAM_LOTTERY_VENDOR) return 'lottery';
  return 'vendorGame';
}

/**
 * Whether a visitor's launch is a lottery launch (spec §4: it goes to login). Another vendor's
 * game is one when its lane (or its banner's game type) is a lottery category; a game we know
 * nothing about counts as one too, so a visitor is never sent to a trial of an unknown game.
 */
export function isLotteryLaunch(route: LaunchRoute, storedCategory: string | null): boolean {
  if (launchKind(route) !== 'vendorGame') return true;
  const category = storedCategory ?? route.gameType;
  return category === null || LOTTERY_CATEGORIES.has(category.toUpperCase());
}

function withoutEmpty(query: Record<string, string | null | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

/** Spec §7 `GET /wps/game/launchGame` query for this route (docs/api.md "Game launch"). */
export function launchCallQuery(
  route: LaunchRoute,
  context: LaunchContext,
): Record<string, string> {
  const gameCode = isLobbyCode(route.code) ? null : route.code;
  const common = {
    vendor: route.vendor,
    device: 'MOBILE',
    backUrl: context.backUrl,
    // The storefront has no lottery lobby of its own: the vendor's page always offers its lobby.
    hasLobby: 'true',
    language: context.language,
    title: context.title,
    labelName: context.labelName,
    playType: route.playType,
  };
  switch (launchKind(route)) {
    case 'sea':
      return withoutEmpty({
        lottoMode: SEA_LOTTO_MODE,
        lottoGameCode: gameCode,
        lottoView: route.view,
        ...common,
      });
    case 'lottery':
      return withoutEmpty({
        lottoArea: 'VN',
        launchMode: 'LOTT',
        lottoPrizeMode: route.prizeMode,
        lottoGameCode: gameCode,
        lottoView: route.view,
        ...common,
      });
    case 'vendorGame':
      return withoutEmpty({ gameCode, ...common });
  }
}

/**
 * The game's back button leads to the address the route names when it is on this storefront's
 * origin (never elsewhere: the vendor would become an open redirect), else to `fallback`.
 */
export function backUrlFor(requested: string | null, origin: string, fallback: string): string {
  if (requested && !requested.startsWith('//')) {
    try {
      const url = new URL(requested, origin);
      if (url.origin === origin) return url.href;
    } catch {
      // Not an address: the fallback.
    }
  }
  return new URL(fallback, origin).href;
}

/** The trial screen's address for the same game (docs/game.md). */
export function trialPathFor(route: LaunchRoute, trialPath: string): string {
  const query = new URLSearchParams();
  if (route.vendor) query.set('vendor', route.vendor);
  if (route.code) query.set('code', route.code);
  if (route.nodeId) query.set('nodeId', route.nodeId);
  return `${trialPath}?${query}`;
}
