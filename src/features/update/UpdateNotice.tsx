import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateAvailable } from './updateState';

/** Spec §4: a newer build waits for the player's Refresh; the page never reloads under them. */
export function UpdateNotice() {
  const available = useUpdateAvailable();
  const [applying, setApplying] = useState(false);
  const { t } = useTranslation();
  if (!available) return null;
  const refresh = () => {
    // The new version takes over before the reload, usually at once; a tap is never sent twice.
    setApplying(true);
    import('./serviceWorker')
      .then(({ applyUpdate }) => applyUpdate())
      // Without the code that hands over (a deploy removed its chunk), a reload is the Refresh.
      .catch(() => window.location.reload());
  };
  return (
    <div className="update-notice" role="status">
      <span>{t('update.prompt')}</span>
      <button
        type="button"
        className="button primary"
        disabled={applying}
        aria-busy={applying}
        onClick={refresh}
      >
        {applying ? t('app.please_wait') : t('update.refresh')}
      </button>
    </div>
  );
}
