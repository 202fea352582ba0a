import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteStatus } from '../../../data/hooks';
import { useDownloadSettings } from '../../../data/installHooks';
import { inNativeApp, isAndroid, isIos, nativeAppVersion } from '../../../lib/environment';
import { trackInstallStep } from '../funnel';
import { appUpgradeClosed, closeAppUpgradeForSession } from '../installMemory';
import { decideAppUpgrade, type UpgradeDecision } from '../rules/appUpgrade';
import { PhoneIcon } from './installIcons';
import { follow } from './useAppName';
import { BrowserDialog } from './BrowserDialog';
import './install-browser.css';

const POPUP_ID = 'appUpgrade';

/**
 * Spec §4 app upgrade modal, inside the native app only: when the app is older than the
 * server's latest version (never below the spec §9 minimum 2.4.39) and a download link exists.
 * Closable (for the session) unless the update is mandatory.
 */
export default function AppUpgradeModal() {
  const settings = useDownloadSettings();
  const stored = useSiteStatus();
  const [closed, setClosed] = useState(appUpgradeClosed);
  // Decide on what is stored: settings may be missing (null) yet the minimum still applies.
  const decision: UpgradeDecision =
    settings === undefined || stored === undefined
      ? { show: false, reason: 'reading' }
      : decideAppUpgrade({
          nativeApp: inNativeApp(),
          appVersion: nativeAppVersion(),
          ios: isIos(),
          android: isAndroid(),
          upgrade: settings?.appUpgrade ?? null,
          resources: stored?.status.info.resources,
          origin: window.location.origin,
        });
  const show = decision.show && !(closed && decision.closable);

  useEffect(() => {
    if (show) void trackInstallStep('shown', 'upgrade');
  }, [show]);

  if (!show || !decision.show) return null;
  return (
    <UpgradeDialog
      decision={decision}
      onClose={() => {
        closeAppUpgradeForSession();
        setClosed(true);
      }}
    />
  );
}

function UpgradeDialog({
  decision,
  onClose,
}: {
  decision: Extract<UpgradeDecision, { show: true }>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const upgradeLink = useRef<HTMLAnchorElement>(null);
  const version = decision.requiredVersion;
  return (
    <BrowserDialog
      popupId={POPUP_ID}
      onClose={decision.closable ? onClose : null}
      initialFocus={upgradeLink}
      centered
      icon={<PhoneIcon />}
      title={t('install.upgrade_title')}
    >
      <p>
        {decision.closable
          ? t('install.upgrade_text', { version })
          : t('install.upgrade_mandatory_text', { version })}
      </p>
      <div className="bi-actions">
        <a
          ref={upgradeLink}
          className="button primary"
          href={decision.target.href}
          target={decision.target.sameTab ? undefined : '_blank'}
          rel="noopener noreferrer"
          onClick={(event) => {
            const leavingPage = decision.target.sameTab;
            const recorded = trackInstallStep('downloadTapped', 'upgrade', {}, { leavingPage });
            if (!leavingPage) return;
            // The step is written before the page leaves for the download.
            event.preventDefault();
            void recorded.finally(() => follow(decision.target));
          }}
        >
          {t('install.upgrade_button')}
        </a>
        {decision.closable && (
          <button type="button" className="button" onClick={onClose}>
            {t('install.later')}
          </button>
        )}
      </div>
    </BrowserDialog>
  );
}
