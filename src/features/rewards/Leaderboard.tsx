import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { reportSyncFailure } from '../../api/reportSyncFailure';
import { LeaderboardSchema, type MissionPeriod } from '../../common/pages/missionSchemas';
import { PAGE_PATHS } from '../../common/pages/pageApi';
import { useMemberPage } from '../../data/pageStore';
import { syncMemberPage } from '../../data/sync/pages';
import { usePrizeText } from './shared';

/** The period's ranking by mission score, the member's own place, and what the places win. */
export function Leaderboard({ period, currency }: { period: MissionPeriod; currency: string }) {
  const { t } = useTranslation();
  const resource = `leaderboard_${period}`;
  const stored = useMemberPage(resource, LeaderboardSchema);
  const prizeText = usePrizeText(currency);
  useEffect(() => {
    syncMemberPage(resource, PAGE_PATHS.leaderboard, LeaderboardSchema, { period }).catch(
      reportSyncFailure,
    );
  }, [resource, period]);
  if (!stored) return null;
  const board = stored.value;
  return (
    <section className="leaderboard" aria-labelledby={`${resource}-title`}>
      <h2 id={`${resource}-title`}>{t(`missions.leaderboard_${period}`)}</h2>
      <p className="loyalty-meta">
        {board.me.rank === null
          ? t('missions.not_ranked')
          : t('missions.my_rank', { rank: board.me.rank, score: board.me.score })}
      </p>
      <ol className="leaderboard-list">
        {board.entries.map((entry) => (
          <li key={`${entry.rank}:${entry.name}`} className={entry.isMe ? 'me' : undefined}>
            <span className="leaderboard-rank">{entry.rank}</span>
            <span className="leaderboard-name">{entry.name}</span>
            <span className="leaderboard-score">{entry.score}</span>
          </li>
        ))}
      </ol>
      {board.prizes.length > 0 && (
        <ul className="card-list" aria-label={t('missions.prizes')}>
          {board.prizes.map((place) => (
            <li key={place.rankFrom}>
              {place.rankFrom === place.rankTo
                ? t('missions.place', { rank: place.rankFrom })
                : t('missions.places', { from: place.rankFrom, to: place.rankTo })}
              : {prizeText(place.prize)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
