import type { DownloadSettings } from '../../../common/downloadSettings';

/**
 * Spec §2 download bar, §3 switches, §4 "Download bar and app window visibility are kept in
 * session storage", §9 fixed rating 5.0. Which switch means what is the install contract
 * (docs/install.md): `bottom_app_bar_mode` enabled shows the bar, its value is the minimum VIP
 * rank level (0 = none); `login_required` enabled means the bar needs a session.
 */

/** Spec §9: the bar always shows this rating. */
export const DOWNLOAD_BAR_RATING = '5.0';

export interface DownloadBarInputs {
  settings: DownloadSettings | null | undefined;
  /** Native app, installed web app or web clip: nothing to download. */
  installed: boolean;
  signedIn: boolean;
  /** The member's `clubLabel.rankLevel`; null when unknown or no label. */
  rankLevel: number | null;
  closedThisSession: boolean;
}

/** The minimum VIP rank level the bar asks for; anything unreadable or negative is none. */
export function minimumRankLevel(settings: DownloadSettings | null | undefined): number {
  const raw = settings?.bottom_app_bar_mode?.value;
  const level = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof level === 'number' && Number.isFinite(level) && level > 0 ? Math.floor(level) : 0;
}

export function downloadBarVisible(inputs: DownloadBarInputs): boolean {
  const { settings } = inputs;
  if (!settings?.bottom_app_bar_mode?.enabled) return false;
  if (inputs.installed || inputs.closedThisSession) return false;
  const minimum = minimumRankLevel(settings);
  const needsSession = settings.login_required?.enabled === true || minimum > 0;
  if (needsSession && !inputs.signedIn) return false;
  if (minimum > 0 && (inputs.rankLevel ?? -1) < minimum) return false;
  return true;
}

/** An APP_DOWNLOAD promotion, by its redirect or its availability key. */
interface PromotionLike {
  redirect?: string | undefined;
  key?: string | undefined;
  enabled: boolean;
}

/** Spec §2: the gift icon shows when an APP_DOWNLOAD promotion is enabled. */
export function downloadGiftShown(
  promotions: readonly PromotionLike[] | null | undefined,
): boolean {
  return (promotions ?? []).some(
    (promotion) =>
      promotion.enabled &&
      (promotion.redirect?.toUpperCase() === 'APP_DOWNLOAD' ||
        promotion.key?.toUpperCase() === 'APP_DOWNLOAD'),
  );
}
