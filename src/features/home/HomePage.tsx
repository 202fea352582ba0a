import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { syncHome } from '../../data/sync/home';
import { BannerCarousel } from './BannerCarousel';
import { HomeHeader } from './HomeHeader';
import { HomeNav } from './HomeNav';
import { Marquee } from './Marquee';
import { reportSyncFailure } from './reportSyncFailure';

/**
 * The home page shows what the tables hold at once (offline too) and refreshes them behind.
 * Lanes, popups, promotions and customer service arrive with the home-page issue.
 */
export function HomePage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('pages.home');
  }, [t]);
  useEffect(() => {
    syncHome().catch(reportSyncFailure);
  }, []);
  return (
    <div className="home">
      <HomeHeader />
      <main className="home-body">
        <Marquee />
        <BannerCarousel />
      </main>
      <HomeNav />
    </div>
  );
}
