import { useId, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMobileTemplate, useSiteStatus } from '../../data/hooks';
import { Modal } from '../../ui/Modal';
import { useDownloadSettings } from '../../data/installHooks';
import {
  canPromptInstall,
  needsHandoff,
  openInChrome,
  promptInstall,
  subscribeInstallCapability,
} from './browserInstall';
import { downloadInPlace } from './downloadInPlace';
import { currentEnvironment } from '../../lib/environmentDetails';
import { readDownloadPopupMemory, writeDownloadPopupMemory } from '../../lib/popupMemory';
import { trackInstallStep } from './funnel';
import { memoryAfterDismissal } from './rules/popupSession';
import { POPUP_TRIGGERS } from './rules/types';
import { httpUrl, sheetLook, type SheetLook } from './rules/sheetLook';
import { nativeAppLink, type DownloadTarget } from './rules/downloadTarget';
import {
  closeInstallSheet,
  INSTALL_SHEET_POPUP_ID,
  useInstallSheet,
  type SheetRequest,
} from './sheetStore';
import './installSheet.css';

/**
 * Spec §2 app-install sheet, bottom or fullscreen (download_condition_switch.value): Continue on
 * web when closing is allowed, the native app download when this platform has a link, the web
 * app on iOS or when the browser offers an install prompt, and Open in Chrome where installing is
 * impossible (an in-app browser, or Android without Chrome). docs/install.md "The sheet".
 */
export function InstallSheet() {
  const request = useInstallSheet();
  // Kept through the fade-out after the store closed the sheet.
  const [shown, setShown] = useState<SheetRequest | null>(request);
  if (request !== null && request !== shown) setShown(request);
  if (!shown) return null;
  return <SheetView request={shown} closing={request === null} onFaded={() => setShown(null)} />;
}

interface Actions {
  icon: string | null;
  download: DownloadTarget | null;
  webApp: boolean;
  openInChrome: boolean;
}

function useActions(): Actions {
  const status = useSiteStatus();
  const env = currentEnvironment();
  // The browser's install prompt is held, or iOS (the guide). Chromium may offer its prompt
  // while the sheet is already open: the button appears then.
  const webApp = useSyncExternalStore(subscribeInstallCapability, canPromptInstall);
  const resources = status?.status.info.resources ?? [];
  const iconUrl = resources.find((entry) => entry.resourceType === 'AppDownloadIcon')?.url;
  return {
    icon: httpUrl(iconUrl, window.location.href),
    download: nativeAppLink(resources, env, window.location.href),
    webApp,
    // An in-app browser, or a browser that cannot install: the hand-off to a real one.
    openInChrome: needsHandoff(),
  };
}

function SheetView({
  request,
  closing,
  onFaded,
}: {
  request: SheetRequest;
  closing: boolean;
  onFaded: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const settings = useDownloadSettings()?.settings ?? {};
  const template = useMobileTemplate();
  const look: SheetLook = sheetLook(settings, window.location.href);
  const actions = useActions();
  const closable = !request.forced;
  const trigger = request.trigger;

  const dismiss = () => {
    if (!closable || closing) return;
    // Spec §4: closing counts dismissals in the session.
    writeDownloadPopupMemory(memoryAfterDismissal(readDownloadPopupMemory(POPUP_TRIGGERS)));
    closeInstallSheet();
  };

  const onDownload = (event: MouseEvent<HTMLAnchorElement>, target: DownloadTarget) => {
    void trackInstallStep('downloadTapped', 'sheet', { trigger });
    if (!target.sameTab) return;
    // An app file: the redirect helper in a hidden frame, so the storefront stays on screen.
    event.preventDefault();
    downloadInPlace(target.href);
  };

  const onWebApp = () => {
    void trackInstallStep('webAppTapped', 'sheet', { trigger });
    // The guide or the browser's prompt takes over; a forced sheet stays behind it.
    if (closable) closeInstallSheet();
    void promptInstall({ closable, from: { surface: 'sheet', trigger } });
  };

  const onOpenInChrome = () => {
    // The hand-off may leave the page: the step is written first.
    void trackInstallStep('handoffTapped', 'sheet', { trigger }, { leavingPage: true }).finally(
      openInChrome,
    );
  };

  const description = look.description ?? template?.parameters?.app_desc ?? t('install_popup.text');
  const icon = actions.icon ?? template?.parameters?.apple_touch_icon ?? null;

  return (
    <Modal
      popupId={INSTALL_SHEET_POPUP_ID}
      onClose={closable ? dismiss : null}
      closeOnBackdrop={look.form === 'bottom'}
      labelledBy={titleId}
      describedBy={textId}
      bottom={look.form === 'bottom'}
      fade
      closing={closing}
      onFaded={onFaded}
      className={`install-backdrop theme-${look.theme}${look.form === 'bottom' ? '' : ' fullscreen'}`}
      boxClassName="install-sheet"
      boxStyle={look.background ? { backgroundImage: look.background } : undefined}
    >
      {icon && <img className="install-icon" src={icon} alt="" width={64} height={64} />}
      <h2 id={titleId}>{t('install_popup.title')}</h2>
      <p id={textId} className="install-text">
        {description}
      </p>
      {!closable && <p className="install-forced">{t('install_popup.forced')}</p>}
      <div className="install-actions">
        {actions.download && (
          <a
            className="button primary"
            href={actions.download.href}
            target={actions.download.sameTab ? undefined : '_blank'}
            rel="noopener noreferrer"
            onClick={(event) => actions.download && onDownload(event, actions.download)}
          >
            {t('install_popup.download_app')}
          </a>
        )}
        {actions.webApp && (
          <button type="button" className="button" onClick={onWebApp}>
            {t('install_popup.web_app')}
          </button>
        )}
        {actions.openInChrome && (
          <button type="button" className="button" onClick={onOpenInChrome}>
            {t('install_popup.open_in_chrome')}
          </button>
        )}
        {closable && (
          <button type="button" className="button install-continue" onClick={dismiss}>
            {t('install_popup.continue_web')}
          </button>
        )}
      </div>
    </Modal>
  );
}
