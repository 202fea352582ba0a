import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportSyncFailure } from '../../api/reportSyncFailure';
import { toBcp47 } from '../../common/languages';
import { PAGE_PATHS } from '../../common/pages/pageApi';
import { GameMatchesSchema, type DrawGame } from '../../common/pages/gameSchemas';
import { usePublicPage } from '../../data/pageStore';
import { syncPublicPage } from '../../data/sync/pages';
import { currentLanguage } from '../../i18n';
import { AppLink } from '../../app/navigation';
import { launchPathFor } from '../game';
import { Spinner } from '../../ui/Spinner';
import { serverNow, upcomingDraw } from './drawTimes';

const RESOURCE = 'gameMatches';

/** Countdowns move on their own, offline too; the list refreshes when the page opens. */
const TICK_MS = 15_000;

function useNow(intervalMs: number) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** A draw time in the game's own zone, with the zone's name ("Wed 16:15 GMT+7"). */
function formatDrawTime(instant: number, timeZone: string) {
  return new Intl.DateTimeFormat(toBcp47(currentLanguage()), {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(instant);
}

function inMinutes(milliseconds: number) {
  const format = new Intl.RelativeTimeFormat(toBcp47(currentLanguage()), { numeric: 'auto' });
  const minutes = Math.max(0, Math.ceil(milliseconds / 60_000));
  return minutes < 120
    ? format.format(minutes, 'minute')
    : format.format(Math.round(minutes / 60), 'hour');
}

/** The lottery draws (GCSGAME_getGameMatchV2): next draw per game, last result, play. */
export function DrawList() {
  const { t } = useTranslation();
  const stored = usePublicPage(RESOURCE, GameMatchesSchema);
  const deviceNow = useNow(TICK_MS);
  useEffect(() => {
    syncPublicPage(RESOURCE, PAGE_PATHS.gameMatches, GameMatchesSchema).catch(reportSyncFailure);
  }, []);
  if (stored === undefined) return <Spinner />;
  if (stored === null || stored.value.games.length === 0) {
    return <p className="empty-state">{t('games.no_draws')}</p>;
  }
  const now = serverNow(stored.value.serverTime, stored.fetchedAt, deviceNow);
  return (
    <ul className="card-list">
      {stored.value.games.map((game) => (
        <li key={`${game.vendor}:${game.gameCode}`}>
          <DrawItem game={game} now={now} />
        </li>
      ))}
    </ul>
  );
}

function DrawItem({ game, now }: { game: DrawGame; now: number }) {
  const { t } = useTranslation();
  const next = upcomingDraw(game, now);
  const last = game.results[0];
  const top = last?.groups[0]?.prizes[0];
  return (
    <article className="card draw-item" aria-label={game.name}>
      <h3>{game.name}</h3>
      {next ? (
        <>
          <p>
            {t('games.next_draw')}: <time>{formatDrawTime(next.drawAt, game.timeZone)}</time> (
            {inMinutes(next.drawAt - now)})
          </p>
          <p className={now >= next.closesAt ? 'draw-closed' : 'draw-open'}>
            {now >= next.closesAt
              ? t('games.bets_closed')
              : t('games.bets_close', { time: formatDrawTime(next.closesAt, game.timeZone) })}
          </p>
          {next.stations.length > 0 && (
            <p>{t('games.stations', { names: next.stations.join(', ') })}</p>
          )}
        </>
      ) : (
        <p>{t('games.no_next_draw')}</p>
      )}
      {last && top && (
        <p className="draw-result">
          {t('games.last_result', { issue: last.issue })}{' '}
          {last.groups[0]?.label && <span>{last.groups[0].label}: </span>}
          <strong className="draw-numbers">{top.numbers.join(' ')}</strong>
        </p>
      )}
      <AppLink className="button" to={launchPathFor(game)}>
        {t('games.play')}
      </AppLink>
    </article>
  );
}
