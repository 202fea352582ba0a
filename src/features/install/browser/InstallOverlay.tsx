import { useEffect, useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/Spinner';
import { installUiState, overlayEvent, subscribeInstallUi } from '../installUi';
import { OVERLAY_FADE_MS } from '../rules/overlayMachine';
import { useAppName } from './useAppName';
import { useModal } from './useModal';
import './install-browser.css';

/**
 * Spec §4 install overlay with the installing message (after the player accepted the browser's
 * install prompt). "Continue in browser" fades it out in 250 ms; shown without that link, it
 * stays (a forced install).
 */
export default function InstallOverlay() {
  const { t } = useTranslation();
  const { overlay } = useSyncExternalStore(subscribeInstallUi, installUiState);
  const name = useAppName();
  const titleId = useId();
  const closable = overlay.phase === 'shown' && overlay.closable;
  const { dialogRef, initialFocusRef, onKeyDown } = useModal('installOverlay', null);

  useEffect(() => {
    if (overlay.phase !== 'closing') return;
    const timer = setTimeout(() => overlayEvent({ type: 'fadeDone' }), OVERLAY_FADE_MS);
    return () => clearTimeout(timer);
  }, [overlay.phase]);

  return (
    <div
      ref={dialogRef}
      className={`bi-overlay${overlay.phase === 'closing' ? ' closing' : ''}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="bi-overlay-box">
        <h2 id={titleId}>{t('install.installing_title')}</h2>
        <Spinner />
        <p>{t('install.installing_text', { name })}</p>
        {closable && (
          <button
            ref={initialFocusRef}
            type="button"
            className="bi-text-button"
            onClick={() => overlayEvent({ type: 'continueInBrowser' })}
          >
            {t('install.continue_in_browser')}
          </button>
        )}
      </div>
    </div>
  );
}
