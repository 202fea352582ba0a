import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteStatus } from '../../../data/hooks';
import { useOtherPopupOpen } from '../../../ui/popupWaits';
import { promptInstall } from '../browserInstall';
import { currentEnvironment } from '../../../lib/environmentDetails';
import { trackInstallStep } from '../funnel';
import {
  a2hsDismissedThisSession,
  installCount,
  installedFlag,
  noteA2hsDismissal,
} from '../installMemory';
import { heldInstallPrompt } from '../installPromptCapture';
import { decideA2hsPrompt, isSecureOrigin, pollFor } from '../rules/a2hsRules';
import { AddToHomeIcon } from './installIcons';
import { useAppName } from './useAppName';
import { BrowserDialog, NotNowButton } from './BrowserDialog';
import './install-browser.css';

const POPUP_ID = 'a2hs';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Spec §2, §4 add-to-home-screen prompt, on /, /m/home and /m/index.html only (the layer
 * mounts it there). Waits for the browser's deferred prompt (20 × 150 ms), then shows when the
 * rules say so; once shown it stays until the player answers, even if another popup opens.
 */
export default function AddToHomeScreenPrompt() {
  const stored = useSiteStatus();
  const otherPopupOpen = useOtherPopupOpen(POPUP_ID);
  const env = useMemo(() => currentEnvironment(), []);
  const [promptCapable, setPromptCapable] = useState<boolean | null>(null);
  const [phase, setPhase] = useState<'deciding' | 'shown' | 'done'>('deciding');

  useEffect(() => {
    let cancelled = false;
    void pollFor(heldInstallPrompt, sleep, undefined, () => cancelled).then((found) => {
      if (!cancelled) setPromptCapable(found !== null);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const ready = promptCapable !== null && stored !== undefined;
  const show =
    ready &&
    phase === 'deciding' &&
    decideA2hsPrompt({
      pathname: window.location.pathname,
      secure: isSecureOrigin(window.location.protocol, window.location.hostname),
      promptCapable,
      iosGuide: env.ios && env.safari,
      maintenance: stored?.status.maintenance === true,
      regionRestriction: stored?.status.regionRestriction === true,
      installed: env.installed || installedFlag(),
      dismissedThisSession: a2hsDismissedThisSession(),
      installCount: installCount(),
      otherPopupOpen,
    }).show;

  // Latched: once shown it stays until answered, even if another popup opens meanwhile.
  if (show) setPhase('shown');
  useEffect(() => {
    if (phase === 'shown') void trackInstallStep('shown', POPUP_ID);
  }, [phase]);

  if (phase !== 'shown') return null;
  return <A2hsDialog onDone={() => setPhase('done')} />;
}

function A2hsDialog({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const name = useAppName();
  const notNow = () => {
    noteA2hsDismissal();
    onDone();
  };
  const installButton = useRef<HTMLButtonElement>(null);
  const install = () => {
    void trackInstallStep('downloadTapped', POPUP_ID);
    onDone();
    void promptInstall({ from: { surface: POPUP_ID } });
  };
  return (
    <BrowserDialog
      popupId={POPUP_ID}
      onClose={notNow}
      initialFocus={installButton}
      icon={<AddToHomeIcon />}
      title={t('install.a2hs_title', { name })}
    >
      <p>{t('install.a2hs_text')}</p>
      <div className="bi-actions">
        <button ref={installButton} type="button" className="button primary" onClick={install}>
          {t('install.a2hs_install')}
        </button>
        <NotNowButton onClick={notNow} />
      </div>
    </BrowserDialog>
  );
}
