import { describe, expect, it } from 'vitest';
import { RECENT_GAMES_KEPT, withPlayed, type RecentGame } from './recentGames';

const played = (gameCode: string, playedAt: number): RecentGame => ({
  card: { accountTypeName: 'TCG', displayName: gameCode, gameCode },
  currency: 'VND',
  playedAt,
});

describe('recently played', () => {
  it('puts the game just played first, once', () => {
    const recent = [played('A', 2), played('B', 1)];
    expect(withPlayed(recent, played('B', 3)).map((game) => game.card.gameCode)).toEqual([
      'B',
      'A',
    ]);
  });

  it(`keeps at most ${RECENT_GAMES_KEPT}`, () => {
    let recent: RecentGame[] = [];
    for (let index = 0; index < RECENT_GAMES_KEPT + 5; index++) {
      recent = withPlayed(recent, played(`G${index}`, index));
    }
    expect(recent).toHaveLength(RECENT_GAMES_KEPT);
    expect(recent[0]?.card.gameCode).toBe(`G${RECENT_GAMES_KEPT + 4}`);
  });
});
