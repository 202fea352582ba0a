import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockedIcon } from '../../ui/icons';
import { StatusScreen } from './StatusScreen';

export function AccessDeniedPage({ ip, onRetry }: { ip: string | null; onRetry: () => void }) {
  const { t } = useTranslation();
  const title = t('status.access_denied_title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <StatusScreen icon={<BlockedIcon />} title={title} onRetry={onRetry}>
      {ip && <p className="status-ip">{t('status.your_ip', { ip })}</p>}
      <p>{t('status.ip_restriction_text')}</p>
    </StatusScreen>
  );
}
