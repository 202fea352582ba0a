import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { syncHome } from '../../data/sync/home';
import { LazyAnnouncementPopup } from '../announcements';
import { LazyChatButton, LazyCustomerServiceButton } from '../customer-service';
import { loadDownloadImagePopup } from '../download-image';
import { MiniGame } from '../mini-game';
import { PromotionStrip, ReferralButton, VipProgress } from '../promotions';
import { BannerCarousel } from './BannerCarousel';
import { GameLanes } from './GameLanes';
import { HomeHeader } from './HomeHeader';
import { optional } from '../../ui/optional';
import { useAfterFirstPaint } from '../../ui/useAfterFirstPaint';
import { HomeNav } from './HomeNav';
import { Marquee } from './Marquee';
import { reportSyncFailure } from '../../api/reportSyncFailure';

// Shown 20 s after load at the earliest: its code need not slow the first paint.
const DownloadImagePopup = optional(() => loadDownloadImagePopup().then((m) => m.default));

/**
 * The home page shows what the tables hold at once (offline too) and refreshes them behind;
 * what is not needed for the first paint (popups, the customer-service buttons, the mini-game)
 * loads in chunks of its own.
 */
export function HomePage() {
  const { t } = useTranslation();
  const painted = useAfterFirstPaint();
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
        <VipProgress />
        <BannerCarousel />
        <PromotionStrip />
        <ReferralButton />
        <GameLanes />
      </main>
      <HomeNav />
      <LazyCustomerServiceButton />
      <LazyChatButton />
      {painted && (
        <>
          <LazyAnnouncementPopup />
          <MiniGame />
        </>
      )}
      {/* Its 20 s wait counts from the page's mount (spec §4): mounted with the page. */}
      <DownloadImagePopup />
    </div>
  );
}
