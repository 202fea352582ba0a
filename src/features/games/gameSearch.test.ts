import { describe, expect, it } from 'vitest';
import { findGames, searchable } from './gameSearch';

const card = (displayName: string, accountTypeName = 'TCG_LOTTO_VN', gameCode = displayName) => ({
  displayName,
  accountTypeName,
  gameCode,
});

const lanes = [
  { currency: 'VND', cards: [card('Miền Bắc'), card('Miền Nam'), card('Keno', 'TCG_SEA', 'KENO')] },
  { currency: 'VND', cards: [card('Miền Bắc'), card('Lucky Fishing', 'JDB', 'FISH')] },
];

describe('game search on the stored lanes', () => {
  it('ignores case and Vietnamese accents, đ included', () => {
    expect(searchable('  Miền  BẮC ')).toBe('mien bac');
    expect(searchable('Đồng Nai')).toBe('dong nai');
  });

  it('finds by every word of the name, each game once, in the lanes order', () => {
    expect(findGames(lanes, 'mien').map((game) => game.card.displayName)).toEqual([
      'Miền Bắc',
      'Miền Nam',
    ]);
    expect(findGames(lanes, 'bac mien')).toHaveLength(1);
  });

  it('finds by provider, keeps the lane currency, and finds nothing for a blank query', () => {
    expect(findGames(lanes, 'jdb')).toEqual([
      { card: card('Lucky Fishing', 'JDB', 'FISH'), currency: 'VND' },
    ]);
    expect(findGames(lanes, '   ')).toEqual([]);
    expect(findGames(lanes, 'poker')).toEqual([]);
  });
});
