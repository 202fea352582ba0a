import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useSearch } from 'wouter';
import { AppLink, keepQuery } from '../../app/navigation';
import { pathOf } from '../../app/paths';
import { useMemberInfo, useSiteStatus } from '../../data/hooks';
import { syncGameLanes } from '../../data/sync/lanes';
import { currentLanguage } from '../../i18n';
import { readSession } from '../../lib/session';
import { showNotice } from '../../ui/notices';
import { PageFrame } from '../../ui/PageFrame';
import { Spinner } from '../../ui/Spinner';
import { openAppDownload } from '../promotions';
import { track } from '../tracking';
import { useAppRequired } from './appRequirement';
import { requestLaunchUrl } from './gameApi';
import {
  backUrlFor,
  isLotteryLaunch,
  launchCallQuery,
  launchKind,
  parseLaunchRoute,
  trialPathFor,
  type LaunchRoute,
} from './launchQuery';
import { useGameAddress, type LeaveFor } from './useGameAddress';
import { useStoredGame } from './useStoredGame';
import './game.css';

/**
 * The launch leaves the storefront with `location.replace`, not `assign`: this page is only a
 * step, and Back from the game must return to where the player tapped, not to this page, which
 * would launch the game again. `gameLaunch` is recorded first, in the durable outbox, so leaving
 * cannot lose it, and sent as the page leaves (docs/tracking.md "Leaving the page").
 */
function leaveForGame(route: LaunchRoute): LeaveFor {
  const game = { ...(route.vendor ? { vendor: route.vendor } : {}), code: route.code };
  return async (url, isCurrent) => {
    await track('gameLaunch', {}, { game, leavingPage: true });
    if (isCurrent()) window.location.replace(url);
  };
}

function askForApp() {
  showNotice({
    kind: 'alert',
    title: { key: 'app.notice' },
    text: { key: 'game.app_required' },
    actions: [
      { label: { key: 'game.download_app' }, onSelect: openAppDownload },
      { label: { key: 'app.close' }, onSelect: () => {} },
    ],
  });
}

function MemberLaunch({ route }: { route: LaunchRoute }) {
  const { t } = useTranslation();
  const appRequired = useAppRequired();
  const status = useSiteStatus();
  const member = useMemberInfo();
  const load = () =>
    requestLaunchUrl(
      launchCallQuery(route, {
        language: currentLanguage(),
        backUrl: backUrlFor(route.backUrl, window.location.origin, keepQuery(pathOf('home'))),
        title: status?.status.info.merchantName ?? document.title,
        labelName: member?.clubLabel?.labelName ?? null,
      }),
    );
  const ready = appRequired === false && status !== undefined && member !== undefined;
  const { state, retry } = useGameAddress(load, { enabled: ready, leave: leaveForGame(route) });

  useEffect(() => {
    if (appRequired) askForApp();
  }, [appRequired]);

  if (appRequired) {
    return (
      <>
        <p className="empty-state">{t('game.app_required')}</p>
        <button type="button" className="button primary" onClick={openAppDownload}>
          {t('game.download_app')}
        </button>
      </>
    );
  }
  switch (state.phase) {
    case 'loading':
    case 'ready':
      return (
        <div className="game-launch-status">
          <Spinner />
          <p role="status">{t('game.starting')}</p>
        </div>
      );
    case 'timedOut':
    case 'failed':
      return (
        <>
          <p className="empty-state" role="alert">
            {t(state.phase === 'timedOut' ? 'game.timeout_retry_please' : 'game.launch_failed')}
          </p>
          <button type="button" className="button primary" onClick={retry}>
            {t('app.retry')}
          </button>
        </>
      );
    case 'refused':
      return (
        <>
          <p className="empty-state" role="alert">
            {t('game.refused')}
          </p>
          <AppLink className="button primary" to={pathOf('home')}>
            {t('app.home')}
          </AppLink>
        </>
      );
  }
}

/**
 * A visitor's tap on another vendor's game (not a lottery) opens its trial; the lanes say which
 * games are lotteries, so a visitor who came by a link waits for them.
 */
function VisitorVendorGame({ route }: { route: LaunchRoute }) {
  const lookup = useStoredGame(route.vendor, route.code);
  const [lanesAsked, setLanesAsked] = useState(false);
  const mustAsk = lookup !== undefined && !lookup.game && !lookup.lanesStored && !lanesAsked;
  useEffect(() => {
    if (!mustAsk) return;
    syncGameLanes()
      .catch((error: unknown) => console.warn('Game lanes not loaded', error))
      .finally(() => setLanesAsked(true));
  }, [mustAsk]);
  if (lookup === undefined || mustAsk) return <Spinner />;
  const target = isLotteryLaunch(route, lookup.game?.category ?? null)
    ? pathOf('login')
    : trialPathFor(route, pathOf('trialGame'));
  return <Redirect to={keepQuery(target)} replace />;
}

/** Spec §2, §4 /m/launchGame: a member's launch; a visitor goes to login or a trial. */
export default function LaunchGamePage() {
  const search = useSearch();
  const route = useMemo(() => parseLaunchRoute(search), [search]);
  // Decided on arrival: a session ending mid-launch is the catalogue's logout, not a trial.
  const [isMember] = useState(() => Boolean(readSession()?.token));
  if (!isMember && launchKind(route) !== 'vendorGame') {
    // Spec §4: a lottery launch without a session goes to login.
    return <Redirect to={keepQuery(pathOf('login'))} replace />;
  }
  return (
    <PageFrame titleKey="pages.launch_game">
      {isMember ? <MemberLaunch route={route} /> : <VisitorVendorGame route={route} />}
    </PageFrame>
  );
}
