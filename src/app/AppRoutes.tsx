import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { HomePage } from '../features/home/HomePage';
import { LazyInstallLayer } from '../features/install/LazyInstallLayer';
import { useSession } from '../lib/session';
import { Spinner } from '../ui/Spinner';
import { keepQuery } from './navigation';
import { findRoute, ROUTES, pathOf, type RouteId } from './paths';
import { applyRobots } from './robots';

// Feature pages load on demand so the home route stays small (see `npm run size`).
const ComingSoonPage = lazy(() => import('../features/placeholder/ComingSoonPage'));
const NotFoundPage = lazy(() => import('../features/placeholder/NotFoundPage'));

/** The routes with a page of their own; the others show their frame (ComingSoonPage). */
const PAGES: Partial<Record<RouteId, ComponentType>> = {
  login: lazy(() => import('../features/auth/LoginPage')),
  register: lazy(() => import('../features/auth/RegisterPage')),
  changePassword: lazy(() => import('../features/auth/ChangePasswordPage')),
  trackingSupport: lazy(() => import('../features/tracking/TrackingSupportPage')),
  activity: lazy(() => import('../features/promotions/ActivityPage')),
  launchGame: lazy(() => import('../features/game/LaunchGamePage')),
  trialGame: lazy(() => import('../features/game/TrialGamePage')),
  voucherCenter: lazy(() => import('../features/cashier/DepositPage')),
  withdraw: lazy(() => import('../features/cashier/WithdrawPage')),
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
      {/* Download popups and browser install: never in maintenance or region restriction. */}
      <LazyInstallLayer />
    </>
  );
}
