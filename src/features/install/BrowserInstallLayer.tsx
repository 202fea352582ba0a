import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { findRoute } from '../../app/paths';
import { useSession } from '../../lib/session';
import { showNotice } from '../../ui/notices';
import { optional } from '../../ui/optional';
import { currentEnvironment } from '../../lib/environmentDetails';
import { profileDownloadPending, setProfileDownloadPending } from './installMemory';
import { installUiState, openSurface, subscribeInstallUi } from './installUi';
import { isA2hsPath } from './rules/a2hsRules';

// Each surface in a chunk of its own, loaded only where it may show.
const AddToHomeScreenPrompt = optional(() =>
  import('./browser/AddToHomeScreenPrompt').then((m) => m.default),
);
const InAppBrowserNotice = optional(() =>
  import('./browser/InAppBrowserNotice').then((m) => m.default),
);
const HandoffInstructions = optional(() =>
  import('./browser/InAppBrowserNotice').then((m) => m.HandoffInstructions),
);
const IosInstallGuide = optional(() => import('./browser/IosInstallGuide').then((m) => m.default));
const DownloadBar = optional(() => import('./browser/DownloadBar').then((m) => m.default));
const InstallOverlay = optional(() => import('./browser/InstallOverlay').then((m) => m.default));
const NotificationPermissionPrompt = optional(() =>
  import('./browser/NotificationPermissionPrompt').then((m) => m.default),
);
const AppUpgradeModal = optional(() => import('./browser/AppUpgradeModal').then((m) => m.default));

const closeSurface = () => openSurface(null);

/**
 * Spec §8 "iOS install": from iOS 17 on, after the profile download the player goes to Settings
 * and comes back; the install tips show then, in place of the guide. The page stays while the
 * profile downloads (downloadInPlace.ts), so coming back is a visibility change; iOS may also have
 * discarded the tab meanwhile (a new load), so the pending mark is in session storage.
 */
function useProfileReturnTips(ios: boolean) {
  useEffect(() => {
    if (!ios) return;
    const showTipsIfBack = () => {
      if (document.visibilityState !== 'visible' || !profileDownloadPending()) return;
      setProfileDownloadPending(false);
      if (installUiState().open === 'iosGuide') closeSurface();
      showNotice({
        kind: 'alert',
        title: { key: 'install.ios17_download_tips_title' },
        text: { key: 'install.ios17_download_tips' },
        actions: [],
      });
    };
    showTipsIfBack();
    document.addEventListener('visibilitychange', showTipsIfBack);
    window.addEventListener('pageshow', showTipsIfBack);
    return () => {
      document.removeEventListener('visibilitychange', showTipsIfBack);
      window.removeEventListener('pageshow', showTipsIfBack);
    };
  }, [ios]);
}

/**
 * The browser-install surfaces (docs/install-browser.md), mounted by InstallLayer on every
 * route the app renders. Each loads in its own chunk, only where it may show.
 */
export function BrowserInstallLayer() {
  const [pathname] = useLocation();
  const ui = useSyncExternalStore(subscribeInstallUi, installUiState);
  const session = useSession();
  const env = useMemo(() => currentEnvironment(), []);
  useProfileReturnTips(env.ios);
  const home = findRoute(pathname) === 'home';
  const promptPage = isA2hsPath(pathname) && !env.installed;
  return (
    <>
      {promptPage && (env.inAppBrowser ? <InAppBrowserNotice /> : <AddToHomeScreenPrompt />)}
      {home && !env.installed && <DownloadBar />}
      {home && session?.token && !env.nativeApp && <NotificationPermissionPrompt />}
      {env.nativeApp && <AppUpgradeModal />}
      {ui.open === 'iosGuide' && <IosInstallGuide onClose={closeSurface} />}
      {ui.open === 'handoff' && <HandoffInstructions onClose={closeSurface} />}
      {ui.overlay.phase !== 'hidden' && <InstallOverlay />}
    </>
  );
}
