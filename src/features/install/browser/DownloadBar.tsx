import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useMemberInfo, useMobileTemplate, useSiteStatus } from '../../../data/hooks';
import { useDownloadSettings } from '../../../data/installHooks';
import { usePromotions } from '../../../data/promotionHooks';
import { useSession } from '../../../lib/session';
import { openAppDownload } from '../../promotions';
import { currentEnvironment } from '../../../lib/environmentDetails';
import { trackInstallStep } from '../funnel';
import { closeDownloadBarForSession, downloadBarClosed, installedFlag } from '../installMemory';
import {
  DOWNLOAD_BAR_RATING,
  downloadBarVisible,
  downloadGiftShown,
} from '../rules/downloadBarRules';
import { resourceUrl, safeHttpUrl } from '../rules/installLinks';
import { CloseIcon, GiftIcon, StarIcon } from './installIcons';
import { useAppName } from './useAppName';
import './install-browser.css';

const DOWNLOAD_BAR_SHOWN_CLASS = 'download-bar-shown';

/**
 * Keeps the bar on the home navigation's real top: the navigation is as tall as its labels need
 * (a long translation, a large font), which its nominal height in the style sheet cannot know.
 */
function sitOnHomeNav(slot: HTMLElement): () => void {
  const nav = document.querySelector('.home-nav');
  if (!nav) return () => {};
  const place = () =>
    slot.style.setProperty('--home-nav-real-height', `${nav.getBoundingClientRect().height}px`);
  place();
  const observer = new ResizeObserver(place);
  observer.observe(nav);
  return () => observer.disconnect();
}

/**
 * Spec §2 download bar on the home pages: the app icon, the fixed rating 5.0, a gift when an
 * APP_DOWNLOAD promotion is on, a Download button into the app-install flow, and a close button
 * that hides it for the session (spec §4).
 */
export default function DownloadBar() {
  const { t } = useTranslation();
  const settings = useDownloadSettings();
  const stored = useSiteStatus();
  const template = useMobileTemplate();
  const member = useMemberInfo();
  const promotions = usePromotions();
  const session = useSession();
  const name = useAppName();
  const env = useMemo(() => currentEnvironment(), []);
  const [closed, setClosed] = useState(downloadBarClosed);
  const signedIn = Boolean(session?.token);

  const visible = downloadBarVisible({
    settings: settings?.settings,
    installed: env.installed || installedFlag(),
    signedIn,
    rankLevel: signedIn ? (member?.clubLabel?.rankLevel ?? null) : null,
    closedThisSession: closed,
  });

  // Fixed above the home navigation: it arrives after the page has rendered, and inserted above
  // the page it would move what a finger is reaching for. The root class lifts notices and the
  // page's end clear of it (install-browser.css); the round buttons already are.
  const [slot] = useState(() => {
    const element = document.createElement('div');
    element.className = 'download-bar-slot';
    return element;
  });
  useEffect(() => {
    if (!visible) return;
    const stopFollowingNav = sitOnHomeNav(slot);
    document.body.append(slot);
    document.documentElement.classList.add(DOWNLOAD_BAR_SHOWN_CLASS);
    void trackInstallStep('shown', 'bar');
    return () => {
      stopFollowingNav();
      slot.remove();
      document.documentElement.classList.remove(DOWNLOAD_BAR_SHOWN_CLASS);
    };
  }, [visible, slot]);

  if (!visible) return null;
  const origin = window.location.origin;
  const icon =
    safeHttpUrl(resourceUrl(stored?.status.info.resources, 'AppDownloadIcon'), origin) ??
    safeHttpUrl(template?.parameters.apple_touch_icon, origin);
  const close = () => {
    closeDownloadBarForSession();
    setClosed(true);
  };
  return createPortal(
    <aside className="download-bar" aria-label={t('install.bar_label', { name })}>
      <button
        type="button"
        className="bi-icon-button"
        aria-label={t('install.bar_close')}
        onClick={close}
      >
        <CloseIcon />
      </button>
      {icon && <img src={icon.href} alt={t('install.app_icon', { name })} width={44} height={44} />}
      <div className="download-bar-text">
        <strong>{name}</strong>
        <span>{t('install.bar_text')}</span>
        <span className="download-bar-rating">
          <StarIcon />
          <span aria-hidden="true">{DOWNLOAD_BAR_RATING}</span>
          <span className="visually-hidden">
            {t('install.bar_rating', { rating: DOWNLOAD_BAR_RATING })}
          </span>
        </span>
      </div>
      {downloadGiftShown(promotions) && (
        <span className="download-bar-gift" role="img" aria-label={t('install.bar_gift')}>
          <GiftIcon />
        </span>
      )}
      <button type="button" className="button primary" onClick={openAppDownload}>
        {t('install.bar_download')}
      </button>
    </aside>,
    slot,
  );
}
