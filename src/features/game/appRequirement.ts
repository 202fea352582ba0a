import { useWhitelabelSwitch } from '../../data/hooks';
import { currentEnvironment, type InstallEnvironment } from '../install';

/** Spec §6 whitelabel switch: the merchant's games are played in its app. */
export const START_GAME_IN_APP_SWITCH = 'STARTGAMEINAPP3';

/**
 * Spec §4: with the switch on, a player neither in the app nor on the home screen (an installed
 * web app or iOS web clip: docs/game.md says why "home" means the home screen) is asked to
 * download the app instead of launching.
 */
export function needsApp(
  switchOn: boolean,
  environment: Pick<InstallEnvironment, 'nativeApp' | 'pwa' | 'webClip'>,
): boolean {
  return switchOn && !environment.nativeApp && !environment.pwa && !environment.webClip;
}

/** `undefined` while the switches are being read. */
export function useAppRequired(): boolean | undefined {
  const switchOn = useWhitelabelSwitch(START_GAME_IN_APP_SWITCH);
  return switchOn === undefined ? undefined : needsApp(switchOn, currentEnvironment());
}
