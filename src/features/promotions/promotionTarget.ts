import { pathOf, type RouteId } from '../../app/paths';
import { PROMOTION_REDIRECTS } from '../../common/promotionRedirects';

/** Spec §3 activity promo item redirects. */
export const REDIRECTS = PROMOTION_REDIRECTS;
export type Redirect = (typeof REDIRECTS)[number];

export type PromotionTarget =
  | { kind: 'route'; path: string }
  /** Opens in a new tab without opener or referrer, and never with the session. */
  | { kind: 'external'; url: string }
  /** Spec §4 referral action (agents, invite friends). */
  | { kind: 'referral' }
  /** Left to the install feature (appDownload.ts). */
  | { kind: 'app-download' }
  | { kind: 'none' };

/** Spec §6: actions a visitor is sent to log in for. */
const MEMBER_ROUTES: Partial<Record<Redirect, RouteId>> = {
  DEPOSIT: 'voucherCenter',
  REWARD_CENTER: 'rewardCenter',
  MISSION: 'leaderBoard',
  MEMBER: 'memberBenefits',
  POINT_MARKET: 'pointMarket',
};

/** Only web links leave the app: no javascript:, data: or credentials in the address. */
const EXTERNAL_PROTOCOLS = new Set(['https:', 'http:']);

export function externalTarget(link: string | null | undefined): PromotionTarget {
  const trimmed = link?.trim();
  if (!trimmed) return { kind: 'none' };
  // Spec §5 (banners): links beginning with /m route inside; `//host` is not one of them.
  if (/^\/m(\/|\?|#|$)/.test(trimmed)) return { kind: 'route', path: trimmed };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { kind: 'none' };
  }
  if (!EXTERNAL_PROTOCOLS.has(url.protocol) || url.username || url.password) {
    return { kind: 'none' };
  }
  return { kind: 'external', url: url.href };
}

/**
 * Where an activity button leads (spec §3 redirects, §6 visitors): members go to the feature's
 * route, visitors to /m/login for protected actions and to /m/register for REGISTER.
 */
export function promotionTarget(
  promotion: { redirect?: string | undefined; externalLink?: string | null | undefined },
  signedIn: boolean,
): PromotionTarget {
  const redirect = promotion.redirect?.toUpperCase();
  if (redirect === 'APP_DOWNLOAD') return { kind: 'app-download' };
  if (redirect === 'INVITE_FRIENDS') return { kind: 'referral' };
  if (redirect === 'REDIRECT_URL') return externalTarget(promotion.externalLink);
  if (redirect === 'REGISTER') {
    return signedIn ? { kind: 'none' } : { kind: 'route', path: pathOf('register') };
  }
  const route = MEMBER_ROUTES[redirect as Redirect];
  if (!route) return { kind: 'none' };
  return { kind: 'route', path: pathOf(signedIn ? route : 'login') };
}
