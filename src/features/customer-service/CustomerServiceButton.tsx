import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeadsetIcon } from './icons';
import { loadHomeTargets } from './prepareTargets';
import { openCustomerService } from './useCustomerService';
import { useHomeCustomerServiceTargets } from './useHomeCustomerService';

/**
 * The home page's customer-service button (spec §2): one entry opens its address, several open an
 * action sheet titled by each entry's title or CS1, CS2 …, none says there is no one to contact.
 */
export function CustomerServiceButton() {
  const { t } = useTranslation();
  const targets = useHomeCustomerServiceTargets();
  const [waiting, setWaiting] = useState(false);

  const onClick = () => {
    if (targets) {
      openCustomerService(targets);
      return;
    }
    if (waiting) return;
    setWaiting(true);
    loadHomeTargets()
      .catch((error: unknown) => {
        console.warn('Customer service unavailable', error);
        return [];
      })
      .then(openCustomerService)
      .finally(() => setWaiting(false));
  };

  return (
    <button
      type="button"
      className="cs-fab"
      aria-label={t('customer_service.open')}
      aria-busy={waiting}
      onClick={onClick}
    >
      {waiting ? <span className="cs-fab-spinner" aria-hidden="true" /> : <HeadsetIcon />}
    </button>
  );
}
