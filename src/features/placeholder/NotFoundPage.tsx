import { useTranslation } from 'react-i18next';
import { AppLink } from '../../app/navigation';
import { pathOf } from '../../app/paths';
import { PageFrame } from '../../ui/PageFrame';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageFrame titleKey="pages.not_found">
      <p className="empty-state">{t('pages.not_found_text')}</p>
      <AppLink className="button primary" to={pathOf('home')}>
        {t('app.home')}
      </AppLink>
    </PageFrame>
  );
}
