import type { DownloadPopupMemory } from '../../../lib/popupMemory';

/**
 * The install rules engine's vocabulary (spec §4 download popups). Plain TypeScript: the rules are
 * pure functions of these values and of the download switches (src/common/downloadSettings.ts).
 */
import { COUNTER_SWITCH_NAMES } from '../../../common/downloadSettings';

/** The routes whose visit can trigger a popup (ids of src/app/paths.ts ROUTES). */
export type TriggerRoute =
  | 'home'
  | 'login'
  | 'register'
  | 'voucherCenter'
  | 'withdraw'
  | 'addBankCard'
  | 'addBankCardPix'
  | 'launchGame'
  | 'trialGame'
  | 'other';

/**
 * Where a game plays inside the storefront: the trial screen, and the launch page until the
 * vendor's game takes the tab (docs/game.md); the in-game popup counts its seconds there.
 */
export const IN_GAME_ROUTES: readonly TriggerRoute[] = ['launchGame', 'trialGame'];

/** Why the engine is asked now; each cause has its spec §4 delay. */
export type EvaluationCause = 'route' | 'login' | 'register' | 'poll' | 'deposit' | 'inGame';

export interface InstallMember {
  /** 0, 1, 2 are valid members for download popups (spec §6); 4 and others are not. */
  type: number;
  /** ISO 8601; null when unknown (registration-age rules then never fire). */
  regDate: string | null;
}

export interface PopupContext {
  cause: EvaluationCause;
  route: TriggerRoute;
  /** `location.hostname`, for the domains_switch rule. */
  hostname: string;
  member: InstallMember | null;
  /** Inside the native app (spec §4: never a download popup there). */
  inNativeApp: boolean;
  /** Another popup (announcement, download image, notice…) is on screen. */
  otherPopupOpen: boolean;
}

/** What this browser tab remembers for the session (kept by lib/popupMemory.ts). */
export type PopupSessionMemory = DownloadPopupMemory<PopupTrigger>;

/** The triggers that compare a count (days, deposits, withdrawals) with a switch's value. */
export const COUNTER_TRIGGERS = COUNTER_SWITCH_NAMES;

/** Every reason a download popup can show (spec §4 triggers). */
export const POPUP_TRIGGERS = [
  ...COUNTER_TRIGGERS,
  'first_deposit',
  'first_withdraw',
  'bind_card',
  'after_login',
  'in_game',
] as const;

export type PopupTrigger = (typeof POPUP_TRIGGERS)[number];

export type PopupDecision =
  | { show: false; reason: string }
  | { show: true; trigger: PopupTrigger; forced: boolean; delayMs: number };
