import { useTranslation } from 'react-i18next';
import { NoSignalIcon } from '../../ui/icons';

/** First visit with no stored status and no answer: say so and offer Retry, never a blank page. */
export function BootFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="status-screen">
      <div className="status-icon">
        <NoSignalIcon />
      </div>
      <h1>{t('app.notice')}</h1>
      <p>{t('data.no_data')}</p>
      <div className="status-actions">
        <button type="button" className="button primary" onClick={onRetry}>
          {t('app.retry')}
        </button>
      </div>
    </main>
  );
}
