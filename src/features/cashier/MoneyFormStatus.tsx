import { useTranslation } from 'react-i18next';
import type { SubmissionPhase } from './useMoneySubmission';

/**
 * Above a money or card form: "we are checking" while a lost answer is looked up, else the
 * offline notice (the form is read-only then; nothing is queued).
 */
export function MoneyFormStatus({ phase, online }: { phase: SubmissionPhase; online: boolean }) {
  const { t } = useTranslation();
  if (phase === 'checking') {
    return (
      <div className="money-status checking" role="status">
        <strong>{t('checking.title')}</strong>
        <p>{t('checking.body')}</p>
      </div>
    );
  }
  if (!online) {
    return (
      <p className="money-status offline" role="status">
        {t('checking.offline_read_only')}
      </p>
    );
  }
  return null;
}
