import { handleRequestFailure } from '../../api/errorCatalogue';
import { InvalidResponseError, NetworkError } from '../../api/errors';
import { get } from '../../api/request';
import { GameUrlSchema, LAUNCH_GAME_PATH, TRIAL_LAUNCH_PATH } from '../../common/gameLaunchSchemas';
import { validate } from '../../data/sync/validate';

/** Spec §9: the launch call gives up after this long, and the retry message shows (spec §8). */
export const GAME_LAUNCH_TIMEOUT_MS = 10_000;

/**
 * Both calls skip the catalogue (`alert: false`): a timeout and a refused address have their own
 * message on the page, and `reportGameFailure` applies the catalogue to everything else.
 */
async function fetchGameUrl(resource: string, path: string, query: Record<string, string>) {
  const value = await get(path, {
    query,
    timeoutMs: GAME_LAUNCH_TIMEOUT_MS,
    alert: false,
    noStore: true,
  });
  return validate(resource, GameUrlSchema, value).gameUrl;
}

/** Spec §7 `GET /wps/game/launchGame` (protected: the wrapper adds Authorization). */
export function requestLaunchUrl(query: Record<string, string>): Promise<string> {
  return fetchGameUrl('game launch', LAUNCH_GAME_PATH, query);
}

/** Spec §7 `GET /wps/relay/GCS_gameTrialLaunch` (public). */
export function requestTrialUrl(gameId: string, nodeId: string): Promise<string> {
  return fetchGameUrl('trial launch', TRIAL_LAUNCH_PATH, { gameId, nodeId, platform: 'html5' });
}

/**
 * Why a game address did not come: `timedOut` (spec §8 timeout_retry_please), `refused` (the
 * answer was not a safe address: fail closed), `failed` (anything else, reported by the catalogue).
 */
export type GameUrlFailure = 'timedOut' | 'refused' | 'failed';

export function failureOf(error: unknown): GameUrlFailure {
  if (error instanceof NetworkError && error.timedOut) return 'timedOut';
  if (error instanceof InvalidResponseError) return 'refused';
  return 'failed';
}

/** Spec §8 for a `failed` call: logout on 401 or CUSTOMER_NOT_LOGIN, the server's message, … */
export function reportGameFailure(error: unknown) {
  if (failureOf(error) === 'failed') handleRequestFailure(error, { alert: true });
}
