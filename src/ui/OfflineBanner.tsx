import { useTranslation } from 'react-i18next';
import { useOnline } from './useOnline';

/** While offline every page shows the last-known data; this says so (spec §4 offline notice). */
export function OfflineBanner() {
  const online = useOnline();
  const { t } = useTranslation();
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      {t('network.offline')}
    </div>
  );
}
