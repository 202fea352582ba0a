import { useId, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui/Modal';
import { Spinner } from '../../../ui/Spinner';
import { installUiState, overlayEvent, subscribeInstallUi } from '../installUi';
import { useAppName } from './useAppName';
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
  const continueButton = useRef<HTMLButtonElement>(null);
  const closable = overlay.phase === 'shown' && overlay.closable;

  return (
    <Modal
      popupId="installOverlay"
      onClose={null}
      labelledBy={titleId}
      initialFocus={continueButton}
      fade
      closing={overlay.phase === 'closing'}
      onFaded={() => overlayEvent({ type: 'fadeDone' })}
      className="bi-overlay"
      boxClassName="bi-overlay-box"
    >
      <h2 id={titleId}>{t('install.installing_title')}</h2>
      <Spinner />
      <p>{t('install.installing_text', { name })}</p>
      {closable && (
        <button
          ref={continueButton}
          type="button"
          className="bi-text-button"
          onClick={() => overlayEvent({ type: 'continueInBrowser' })}
        >
          {t('install.continue_in_browser')}
        </button>
      )}
    </Modal>
  );
}
