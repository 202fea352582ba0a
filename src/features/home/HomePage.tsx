import { useEffect, useState, type ReactNode } from 'react';
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
import { afterFirstContent, useFirstContentPainted } from '../../app/afterFirstContent';
import { markFirstContentPainted } from '../../app/firstContent';
import { HomeNav } from './HomeNav';
import { Marquee } from './Marquee';
import { reportSyncFailure } from '../../api/reportSyncFailure';
import './home.css';

// WARNING: the home route is at its size budget (`npm run size`). What the first paint does not
// need waits for the main content and then loads in the after-paint wave (src/app/
// afterFirstContent.ts): the announcement popup (DOMPurify comes later, with its first message),
// the download-image popup (20 s after the page opens at the earliest), and the customer-service
// and chat buttons with the config call, the line test and the chat calls.
const loadButtons = afterFirstContent(loadHomeButtons);
const AnnouncementPopup = optional(() => loadAnnouncementPopup().then((m) => m.default));
const DownloadImagePopup = optional(
  afterFirstContent(() => loadDownloadImagePopup().then((m) => m.default)),
);
const CustomerServiceButton = optional(() => loadButtons().then((m) => m.CustomerServiceButton));
const ChatButton = optional(() => loadButtons().then((m) => m.ChatButton));
/** The referral action ends at customer service for some members (spec §4): the same tap. */
const CustomerServiceTrigger = optional<{ className: string; children: ReactNode }>(
  () => loadButtons().then((m) => m.CustomerServiceTrigger),
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
  const painted = useFirstContentPainted();
  // The download-image popup's 20 s count from here, however late its code arrives.
  const [openedAt] = useState(() => performance.now());
  const chat = useChatEnabled();
  useEffect(() => {
    document.title = t('pages.home');
  }, [t]);
  useEffect(() => {
    // An empty carousel is all the first banner will ever be: the main content is drawn, and the
    // boot preview and the after-paint wave need not wait for their time limit.
    syncHome(markFirstContentPainted).catch(reportSyncFailure);
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
      {/* Its 20 s wait counts from the page's mount (spec §4), passed along. */}
      <DownloadImagePopup openedAt={openedAt} />
    </div>
  );
}
