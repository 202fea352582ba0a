import { lazy, Suspense, useEffect, type ReactNode } from 'react';
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
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
const ChangePasswordPage = lazy(() => import('../features/auth/ChangePasswordPage'));
const TrackingSupportPage = lazy(() => import('../features/tracking/TrackingSupportPage'));
const ActivityPage = lazy(() => import('../features/promotions/ActivityPage'));

/** Page frames for the routes whose features land in later issues. */
function pageFor(id: RouteId): ReactNode {
  if (id === 'home') return <HomePage />;
  if (id === 'login') return <LoginPage />;
  if (id === 'register') return <RegisterPage />;
  if (id === 'changePassword') return <ChangePasswordPage />;
  if (id === 'trackingSupport') return <TrackingSupportPage />;
  if (id === 'activity') return <ActivityPage />;
  return <ComingSoonPage titleKey={ROUTES[id].titleKey} />;
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
