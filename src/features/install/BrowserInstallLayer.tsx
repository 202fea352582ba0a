import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { useLocation } from 'wouter';
import { findRoute } from '../../app/paths';
import { useSession } from '../../lib/session';
import { showNotice } from '../../ui/notices';
import { currentEnvironment } from '../../lib/environmentDetails';
import { profileDownloadPending, setProfileDownloadPending } from './installMemory';
import { installUiState, openSurface, subscribeInstallUi } from './installUi';
import { isA2hsPath } from './rules/a2hsRules';

/**
 * A surface in its own chunk and its own Suspense boundary: a boundary that appears with the
 * surface may show nothing while the chunk loads, whereas one already on screen would hold back
 * the navigation (a transition) that brought the surface, the whole new page with it. A chunk that
 * cannot load (offline before it was cached) is simply not shown.
 */
function surface<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Loaded = lazy(() =>
    load().catch((error: unknown) => {
      console.warn('Install surface not loaded', error);
      return { default: () => null };
    }),
  );
  return function Surface(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

const AddToHomeScreenPrompt = surface(() => import('./browser/AddToHomeScreenPrompt'));
const InAppBrowserNotice = surface(() => import('./browser/InAppBrowserNotice'));
const HandoffInstructions = surface<{ onClose: () => void }>(() =>
  import('./browser/InAppBrowserNotice').then((module) => ({
    default: module.HandoffInstructions,
  })),
);
const IosInstallGuide = surface(() => import('./browser/IosInstallGuide'));
const DownloadBar = surface(() => import('./browser/DownloadBar'));
const InstallOverlay = surface(() => import('./browser/InstallOverlay'));
const NotificationPermissionPrompt = surface(
  () => import('./browser/NotificationPermissionPrompt'),
);
const AppUpgradeModal = surface(() => import('./browser/AppUpgradeModal'));

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
