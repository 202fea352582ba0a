import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportSyncFailure } from '../../api/reportSyncFailure';
import type { LaneCard } from '../../common/laneSchemas';
import { useGameLanes } from '../../data/laneHooks';
import { rememberPlayed, useRecentGames } from '../../data/recentGames';
import { syncGameLanes, type LaneRow } from '../../data/sync/lanes';
import { PageFrame } from '../../ui/PageFrame';
import { Spinner } from '../../ui/Spinner';
import { Tabs } from '../../ui/Tabs';
import { DrawList } from './DrawList';
import { findGames, type FoundGame } from './gameSearch';
import { GameTile } from './GameTile';

const ALL = 'all';
const DRAWS = 'draws';

function remember(card: LaneCard, currency: string | null) {
  rememberPlayed(card, currency).catch((error: unknown) =>
    console.warn('Recently played not kept', error),
  );
}

function CardGrid({ games, label }: { games: readonly FoundGame[]; label?: string }) {
  return (
    <ul className="games-grid" aria-label={label}>
      {games.map(({ card, currency }) => (
        <li key={`${card.accountTypeName}:${card.gameCode}`}>
          <GameTile card={card} onOpen={() => remember(card, currency)} />
        </li>
      ))}
    </ul>
  );
}

function LaneSection({ lane }: { lane: LaneRow }) {
  const headingId = useId();
  return (
    <section className="games-lane" aria-labelledby={headingId}>
      <h2 id={headingId}>{lane.title}</h2>
      <CardGrid games={lane.cards.map((card) => ({ card, currency: lane.currency }))} />
    </section>
  );
}

function RecentlyPlayed() {
  const { t } = useTranslation();
  const recent = useRecentGames();
  if (!recent?.length) return null;
  return (
    <section className="games-lane">
      <h2>{t('games.recent')}</h2>
      <CardGrid games={recent} label={t('games.recent')} />
    </section>
  );
}

/** `/m/game`: every lane by category, search on the stored lanes, and the lottery draws. */
export default function GamesPage() {
  const { t } = useTranslation();
  const state = useGameLanes();
  const [tab, setTab] = useState<string>(ALL);
  const [query, setQuery] = useState('');
  const panelId = useId();
  useEffect(() => {
    syncGameLanes().catch(reportSyncFailure);
  }, []);
  const lanes = state?.lanes ?? [];
  const shown = tab === ALL ? lanes : lanes.filter((lane) => lane.id === tab);
  const found = query.trim() ? findGames(shown, query) : null;
  return (
    <PageFrame titleKey="pages.game">
      <input
        type="search"
        className="games-search"
        aria-label={t('games.search')}
        placeholder={t('games.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <Tabs
        label={t('games.categories')}
        options={[ALL, ...lanes.map((lane) => lane.id), DRAWS]}
        value={tab}
        onChange={setTab}
        labelFor={(id) =>
          id === ALL
            ? t('games.all')
            : id === DRAWS
              ? t('games.draws')
              : (lanes.find((lane) => lane.id === id)?.title ?? id)
        }
        panelId={panelId}
      />
      <div id={panelId} role="tabpanel" className="games-panel">
        {tab === DRAWS ? (
          <DrawList />
        ) : state === undefined || (!state.filled && lanes.length === 0) ? (
          <Spinner />
        ) : found ? (
          found.length > 0 ? (
            <>
              <p role="status">{t('games.found', { count: found.length })}</p>
              <CardGrid games={found} label={t('games.search')} />
            </>
          ) : (
            <p className="empty-state" role="status">
              {t('games.no_match', { query: query.trim() })}
            </p>
          )
        ) : lanes.length === 0 ? (
          <p className="empty-state">{t('games.no_games')}</p>
        ) : (
          <>
            {tab === ALL && <RecentlyPlayed />}
            {shown.map((lane) => (
              <LaneSection key={lane.id} lane={lane} />
            ))}
          </>
        )}
      </div>
    </PageFrame>
  );
}
