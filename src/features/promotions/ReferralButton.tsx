import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../app/navigation';
import { pathOf } from '../../app/paths';
import { showNotice } from '../../ui/notices';
import { ReferralPlaceholder } from './HomePlaceholders';
import { referralAction } from './referral';
import { usePromotionContext, type PromotionContext } from './usePromotionContext';

/** Spec §8: referral off for a visitor shows 'prompt' / 'coming soon' with a submit button. */
export function showReferralComingSoon() {
  showNotice({
    kind: 'alert',
    title: { key: 'app.prompt' },
    text: { key: 'app.coming_soon' },
    actions: [{ label: { key: 'promotions.submit' }, onSelect: () => {} }],
  });
}

export interface SupportTriggerProps {
  className: string;
  children: ReactNode;
}

interface TriggerProps extends SupportTriggerProps {
  context: PromotionContext;
  /**
   * Opens customer service; given by the home page (HomePromotions.tsx). Without it the
   * customer-service outcome draws nothing: activity buttons need none, since an INVITE_FRIENDS
   * button shows only where referral shows, which never ends at customer service.
   */
  support?: ComponentType<SupportTriggerProps> | undefined;
}

/** Anything that starts the spec §4 referral action: the home button, an INVITE_FRIENDS item. */
export function ReferralTrigger({ context, className, children, support: Support }: TriggerProps) {
  const navigate = useAppNavigate();
  const action = referralAction(context.viewer, context.availability);
  if (action === 'customer-service') {
    return Support ? <Support className={className}>{children}</Support> : null;
  }
  const run = () => {
    if (action === 'coming-soon') showReferralComingSoon();
    else navigate(pathOf(action === 'agent-register' ? 'agentRegister' : 'inviteFriends'));
  };
  return (
    <button type="button" className={className} onClick={run}>
      {children}
    </button>
  );
}

/** The home page's Referral button; the action itself answers the cases where referral is off. */
export function ReferralButton({ support }: { support: ComponentType<SupportTriggerProps> }) {
  const { t } = useTranslation();
  const context = usePromotionContext();
  if (!context) return <ReferralPlaceholder />;
  return (
    <div className="referral">
      <ReferralTrigger context={context} className="button primary wide" support={support}>
        {t('promotions.referral')}
      </ReferralTrigger>
    </div>
  );
}
