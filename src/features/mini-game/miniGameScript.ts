import { loadScriptWithFallbacks } from '../../lib/loadScript';

/** Spec §7: the game script of each white-label switch. */
export const MINI_GAME_SCRIPTS = {
  LOTTMINIGAME3: '/mini-game/v1/minigame.js',
  SEALOTTMINIGAME3: '/mini-game/s1/minigame.js',
} as const;
export type MiniGameSwitch = keyof typeof MINI_GAME_SCRIPTS;

const SCRIPT_TIMEOUT_MS = 10_000;

/** What a mini-game script sets up (our contract with the provider, docs/architecture.md). */
export interface MiniGameApi {
  open(container: HTMLElement, options: { language: string }): void;
  close(): void;
}

declare global {
  interface Window {
    StorefrontMiniGame?: MiniGameApi;
  }
}

function isMiniGameApi(value: unknown): value is MiniGameApi {
  const api = value as Partial<MiniGameApi> | undefined;
  return typeof api?.open === 'function' && typeof api.close === 'function';
}

/** Loads the switch's script once; resolves to its API, rejects when it never set one up. */
export async function loadMiniGame(which: MiniGameSwitch): Promise<MiniGameApi> {
  const ready = () => isMiniGameApi(window.StorefrontMiniGame);
  await loadScriptWithFallbacks([MINI_GAME_SCRIPTS[which]], ready, SCRIPT_TIMEOUT_MS);
  return window.StorefrontMiniGame!;
}
