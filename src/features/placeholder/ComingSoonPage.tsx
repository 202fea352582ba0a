import { useTranslation } from 'react-i18next';
import { AppLink } from '../../app/navigation';
import { pathOf } from '../../app/paths';
import { PageFrame } from '../../ui/PageFrame';

/** The frame of a route whose feature has not landed yet: a real page, never a blank one. */
export default function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <PageFrame titleKey={titleKey}>
      <p className="empty-state">{t('app.page_coming_soon')}</p>
      <AppLink className="button primary" to={pathOf('home')}>
        {t('app.home')}
      </AppLink>
    </PageFrame>
  );
}
