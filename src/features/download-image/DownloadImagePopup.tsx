import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BannerRow } from '../../data/db';
import { useDownloadImageBanners } from '../../data/downloadImageHooks';
import { inNativeApp, isStandalone } from '../../lib/environment';
import { Modal } from '../../ui/Modal';
import { isOtherPopupOpen } from '../../ui/popupWaits';
import { downloadLink } from '../install';
import { loadTrack } from '../tracking';
import {
  DOWNLOAD_IMAGE_AUTOPLAY_MS,
  DOWNLOAD_IMAGE_WAIT_MS,
  fileNameOf,
  shouldShowDownloadImage,
} from './downloadImageRules';
import {
  dismissedThisSession,
  dismissForSession,
  lastShownFileName,
  rememberShown,
} from './downloadImageStore';
import './download-image.css';

/** Tracking loads apart from the home bundle; the event is recorded before the page may unload. */
async function recordDownload(leavingPage: boolean) {
  const { track } = await loadTrack();
  await track('downloadApp', {}, { leavingPage });
}

function followDownload(event: MouseEvent, link: { href: string; sameTab: boolean }) {
  if (!link.sameTab) {
    void recordDownload(false);
    return;
  }
  event.preventDefault();
  void recordDownload(true).finally(() => window.location.assign(link.href));
}

const POPUP_ID = 'download-image';
const OTHER_POPUP_RECHECK_MS = 1_000;

/**
 * Spec §4 download-image popup: 20 s after the home page opens, banner 1 then banner 2 (5 s
 * each), unless installed, dismissed this session or already shown with the same file. Saving the
 * image or closing dismisses it for the session.
 */
export default function DownloadImagePopup({ openedAt }: { openedAt: number }) {
  const { t } = useTranslation();
  const stored = useDownloadImageBanners();
  // Read when the wait is over: the banners as stored then, not as they were at mount.
  const storedNow = useRef(stored);
  useEffect(() => {
    storedNow.current = stored;
  }, [stored]);
  const [banners, setBanners] = useState<BannerRow[] | null>(null);
  const [index, setIndex] = useState(0);
  const close = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const decide = () => {
      const rows = storedNow.current;
      // Spec §4: never over another popup; look again once it is gone (or the table is read).
      if (isOtherPopupOpen(POPUP_ID) || rows === undefined) {
        timer = setTimeout(decide, OTHER_POPUP_RECHECK_MS);
        return;
      }
      const show = shouldShowDownloadImage({
        images: rows.map((row) => row.url),
        lastShownFileName: lastShownFileName(),
        dismissedThisSession: dismissedThisSession(),
        installed: inNativeApp() || isStandalone(),
      });
      if (!show) return;
      rememberShown(fileNameOf(rows[0]!.url));
      setBanners(rows);
    };
    // Counted from the home page's mount: this code may arrive a few seconds after it.
    timer = setTimeout(decide, Math.max(0, openedAt + DOWNLOAD_IMAGE_WAIT_MS - performance.now()));
    return () => clearTimeout(timer);
  }, [openedAt]);

  const count = banners?.length ?? 0;
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % count),
      DOWNLOAD_IMAGE_AUTOPLAY_MS,
    );
    return () => clearInterval(timer);
  }, [count]);
  const banner = banners?.[index];
  if (!banner) return null;
  const dismiss = () => {
    dismissForSession();
    setBanners(null);
  };
  const link = downloadLink(banner.linkage);
  return (
    // Download popups wait while it is on screen (spec §4).
    <Modal
      popupId={POPUP_ID}
      onClose={dismiss}
      label={banner.title ?? t('download_image.title')}
      initialFocus={close}
      fade
      className="popup-backdrop"
      boxClassName="download-image-popup"
    >
      <img src={banner.url} alt={banner.title ?? ''} width={600} height={800} />
      <div className="download-image-actions">
        <a className="button" href={banner.url} download={fileNameOf(banner.url)} onClick={dismiss}>
          {t('download_image.save')}
        </a>
        {link && (
          <a
            className="button primary"
            href={link.href}
            target={link.sameTab ? undefined : '_blank'}
            rel="noopener noreferrer"
            onClick={(event) => followDownload(event, link)}
          >
            {t('download_image.download')}
          </a>
        )}
        <button ref={close} type="button" className="button" onClick={dismiss}>
          {t('download_image.close')}
        </button>
      </div>
    </Modal>
  );
}
