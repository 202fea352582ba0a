import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { syncHome } from '../../data/sync/home';
import { loadAnnouncementPopup } from '../announcements';
import { loadHomeButtons, useChatEnabled } from '../customer-service';
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
import './home.css';

// WARNING: the home route is at its size budget (`npm run size`). What the first paint does not
// need loads in chunks of its own: the announcement popup (with DOMPurify), the download-image
// popup (20 s after load at the earliest), and the customer-service and chat buttons with the
// config call, the line test and the chat calls, all in one chunk.
const AnnouncementPopup = optional(() => loadAnnouncementPopup().then((m) => m.default));
const DownloadImagePopup = optional(() => loadDownloadImagePopup().then((m) => m.default));
const CustomerServiceButton = optional(() =>
  loadHomeButtons().then((m) => m.CustomerServiceButton),
);
const ChatButton = optional(() => loadHomeButtons().then((m) => m.ChatButton));
/** The referral action ends at customer service for some members (spec §4): the same tap. */
const CustomerServiceTrigger = optional<{ className: string; children: ReactNode }>(
  () => loadHomeButtons().then((m) => m.CustomerServiceTrigger),
  // The referral button's place while its chunk loads (promotions.css).
  <span className="button primary wide placeholder" aria-hidden="true">
    {'\u00a0'}
  </span>,
);

/**
 * The home page shows what the tables hold at once (offline too) and refreshes them behind;
 * what is not needed for the first paint (popups, the customer-service buttons, the mini-game)
 * loads in chunks of its own.
 */
export function HomePage() {
  const { t } = useTranslation();
  const painted = useAfterFirstPaint();
  const chat = useChatEnabled();
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
        <ReferralButton support={CustomerServiceTrigger} />
        <GameLanes />
      </main>
      <HomeNav />
      <CustomerServiceButton />
      {chat && <ChatButton />}
      {painted && (
        <>
          <AnnouncementPopup />
          <MiniGame />
        </>
      )}
      {/* Its 20 s wait counts from the page's mount (spec §4): mounted with the page. */}
      <DownloadImagePopup />
    </div>
  );
}
