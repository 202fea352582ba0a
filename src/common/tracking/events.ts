/**
 * Spec §3 tracking events: the names and payload fields marketing pays by. Shared by the page, the
 * service worker and the reference collector's contract (docs/tracking.md).
 */
export const TRACKING_EVENT_NAMES = [
  'firstOpen',
  'registerSubmit',
  'register',
  'depositSubmit',
  'firstDeposit',
  'deposit',
  'redeposit',
  'firstDepositArrival',
  'withdraw',
  'startTrial',
  'login',
  'viewContent',
  'downloadApp',
  'gameLaunch',
  'a2hsInstalled',
  'a2hsFirstOpen',
  // The install funnel (docs/install.md): a download popup or guide shown, a guide opened, the
  // sheet's web-app and open-in-Chrome taps, the player's answer to the browser's prompt.
  'installShown',
  'installGuideOpened',
  'installWebAppTapped',
  'installHandoffTapped',
  'installPromptAnswered',
] as const;

export type TrackingEventName = (typeof TRACKING_EVENT_NAMES)[number];

/** The only names the collector accepts. */
export function isTrackingEventName(name: unknown): name is TrackingEventName {
  return typeof name === 'string' && (TRACKING_EVENT_NAMES as readonly string[]).includes(name);
}

/**
 * Spec §3 payload; every field is optional because each event carries only what it knows. The
 * collector keeps fields it does not know as they were sent.
 */
export interface TrackingPayload {
  customerId?: string | number;
  customerName?: string;
  revenue?: number;
  amount?: number;
  value?: number;
  currency?: string;
}

/** The player's answer to the browser's install prompt (`installPromptAnswered`). */
export const INSTALL_PROMPT_OUTCOMES = ['accepted', 'dismissed'] as const;
export type InstallPromptOutcome = (typeof INSTALL_PROMPT_OUTCOMES)[number];

/** Where the event happened and the campaign it is attributed to; never a token. */
export interface TrackingContext {
  /** The path only: a query could carry a token. */
  page?: string;
  /** The pixel tracking object captured on landing (set fields only). */
  attribution?: Record<string, string>;
  /**
   * Install funnel events: which surface (sheet, bar, a2hs, iosGuide, upgrade) and trigger; the
   * answer to the browser's install prompt on installPromptAnswered.
   */
  install?: { surface: string; trigger?: string; outcome?: InstallPromptOutcome };
  /** gameLaunch and startTrial: the game's vendor and code, as the launch address names them. */
  game?: { vendor?: string; code?: string };
}

/** One event as the collector receives it (docs/tracking.md). */
export interface TrackingEvent {
  /** A UUID made when the event is recorded; the same on every retry. */
  eventId: string;
  name: TrackingEventName;
  createdAt: number;
  payload: TrackingPayload;
  context?: TrackingContext;
}
