import * as v from 'valibot';
import { isWebAddress } from './webAddress';

/** The game calls of spec §7 (docs/api.md "Game launch"): their paths, a query value, the answer. */

export const LAUNCH_GAME_PATH = '/wps/game/launchGame';
export const TRIAL_LAUNCH_PATH = '/wps/relay/GCS_gameTrialLaunch';
/** Spec §7: sea-type lotteries launch with this mode instead of area, launch mode and prize mode. */
export const SEA_LOTTO_MODE = 'SEA_Tradition_Mobile';

/** Only an http(s) game address is ever opened: never `javascript:`, `data:` or a relative one. */
export const GameUrlSchema = v.object({
  gameUrl: v.pipe(v.string(), v.check(isWebAddress, 'must be an http(s) address')),
});
