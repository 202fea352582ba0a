import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toBcp47 } from '../../common/languages';
import { currentLanguage } from '../../i18n';
import { ToolsIcon } from '../../ui/icons';
import { StatusScreen } from './StatusScreen';

/** An ISO end time shown as the player's local date and time, or null if unreadable. */
export function formatEndTime(iso: string, language: string, timeZone?: string): string | null {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return null;
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(time);
}

export function MaintenancePage({
  endTime,
  message,
  onRetry,
}: {
  endTime: string | null;
  message: string | null;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage();
  const english = i18n.getFixedT('en');
  const end = endTime ? formatEndTime(endTime, toBcp47(language)) : null;
  const title = t('status.maintenance_title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <StatusScreen icon={<ToolsIcon />} title={title} onRetry={onRetry}>
      {end && <p className="status-end">{t('status.end_time', { time: end })}</p>}
      <p>{message?.trim() || t('status.maintenance_text')}</p>
      {language !== 'EN' && (
        <p lang="en" className="status-english">
          {english('status.maintenance_text')}
        </p>
      )}
    </StatusScreen>
  );
}
