import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HeadsetIcon } from './icons';
import { useCustomerServiceTap } from './useHomeCustomerService';

/**
 * The home page's customer-service button (spec §2): one entry opens its address, several open an
 * action sheet titled by each entry's title or CS1, CS2 …, none says there is no one to contact.
 */
export function CustomerServiceButton() {
  const { t } = useTranslation();
  const { open, waiting } = useCustomerServiceTap();
  return (
    <button
      type="button"
      className="cs-fab"
      aria-label={t('customer_service.open')}
      aria-busy={waiting}
      onClick={open}
    >
      {waiting ? <span className="cs-fab-spinner" aria-hidden="true" /> : <HeadsetIcon />}
    </button>
  );
}

/** Any other home-page control that opens customer service the same way (the referral action). */
export function CustomerServiceTrigger({
  className,
  children,
}: {
  className: string;
  children: ReactNode;
}) {
  const { open, waiting } = useCustomerServiceTap();
  return (
    <button type="button" className={className} aria-busy={waiting} onClick={open}>
      {children}
    </button>
  );
}
