import { useTranslation } from 'react-i18next';
import { AppLink } from '../../app/navigation';
import { pathOf, ROUTES, type RouteId } from '../../app/paths';

const TABS: RouteId[] = ['home', 'game', 'activity', 'memberHome'];

export function HomeNav() {
  const { t } = useTranslation();
  return (
    <nav className="home-nav pinned-bottom" aria-label={t('app.home')}>
      {TABS.map((id) => (
        <AppLink key={id} to={pathOf(id)} aria-current={id === 'home' ? 'page' : undefined}>
          {t(ROUTES[id].titleKey)}
        </AppLink>
      ))}
    </nav>
  );
}
