import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { openCustomerService, useCustomerServiceTargets } from '../customer-service';

/** The shared layout of the maintenance and access-denied screens (spec §2, §8). */
export function StatusScreen({
  icon,
  title,
  children,
  onRetry,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const targets = useCustomerServiceTargets();
  return (
    <main className="status-screen">
      <div className="status-icon">{icon}</div>
      <h1>{title}</h1>
      {children}
      <div className="status-actions">
        <button
          type="button"
          className="button primary"
          onClick={() => openCustomerService(targets)}
        >
          {t('status.contact_us')}
        </button>
        <button type="button" className="button" onClick={onRetry}>
          {t('app.retry')}
        </button>
      </div>
    </main>
  );
}
