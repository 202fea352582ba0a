import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useMobileTemplate, useSiteStatus } from '../../data/hooks';
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
import { closeInstallSheet, useInstallSheet, type SheetRequest } from './sheetStore';
import './installSheet.css';

/** Spec §9: animation and fade 250 ms, as the install overlay. */
export const SHEET_FADE_MS = 250;

const FOCUSABLE = 'a[href], button:not(:disabled)';

/**
 * Spec §2 app-install sheet, bottom or fullscreen (download_condition_switch.value): Continue on
 * web when closing is allowed, the native app download when this platform has a link, the web
 * app on iOS or when the browser offers an install prompt, and Open in Chrome where installing is
 * impossible (an in-app browser, or Android without Chrome). docs/install.md "The sheet".
 */
export function InstallSheet() {
  const request = useInstallSheet();
  // Kept through the 250 ms fade-out after the store closed the sheet.
  const [shown, setShown] = useState<SheetRequest | null>(request);
  const closing = shown !== null && request === null;
  if (request !== null && request !== shown) setShown(request);
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => setShown(null), SHEET_FADE_MS);
    return () => clearTimeout(timer);
  }, [closing]);
  if (!shown) return null;
  return <SheetView request={shown} closing={closing} />;
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

function SheetView({ request, closing }: { request: SheetRequest; closing: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<Element | null>(null);
  const settings = useDownloadSettings()?.settings ?? {};
  const template = useMobileTemplate();
  const look: SheetLook = sheetLook(settings, window.location.href);
  const actions = useActions();
  const closable = !request.forced;
  const trigger = request.trigger;

  useEffect(() => {
    returnFocus.current = document.activeElement;
    dialog.current?.focus();
    return () => {
      const previous = returnFocus.current;
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, []);

  const dismiss = () => {
    if (!closable || closing) return;
    // Spec §4: closing counts dismissals in the session.
    writeDownloadPopupMemory(memoryAfterDismissal(readDownloadPopupMemory(POPUP_TRIGGERS)));
    closeInstallSheet();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      dismiss();
    } else if (event.key === 'Tab') {
      trapFocus(event, dialog);
    }
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
    <div
      className={`install-backdrop ${look.form} theme-${look.theme}${closing ? ' closing' : ''}`}
      inert={closing}
      onClick={look.form === 'bottom' ? dismiss : undefined}
    >
      <div
        ref={dialog}
        className="install-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        onClick={(event) => event.stopPropagation()}
        style={look.background ? { backgroundImage: look.background } : undefined}
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
      </div>
    </div>
  );
}

/** Tab and Shift+Tab stay inside the sheet while it is open. */
function trapFocus(
  event: KeyboardEvent<HTMLDivElement>,
  container: RefObject<HTMLDivElement | null>,
) {
  const focusable = [...(container.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  if (event.shiftKey && (active === first || active === container.current)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
