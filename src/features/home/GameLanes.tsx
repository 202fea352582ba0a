import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../app/navigation';
import { pathOf } from '../../app/paths';
import type { LaneCard } from '../../common/laneSchemas';
import type { LaneRow } from '../../data/sync/lanes';
import { formatAmount, vendorCode } from '../../lib/currency';
import { useGameLanes } from '../../data/laneHooks';
import { GAME_ICON_PX } from '../../common/imageWidths';
import { imageSources } from '../../ui/imageSources';

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

/** Spec §2 launch route: `vendor` and `code` name the game (LOTTO_LOBBY opens the lobby). */
function launchPath(card: LaneCard) {
  const query = new URLSearchParams({ vendor: card.accountTypeName, code: card.gameCode });
  return pathOf('launchGame', query);
}

/** A colour per game, stable across visits, for tiles without artwork. */
function hueOf(text: string) {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

function initials(name: string) {
  const words = name.split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase();
}

function GameCard({ card, currency }: { card: LaneCard; currency: string | null }) {
  const { t } = useTranslation();
  const art = { '--game-hue': hueOf(card.gameCode) } as CSSProperties;
  return (
    <AppLink className="game-card" to={launchPath(card)}>
      <span className="game-art" style={art} aria-hidden="true">
        {card.imageUrl ? (
          <img
            {...imageSources(card.imageUrl, 'icon')}
            alt=""
            loading="lazy"
            width={GAME_ICON_PX}
            height={GAME_ICON_PX}
          />
        ) : (
          initials(card.displayName)
        )}
      </span>
      <span className="game-name">{card.displayName}</span>
      {typeof card.jackpot === 'number' && (
        // A jackpot is never shown larger than it is: rounded down.
        <span className="game-jackpot">
          <span>{t('lanes.jackpot')}</span>{' '}
          <span>{formatAmount(card.jackpot, currency, { symbol: true, roundDown: true })}</span>
        </span>
      )}
    </AppLink>
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
