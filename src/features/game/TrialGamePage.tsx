import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { AppLink, canGoBackInApp, useAppNavigate } from '../../app/navigation';
import { pathOf } from '../../app/paths';
import { Spinner } from '../../ui/Spinner';
import type { TrackingContext } from '../../common/tracking/events';
import { track } from '../tracking';
import { requestTrialUrl } from './gameApi';
import { frameOriginFor, gameMessageFrom, sandboxFor } from './gameFrame';
import {
  EnterFullscreenIcon,
  ExitFullscreenIcon,
  HideHeaderIcon,
  ShowHeaderIcon,
} from './GameIcons';
import { useFullscreen } from './useFullscreen';
import { useGameAddress } from './useGameAddress';
import { useStoredGame } from './useStoredGame';
import './game.css';

/** The trial's game: `vendor` and `code` as on a launch, `nodeId` when a banner gave one. */
function readTrialRoute(search: string) {
  const query = new URLSearchParams(search);
  const vendor = query.get('vendor')?.trim() || null;
  return {
    vendor,
    gameId: query.get('code')?.trim() ?? '',
    // The vendor account is the game's node in the game centre when no banner named one.
    nodeId: query.get('nodeId')?.trim() || vendor,
  };
}

interface FrameProps {
  url: string;
  name: string;
  /** What startTrial reports: the vendor and code of the address. */
  game: TrackedGame;
  onExit: () => void;
}

type TrackedGame = NonNullable<TrackingContext['game']>;

function GameFrame({ url, name, game, onExit }: FrameProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const tracked = useRef(false);
  const started = () => {
    setLoaded(true);
    if (tracked.current) return;
    // Spec §3 startTrial: the game is on screen (once per trial, whatever the frame loads next).
    tracked.current = true;
    void track('startTrial', {}, { game });
  };
  const latestExit = useRef(onExit);
  useEffect(() => {
    latestExit.current = onExit;
  });
  useEffect(() => {
    const expectedOrigin = frameOriginFor(url, window.location.origin);
    const onMessage = (event: MessageEvent) => {
      const message = gameMessageFrom(event, frame.current?.contentWindow, expectedOrigin);
      if (message === 'GAME_READY') setLoaded(true);
      if (message === 'GAME_EXIT') latestExit.current();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url]);
  return (
    <>
      {!loaded && <TrialLoading />}
      <iframe
        ref={frame}
        className="trial-frame"
        src={url}
        title={t('game.frame_title', { name })}
        sandbox={sandboxFor(url, window.location.origin)}
        // The vendor may check who embeds it: our origin, never the path or query (attribution).
        referrerPolicy="strict-origin"
        allow="autoplay"
        onLoad={started}
      />
    </>
  );
}

function TrialLoading() {
  const { t } = useTranslation();
  return (
    <div className="trial-loading">
      <Spinner />
      <p role="status">{t('game.loading_trial')}</p>
    </div>
  );
}

function TrialStage({
  gameId,
  nodeId,
  name,
  game,
  onExit,
}: {
  gameId: string;
  nodeId: string;
  name: string;
  game: TrackedGame;
  onExit: () => void;
}) {
  const { t } = useTranslation();
  const { state, retry } = useGameAddress(() => requestTrialUrl(gameId, nodeId), {
    enabled: true,
  });
  switch (state.phase) {
    case 'loading':
      return <TrialLoading />;
    case 'ready':
      return <GameFrame url={state.url} name={name} game={game} onExit={onExit} />;
    case 'refused':
      return (
        <p className="trial-message" role="alert">
          {t('game.refused')}
        </p>
      );
    case 'timedOut':
    case 'failed':
      return (
        <div className="trial-message">
          <p role="alert">
            {t(state.phase === 'timedOut' ? 'game.timeout_retry_please' : 'game.trial_failed')}
          </p>
          <button type="button" className="button primary" onClick={retry}>
            {t('app.retry')}
          </button>
        </div>
      );
  }
}

/**
 * Spec §2 trial-game screen: a third-party game in a sandboxed frame, with Back, a full-screen
 * toggle, a hide-header toggle and a loading indicator (docs/game.md).
 */
export default function TrialGamePage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const search = useSearch();
  const { vendor, gameId, nodeId } = useMemo(() => readTrialRoute(search), [search]);
  const stored = useStoredGame(vendor, gameId);
  const name = stored?.game?.displayName ?? t('pages.trial_game');
  const screen = useRef<HTMLDivElement>(null);
  const { fullscreen, covering, toggle } = useFullscreen(screen);
  const [headerHidden, setHeaderHidden] = useState(false);

  useEffect(() => {
    document.title = name;
  }, [name]);

  const back = () => {
    if (document.fullscreenElement) document.exitFullscreen().catch(() => {});
    if (canGoBackInApp()) window.history.back();
    else navigate(pathOf('home'), { replace: true });
  };

  const classes = ['trial-screen', covering && 'covering', headerHidden && 'header-hidden'];
  return (
    <div ref={screen} className={classes.filter(Boolean).join(' ')}>
      {headerHidden ? (
        <button
          type="button"
          className="icon-button trial-show-header"
          aria-label={t('game.show_header')}
          onClick={() => setHeaderHidden(false)}
        >
          <ShowHeaderIcon />
        </button>
      ) : (
        <header className="trial-header">
          <button type="button" className="back-button" onClick={back} aria-label={t('app.back')}>
            <span aria-hidden="true">‹</span>
          </button>
          <h1>{name}</h1>
          <span className="trial-badge">{t('game.trial_badge')}</span>
          <button
            type="button"
            className="icon-button trial-tool"
            aria-label={t('game.fullscreen')}
            aria-pressed={fullscreen}
            onClick={() => void toggle()}
          >
            {fullscreen ? <ExitFullscreenIcon /> : <EnterFullscreenIcon />}
          </button>
          <button
            type="button"
            className="icon-button trial-tool"
            aria-label={t('game.hide_header')}
            onClick={() => setHeaderHidden(true)}
          >
            <HideHeaderIcon />
          </button>
        </header>
      )}
      <main className="trial-stage">
        {gameId && nodeId ? (
          <TrialStage
            key={`${nodeId}:${gameId}`}
            gameId={gameId}
            nodeId={nodeId}
            name={name}
            game={{ ...(vendor ? { vendor } : {}), code: gameId }}
            onExit={back}
          />
        ) : (
          <div className="trial-message">
            <p role="alert">{t('game.trial_failed')}</p>
            <AppLink className="button primary" to={pathOf('home')}>
              {t('app.home')}
            </AppLink>
          </div>
        )}
      </main>
    </div>
  );
}
