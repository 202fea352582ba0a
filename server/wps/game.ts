// The game calls of spec §7 (docs/api.md "Game launch"): GET /wps/game/launchGame (members only,
// like the real one) and GET /wps/relay/GCS_gameTrialLaunch (public). Both answer the address of a
// local demo game page (server/game-page.ts) for a game of the merchant's lanes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  LAUNCH_GAME_PATH,
  SEA_LOTTO_MODE,
  TRIAL_LAUNCH_PATH,
} from '../../src/common/gameLaunchSchemas.ts';
import { findSession } from '../auth/handler.ts';
import type { AuthState } from '../auth/state.ts';
import { publicOrigin } from '../downloads.ts';
import { isMalformed } from '../faults.ts';
import { DEMO_GAME_PREFIX, handleDemoGamePage, isDemoGamePath, LOBBY_PAGE } from '../game-page.ts';
import { GAME_LANES } from '../merchants/lanes.ts';
import { resolveMerchant } from '../merchants/index.ts';
import type { MerchantFixture } from '../merchants/types.ts';
import type { QaScenario } from '../../src/common/qaScenario.ts';
import type { RequestTarget } from '../request.ts';
import { failure, sendFailure, sendJson, type FailureEnvelope } from '../respond.ts';

/** What QA's `gameLaunch: "unsafeUrl"` answers: an address the storefront must refuse to open. */
export const UNSAFE_GAME_URL = 'javascript:alert(document.domain)';

const LOTTERY_CATEGORIES = ['LOTT', 'VIETNAM_LOTTO', 'ELOTT', 'ELOTTO'];
const SEA_CATEGORIES = ['SEA_LOTT'];
const MALFORMED = { success: true, value: { gameUrl: 42 } };

export function isGamePath(pathname: string): boolean {
  return (
    pathname === LAUNCH_GAME_PATH || pathname === TRIAL_LAUNCH_PATH || isDemoGamePath(pathname)
  );
}

/** A game page to open: the vendor and the game's code (or the lobby). */
interface GamePick {
  vendor: string;
  page: string;
}

type GameChoice = GamePick | { error: FailureEnvelope };

const notFound = () => ({ error: failure('game.not.found', 'This game is not available') });

/**
 * The game among the lanes of `categories` (all when null) and of `vendor` (all when null); no
 * code means the lobby, of the vendor asked or else of the first such lane.
 */
function pickGame(
  merchantCode: string,
  categories: string[] | null,
  vendor: string | null,
  code: string | null,
): GameChoice {
  const lanes = (GAME_LANES[merchantCode]?.lanes ?? []).filter(
    (lane) => categories === null || categories.includes(lane.category),
  );
  const cards = lanes
    .flatMap((lane) => lane.cards)
    .filter((card) => vendor === null || card.accountTypeName === vendor);
  if (!code) {
    const lobbyVendor = vendor ?? cards[0]?.accountTypeName;
    return lobbyVendor && cards.length ? { vendor: lobbyVendor, page: LOBBY_PAGE } : notFound();
  }
  const card = cards.find((candidate) => candidate.gameCode === code);
  return card ? { vendor: card.accountTypeName, page: card.gameCode } : notFound();
}

const present = (value: string | null) => value?.trim() || null;

/** Which game a launch query names (the mapping is in docs/api.md "Game launch"). */
export function resolveLaunch(merchantCode: string, query: URLSearchParams): GameChoice {
  const vendor = present(query.get('vendor'));
  const lottoCode = present(query.get('lottoGameCode'));
  if (query.get('lottoMode') === SEA_LOTTO_MODE) {
    return pickGame(merchantCode, SEA_CATEGORIES, vendor, lottoCode);
  }
  if (query.get('launchMode') === 'LOTT') {
    return pickGame(merchantCode, LOTTERY_CATEGORIES, vendor, lottoCode);
  }
  if (vendor) return pickGame(merchantCode, null, vendor, present(query.get('gameCode')));
  return {
    error: failure(
      'invalid_request',
      'Name a lottery (launchMode LOTT or lottoMode SEA_Tradition_Mobile) or a vendor',
    ),
  };
}

/** Which game a trial names: `gameId` is the vendor's game code, `nodeId` its vendor account. */
export function resolveTrial(merchantCode: string, query: URLSearchParams): GameChoice {
  const gameId = present(query.get('gameId'));
  const nodeId = present(query.get('nodeId'));
  if ((query.get('platform') ?? '').toLowerCase() !== 'html5' || !gameId || !nodeId) {
    return { error: failure('invalid_request', 'Give gameId, nodeId and platform html5') };
  }
  const lane = GAME_LANES[merchantCode]?.lanes.find((candidate) =>
    candidate.cards.some((card) => card.accountTypeName === nodeId && card.gameCode === gameId),
  );
  if (!lane) return notFound();
  if ([...LOTTERY_CATEGORIES, ...SEA_CATEGORIES].includes(lane.category)) {
    return { error: failure('game.trial.unavailable', 'This game has no free trial') };
  }
  return { vendor: nodeId, page: gameId };
}

function demoGameUrl(
  req: IncomingMessage,
  merchantCode: string,
  pick: GamePick,
  params: Record<string, string | null>,
) {
  const path = [merchantCode, pick.vendor, pick.page].map(encodeURIComponent).join('/');
  const url = new URL(`${DEMO_GAME_PREFIX}${path}`, publicOrigin(req));
  for (const [name, value] of Object.entries(params)) if (value) url.searchParams.set(name, value);
  return url.toString();
}

/** Resolves after `ms`, or early with false when the client gave up (its connection closed). */
function waitWhileConnected(res: ServerResponse, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const gone = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      res.off('close', gone);
      resolve(true);
    }, ms);
    res.once('close', gone);
  });
}

/** What QA's `gameLaunch` switch makes a game call do (docs/qa.md). */
type QaOutcome = { kind: 'answer' } | { kind: 'gone' } | { kind: 'reply'; body: unknown };

/**
 * `slow` answers after `gameLaunchDelayMs` (nothing, if the client gave up), `fail` with a server
 * error, `unsafeUrl` with a `javascript:` address; `ok` answers now.
 */
async function qaOutcome(res: ServerResponse, scenario: QaScenario): Promise<QaOutcome> {
  switch (scenario.gameLaunch) {
    case 'slow':
      return (await waitWhileConnected(res, scenario.gameLaunchDelayMs))
        ? { kind: 'answer' }
        : { kind: 'gone' };
    case 'fail':
      return {
        kind: 'reply',
        body: failure('game.maintenance', 'The game is under maintenance, please try again later'),
      };
    case 'unsafeUrl':
      return { kind: 'reply', body: { success: true, value: { gameUrl: UNSAFE_GAME_URL } } };
    case 'ok':
      return { kind: 'answer' };
  }
}

export interface GameDeps {
  auth: AuthState;
  scenario: () => QaScenario;
  defaultMerchant: MerchantFixture;
}

export async function handleGameCall(
  req: IncomingMessage,
  res: ServerResponse,
  target: RequestTarget,
  deps: GameDeps,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return sendFailure(req, res, 405, 'method_not_allowed', `${target.pathname} answers GET only`);
  }
  if (isDemoGamePath(target.pathname)) return handleDemoGamePage(req, res);
  const reply = (body: unknown, status = 200) =>
    sendJson(req, res, body, { status, cacheControl: 'no-store' });
  if (isMalformed(deps.scenario(), target.pathname)) return reply(MALFORMED);

  const launch = target.pathname === LAUNCH_GAME_PATH;
  const session = launch ? await findSession(req, deps.auth) : null;
  // Spec §6: game launch requires Authorization; 401 is the storefront's logout path (spec §8).
  if (launch && !session) return reply(failure('customer.not.login', 'CUSTOMER_NOT_LOGIN'), 401);

  const outcome = await qaOutcome(res, deps.scenario());
  if (outcome.kind === 'gone') return;
  if (outcome.kind === 'reply') return reply(outcome.body);

  const query = target.query;
  if (session) {
    const pick = resolveLaunch(session.merchantCode, query);
    if ('error' in pick) return reply(pick.error);
    const lottoView = query.get('lottoView');
    const gameUrl = demoGameUrl(req, session.merchantCode, pick, {
      view: lottoView === 'lobby' || lottoView === 'betting' ? lottoView : null,
      player: session.member.account,
      language: query.get('language'),
      backUrl: query.get('backUrl'),
    });
    return reply({ success: true, value: { gameUrl } });
  }
  const merchant = resolveMerchant(req.headers['merchant'], query, deps.defaultMerchant);
  const pick = resolveTrial(merchant.merchantCode, query);
  if ('error' in pick) return reply(pick.error);
  const language = req.headers['language'];
  const gameUrl = demoGameUrl(req, merchant.merchantCode, pick, {
    trial: '1',
    language: typeof language === 'string' ? language : null,
  });
  return reply({ success: true, value: { gameUrl } });
}
