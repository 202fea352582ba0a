import { useSession } from '../../lib/session';

// The places of the home page's promotion regions while their chunk loads and their rows are
// read or fetched: each has the region's final size, so nothing below moves when it arrives.
const BLANK = '\u00a0';

/** A member's page has a VIP row; a visitor's has none. */
export function VipPlaceholder() {
  const session = useSession();
  if (!session?.token) return null;
  return (
    <div className="vip-progress-placeholder" aria-hidden="true">
      <div className="vip-heading">
        <span className="vip-label">{BLANK}</span>
      </div>
      <div className="vip-bar" />
    </div>
  );
}

export function PromotionStripPlaceholder() {
  return (
    <div className="promotions" aria-hidden="true">
      <h2>{BLANK}</h2>
      <div className="promotion-strip">
        <div className="promotion-item-placeholder" />
      </div>
    </div>
  );
}

export function ReferralPlaceholder() {
  return (
    <div className="referral" aria-hidden="true">
      <span className="button primary wide placeholder">{BLANK}</span>
    </div>
  );
}
