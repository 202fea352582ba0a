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
import { afterFirstContent } from './afterFirstContent';
import { markFirstContentPainted } from './firstContent';
// These pages' styles go with the home route's stylesheet: a stylesheet in a page's own chunk
// adds its address to the home route's script, which has no room left (`npm run size`).
import '../features/games/games.css';
import '../features/rewards/rewards.css';

// Feature pages load on demand so the home route stays small (see `npm run size`).
const NotFoundPage = lazyPage(() => import('../features/placeholder/NotFoundPage'));

/**
 * The install promotion over every route (docs/install.md), in a chunk of its own. One that
 * cannot load (offline before it was cached) means no install prompts and no app download
 * offered: APP_DOWNLOAD taps get the notice that says how to install the site.
 */
const loadInstallLayer = afterFirstContent(() => import('../features/install/InstallLayer'));
const InstallLayer = optional(() =>
  loadInstallLayer().then(
    (m) => m.default,
    (error: unknown) => {
      appDownloadUnavailable();
      throw error;
    },
  ),
);

/** The tracking module, in the after-paint wave: a page view is stored when it is tracked. */
const loadTrack = afterFirstContent(() => import('../features/tracking/track'));

/** Games, reward center, missions and point mall: one chunk (RewardsPage.tsx). */
const RewardsPage = lazyPage(() => import('../features/rewards/RewardsPage'));

/** Every route's page (home's is part of the first load). */
const PAGES: Record<Exclude<RouteId, 'home'>, ComponentType> = {
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
  addBankCard: lazyPage(() => import('../features/cards/BankCardPage')),
  addBankCardPix: lazyPage(() => import('../features/cards/PixPage')),
  memberHome: lazyPage(() => import('../features/account/MyAccountPage')),
  transactionHistory: lazyPage(() => import('../features/account/TransactionHistoryPage')),
  game: RewardsPage,
  rewardCenter: RewardsPage,
  leaderBoard: RewardsPage,
  pointMarket: RewardsPage,
  help: lazyPage(() => import('../features/help/HelpPage')),
  news: lazyPage(() => import('../features/news/NewsPage')),
  memberBenefits: lazyPage(() => import('../features/vip/VipBenefitsPage')),
  inviteFriends: lazyPage(() => import('../features/invite/InviteFriendsPage')),
  agentRegister: lazyPage(() => import('../features/agent/AgentRegisterPage')),
  feedback: lazyPage(() => import('../features/feedback/FeedbackPage')),
};

function pageFor(id: RouteId): ReactNode {
  if (id === 'home') return <HomePage />;
  const Page = PAGES[id];
  return <Page />;
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
  // The home page marks it once its first banner is drawn (BannerCarousel.tsx); any other page
  // once it has rendered.
  useEffect(() => {
    if (findRoute(pathname) !== 'home') markFirstContentPainted();
  }, [pathname]);
  useEffect(() => {
    // Spec §3 viewContent: one per page opened; tracking loads apart from the home bundle.
    if (findRoute(pathname) === 'trackingSupport') return;
    loadTrack()
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
