import { AppLink } from '../../app/navigation';
import { launchPathFor } from '../game';
import type { LaneCard } from '../../common/laneSchemas';

/**
 * A game of the games page: its artwork (or its first letter) and name; tapping it opens the
 * launch flow. The home page's lanes draw theirs in the home route (GameLanes.tsx): sharing that
 * module would split it out of the home route's bundle, which has no room for another chunk.
 */
export function GameTile({ card, onOpen }: { card: LaneCard; onOpen: () => void }) {
  return (
    <AppLink
      className="game-card"
      to={launchPathFor({ vendor: card.accountTypeName, gameCode: card.gameCode })}
      onClick={onOpen}
    >
      <span className="game-art" aria-hidden="true">
        {card.imageUrl ? (
          <img src={card.imageUrl} alt="" loading="lazy" width={104} height={104} />
        ) : (
          card.displayName.trim().charAt(0).toUpperCase()
        )}
      </span>
      <span className="game-name">{card.displayName}</span>
    </AppLink>
  );
}
