import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { HomePage } from '../features/home/HomePage';
import { appDownloadUnavailable } from '../features/promotions/appDownload';
import { useSession } from '../lib/session';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { optional } from '../ui/optional';
import { Spinner } from '../ui/Spinner';
import { keepQuery, useAppNavigate } from './navigation';
import { lazyPage } from './newBuild';
import { PageFailure } from './PageFailure';
import { findRoute, ROUTES, pathOf, type RouteId } from './paths';
import { applyRobots } from './robots';

// Feature pages load on demand so the home route stays small (see `npm run size`).
const ComingSoonPage = lazyPage(() => import('../features/placeholder/ComingSoonPage'));
const NotFoundPage = lazyPage(() => import('../features/placeholder/NotFoundPage'));

/**
 * The install promotion over every route (docs/install.md), in a chunk of its own. One that
 * cannot load (offline before it was cached) means no install prompts and no app download
 * offered: APP_DOWNLOAD taps get the notice that says how to install the site.
 */
const InstallLayer = optional(() =>
  import('../features/install/InstallLayer').then(
    (m) => m.default,
    (error: unknown) => {
      appDownloadUnavailable();
      throw error;
    },
  ),
);

/** The routes with a page of their own; the others show their frame (ComingSoonPage). */
const PAGES: Partial<Record<RouteId, ComponentType>> = {
  login: lazyPage(() => import('../features/auth/LoginPage')),
  register: lazyPage(() => import('../features/auth/RegisterPage')),
  changePassword: lazyPage(() => import('../features/auth/ChangePasswordPage')),
  forgotPassword: lazyPage(() => import('../features/auth/ForgotPasswordPage')),
  trackingSupport: lazyPage(() => import('../features/tracking/TrackingSupportPage')),
  activity: lazyPage(() => import('../features/promotions/ActivityPage')),
  launchGame: lazyPage(() => import('../features/game/LaunchGamePage')),
  trialGame: lazyPage(() => import('../features/game/TrialGamePage')),
  voucherCenter: lazyPage(() => import('../features/cashier/DepositPage')),
  withdraw: lazyPage(() => import('../features/cashier/WithdrawPage')),
};

function pageFor(id: RouteId): ReactNode {
  if (id === 'home') return <HomePage />;
  const Page = PAGES[id];
  return Page ? <Page /> : <ComingSoonPage titleKey={ROUTES[id].titleKey} />;
}

function Guard({ id, children }: { id: RouteId; children: ReactNode }) {
  const session = useSession();
  const access = ROUTES[id].access;
  if (access === 'public' || session?.token) return children;
  const target = access === 'memberElseHome' ? pathOf('home') : pathOf('login');
  return <Redirect to={keepQuery(target)} replace />;
}

export function AppRoutes() {
  const [pathname] = useLocation();
  const navigate = useAppNavigate();
  useEffect(() => applyRobots(window.location.hostname, pathname), [pathname]);
  useEffect(() => {
    // Spec §3 viewContent: one per page opened; tracking loads apart from the home bundle.
    if (findRoute(pathname) === 'trackingSupport') return;
    import('../features/tracking/track')
      .then(({ track }) => track('viewContent'))
      .catch((error: unknown) => console.warn('viewContent not tracked', error));
  }, [pathname]);
  return (
    <>
      {/* A page that fails shows PageFailure in its place; each new address gets a fresh try. */}
      <ErrorBoundary
        resetKey={pathname}
        fallback={(error, reset) => (
          <PageFailure
            error={error}
            onHome={() => {
              navigate(pathOf('home'));
              reset();
            }}
          />
        )}
      >
        <Suspense fallback={<Spinner />}>
          <Switch>
            {(Object.keys(ROUTES) as RouteId[]).flatMap((id) =>
              ROUTES[id].paths.map((path) => (
                <Route key={path} path={path}>
                  <Guard id={id}>{pageFor(id)}</Guard>
                </Route>
              )),
            )}
            <Route>
              <NotFoundPage />
            </Route>
          </Switch>
        </Suspense>
      </ErrorBoundary>
      {/* Download popups and browser install: never in maintenance or region restriction. */}
      <InstallLayer />
    </>
  );
}
