import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteStatus } from '../../../data/hooks';
import { currentEnvironment } from '../../../lib/environmentDetails';
import { followDownload } from '../downloadInPlace';
import { trackInstallStep } from '../funnel';
import { setProfileDownloadPending } from '../installMemory';
import { downloadLink, type DownloadTarget } from '../rules/downloadTarget';
import { resourceUrl } from '../rules/installLinks';
import { AddToHomeIcon, DownloadIcon, PhoneIcon, SettingsIcon, ShareIcon } from './installIcons';
import { BrowserDialog } from './BrowserDialog';
import './install-browser.css';

/** Spec §8: from iOS 17 on, the install tips show when the player comes back to the page. */
const IOS_TIPS_FROM = 17;

/**
 * The profile downloads while the page stays (a hidden frame), at once, while the tap still
 * allows a download; the guide stays open with its Settings steps for the player to read.
 */
function downloadProfile(target: DownloadTarget, pendingTips: boolean) {
  if (pendingTips) setProfileDownloadPending(true);
  void trackInstallStep('downloadTapped', 'iosGuide');
  followDownload(target);
}

function Step({
  number,
  picture,
  children,
}: {
  number: number;
  picture: ReactNode;
  children: ReactNode;
}) {
  return (
    <li>
      <span className="bi-step-picture" aria-hidden="true">
        <span className="bi-step-number">{number}</span>
        {picture}
      </span>
      <span>{children}</span>
    </li>
  );
}

/**
 * Spec §2 iOS step-by-step guide, with the profile download button when a MOBILECONFIG link
 * exists. Spec §8: offline, the no-network notice; iOS 17 or later, the profile at once and the
 * install tips when the player is back (BrowserInstallLayer); older iOS, the go-to-settings
 * notice first, then the profile. The notices show inside the guide, beside the button they are
 * about.
 */
export default function IosInstallGuide({ onClose }: { onClose: () => void }) {
  const stored = useSiteStatus();
  // The guide opens once the links are read, so the focus lands on its first button.
  if (stored === undefined) return null;
  const resources = stored?.status.info.resources;
  return <Guide profileUrl={resourceUrl(resources, 'MOBILECONFIG')} onClose={onClose} />;
}

function Guide({ profileUrl, onClose }: { profileUrl: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<'offline' | 'goToSettings' | null>(null);
  const downloadButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const profile = downloadLink(profileUrl, window.location.origin);

  const onDownload = (target: DownloadTarget) => {
    if (!navigator.onLine) {
      setNotice('offline');
      return;
    }
    if ((currentEnvironment().iosMajor ?? 0) >= IOS_TIPS_FROM) {
      downloadProfile(target, true);
      return;
    }
    setNotice('goToSettings');
  };

  return (
    <BrowserDialog
      popupId="iosGuide"
      onClose={onClose}
      initialFocus={profile ? downloadButton : closeButton}
      overSheet
      title={t('install.ios_guide_title')}
    >
      {profile && (
        <section>
          <h3>{t('install.ios_profile_heading')}</h3>
          <ol className="bi-steps">
            <Step number={1} picture={<DownloadIcon />}>
              {t('install.ios_step_download')}
            </Step>
            <Step number={2} picture={<SettingsIcon />}>
              {t('install.ios_step_settings')}
            </Step>
            <Step number={3} picture={<PhoneIcon />}>
              {t('install.ios_step_install')}
            </Step>
          </ol>
          {notice === 'goToSettings' ? (
            <div className="bi-inline-notice" role="status">
              <strong>{t('install.go_to_settings_title')}</strong>
              <p>{t('install.go_to_settings')}</p>
              <button
                type="button"
                className="button primary wide"
                onClick={() => downloadProfile(profile, false)}
              >
                {t('install.go_to_settings_continue')}
              </button>
            </div>
          ) : (
            <div className="bi-actions">
              <button
                ref={downloadButton}
                type="button"
                className="button primary"
                onClick={() => onDownload(profile)}
              >
                {t('install.ios_download_profile')}
              </button>
            </div>
          )}
          {notice === 'offline' && (
            <p className="bi-inline-notice" role="alert">
              {t('install.no_network')}
            </p>
          )}
        </section>
      )}
      <section>
        <h3>{t(profile ? 'install.ios_shortcut_heading' : 'install.ios_shortcut_heading_only')}</h3>
        <ol className="bi-steps">
          <Step number={1} picture={<ShareIcon />}>
            {t('install.ios_step_share')}
          </Step>
          <Step number={2} picture={<AddToHomeIcon />}>
            {t('install.ios_step_add')}
          </Step>
          <Step number={3} picture={<PhoneIcon />}>
            {t('install.ios_step_confirm')}
          </Step>
        </ol>
      </section>
      <div className="bi-actions">
        <button ref={closeButton} type="button" className="button" onClick={onClose}>
          {t('install.close')}
        </button>
      </div>
    </BrowserDialog>
  );
}
