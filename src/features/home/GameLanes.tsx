import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LaneRow } from '../../data/sync/lanes';
import { vendorCode } from '../../lib/currency';
import { useGameLanes } from '../../data/laneHooks';
import { GameCard } from '../../ui/GameCard';

/** The home page's game lanes, from the last-known data (offline too). */
export function GameLanes() {
  const state = useGameLanes();
  if (state === undefined || !state.filled) return <LanesSkeleton />;
  if (state.lanes.length === 0) return null;
  return (
    <div className="lanes">
      {state.lanes.map((lane) => (
        <Lane key={lane.id} lane={lane} />
      ))}
    </div>
  );
}

function Lane({ lane }: { lane: LaneRow }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="lane" aria-labelledby={headingId}>
      <header className="lane-header">
        <h2 id={headingId}>{lane.title}</h2>
        <span className="lane-count">{t('lanes.game_count', { total: lane.gameCount })}</span>
      </header>
      {lane.gameClassify.length > 0 && (
        <ul className="lane-vendors" aria-label={t('lanes.vendors')}>
          {lane.gameClassify.map(({ vendor, name }, index) => (
            <li key={`${vendor}:${index}`} className="lane-vendor">
              {name || vendorCode(vendor, lane.currency)}
            </li>
          ))}
        </ul>
      )}
      {lane.cards.length > 0 && (
        <ul className="lane-cards">
          {lane.cards.map((card, index) => (
            <li key={`${card.accountTypeName}:${card.gameCode}:${index}`}>
              <GameCard card={card} currency={lane.currency} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LanesSkeleton() {
  return (
    <div className="lanes lanes-skeleton" aria-hidden="true">
      {[0, 1].map((lane) => (
        <div key={lane} className="lane">
          <div className="skeleton-line" />
          <div className="lane-cards">
            {[0, 1, 2, 3].map((card) => (
              <div key={card} className="skeleton-card" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
