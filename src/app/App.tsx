import { Suspense, useEffect, type ReactNode } from 'react';
import { Router } from 'wouter';
import { useMobileTemplate, useSiteStatus } from '../data/hooks';
import { BootFailure } from '../features/status/BootFailure';
import { UpdateNotice } from '../features/update/UpdateNotice';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { NoticeHost } from '../ui/NoticeHost';
import { OfflineBanner } from '../ui/OfflineBanner';
import { readablePrimary } from '../ui/readableColor';
import { Spinner } from '../ui/Spinner';
import { AppRoutes } from './AppRoutes';
import { markFirstContentPainted } from './firstContent';
import { keepQuery } from './navigation';
import { lazyPage } from './newBuild';
import { PageFailure } from './PageFailure';
import { pathOf } from './paths';
import { retryStatus, useStatusPhase } from './statusRefresh';
import { useTransitionLocation } from './transitionLocation';

// Rare screens load on demand (precached, so they work offline too): the home route stays small.
const AccessDeniedPage = lazyPage(async () => ({
  default: (await import('../features/status/AccessDeniedPage')).AccessDeniedPage,
}));
const MaintenancePage = lazyPage(async () => ({
  default: (await import('../features/status/MaintenancePage')).MaintenancePage,
}));

function Splash() {
  return (
    <div className="splash">
      <Spinner />
    </div>
  );
}

/** A screen in place of the routes (failure, region, maintenance) is the page's main content. */
function ScreenInstead({ children }: { children: ReactNode }) {
  useEffect(markFirstContentPainted, []);
  return children;
}

/**
 * The stored status decides at once (offline too); the fresh answer replaces it when it comes.
 * Region restriction wins over maintenance: a restricted player may not see the site either way.
 */
function Screen() {
  const phase = useStatusPhase();
  const stored = useSiteStatus();
  if (stored === undefined || (stored === null && phase === 'loading')) return <Splash />;
  if (stored === null) {
    return (
      <ScreenInstead>
        <BootFailure onRetry={retryStatus} />
      </ScreenInstead>
    );
  }
  const { status } = stored;
  if (status.regionRestriction) {
    return (
      <ScreenInstead>
        <Suspense fallback={<Splash />}>
          <AccessDeniedPage ip={status.location.ip ?? null} onRetry={retryStatus} />
        </Suspense>
      </ScreenInstead>
    );
  }
  if (status.maintenance) {
    return (
      <ScreenInstead>
        <Suspense fallback={<Splash />}>
          <MaintenancePage
            endTime={status.maintenanceEnd}
            message={status.maintenanceMessage}
            onRetry={retryStatus}
          />
        </Suspense>
      </ScreenInstead>
    );
  }
  return (
    <Router hook={useTransitionLocation}>
      <AppRoutes />
    </Router>
  );
}

function setHeadLink(rel: string, href: string) {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.append(link);
  }
  link.href = href;
}

/** The merchant's colour and icons from its mobile template, for every screen. */
function useMerchantTheme() {
  const parameters = useMobileTemplate()?.parameters;
  const color = parameters?.primary_color;
  const icon = parameters?.apple_touch_icon;
  useEffect(() => {
    if (color) document.documentElement.style.setProperty('--primary', readablePrimary(color));
  }, [color]);
  useEffect(() => {
    if (!icon) return;
    setHeadLink('icon', icon);
    setHeadLink('apple-touch-icon', icon);
  }, [icon]);
}

export function App() {
  useMerchantTheme();
  return (
    <>
      <OfflineBanner />
      {/* Whatever fails, the banner, the update notice and the notices keep working. */}
      <ErrorBoundary
        fallback={(error) => (
          <PageFailure
            error={error}
            onHome={() => window.location.assign(keepQuery(pathOf('home')))}
          />
        )}
      >
        <Screen />
      </ErrorBoundary>
      <UpdateNotice />
      <NoticeHost />
    </>
  );
}
