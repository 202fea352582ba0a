import { useTranslation } from 'react-i18next';

export function Spinner() {
  const { t } = useTranslation();
  return (
    <div className="spinner" role="progressbar" aria-busy="true" aria-label={t('app.loading')} />
  );
}
