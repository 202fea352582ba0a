import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../app/navigation';
import { pathOf } from '../app/paths';
import type { LaneCard } from '../common/laneSchemas';
import { formatAmount } from '../lib/currency';

/** Spec §2 launch route: `vendor` and `code` name the game (LOTTO_LOBBY opens the lobby). */
export function gameLaunchPath(card: Pick<LaneCard, 'accountTypeName' | 'gameCode'>) {
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

/** A game tile of the lanes and the games page; tapping it opens the launch flow. */
export function GameCard({
  card,
  currency,
  onOpen,
}: {
  card: LaneCard;
  currency: string | null;
  /** Called as the tile is tapped, before the launch page opens (recently played). */
  onOpen?: (card: LaneCard) => void;
}) {
  const { t } = useTranslation();
  const art = { '--game-hue': hueOf(card.gameCode) } as CSSProperties;
  return (
    <AppLink className="game-card" to={gameLaunchPath(card)} onClick={() => onOpen?.(card)}>
      <span className="game-art" style={art} aria-hidden="true">
        {card.imageUrl ? (
          <img src={card.imageUrl} alt="" loading="lazy" width={104} height={104} />
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
