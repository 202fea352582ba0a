import { useTranslation } from 'react-i18next';
import { useUpdateAvailable } from './updateState';

/** Spec §4: a newer build waits for the player's Refresh; the page never reloads under them. */
export function UpdateNotice() {
  const available = useUpdateAvailable();
  const { t } = useTranslation();
  if (!available) return null;
  return (
    <div className="update-notice" role="status">
      <span>{t('update.prompt')}</span>
      <button
        type="button"
        className="button primary"
        onClick={() => void import('./serviceWorker').then(({ applyUpdate }) => applyUpdate())}
      >
        {t('update.refresh')}
      </button>
    </div>
  );
}
