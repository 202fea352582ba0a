import { describe, expect, it } from 'vitest';
import { categoryGroup, categoryOrdinals, ordinalOf, sortByCategory } from './gameCategories';

describe('category ordinals (spec §9)', () => {
  const ordinals = categoryOrdinals(['LOTT', 'ELOTT', 'TCG', 'SPORTS']);

  it.each<[string, number | undefined, string]>([
    ['LOTT', 100, 'the first category is 100'],
    ['VIETNAM_LOTTO', 101, 'VIETNAM_LOTTO is LOTT + 1'],
    ['ELOTT', 200, 'each next category is 100 more'],
    ['ELOTTO', 200, 'ELOTTO shares ELOTT'],
    ['SEA_LOTT', 205, 'SEA_LOTT is ELOTT + 5'],
    ['TCG', 300, 'TCG in its place'],
    ['RNG', 300, 'RNG groups as TCG'],
    ['PVP', 300, 'PVP groups as TCG'],
    ['SPORTS', 400, 'the last category'],
    ['LIVE', undefined, 'a category the server did not list is unranked'],
  ])('%s → %s (%s)', (code, expected, _why) => {
    expect(ordinalOf(ordinals, code)).toBe(expected);
  });

  it.each([
    [['ELOTT', 'LOTT'], { ELOTT: 100, ELOTTO: 100, SEA_LOTT: 105, LOTT: 200, VIETNAM_LOTTO: 201 }],
    [[], {}],
    // Aliases exist only beside their category.
    [['TCG'], { TCG: 100 }],
    // A category listed by the server keeps its own place rather than its alias's.
    [
      ['ELOTT', 'LOTT', 'SEA_LOTT'],
      { ELOTT: 100, ELOTTO: 100, LOTT: 200, VIETNAM_LOTTO: 201, SEA_LOTT: 300 },
    ],
    // A repeated category keeps its first place.
    [
      ['LOTT', 'ELOTT', 'LOTT'],
      { LOTT: 100, VIETNAM_LOTTO: 101, ELOTT: 200, ELOTTO: 200, SEA_LOTT: 205 },
    ],
  ])('categories %j give %j', (categories, expected) => {
    expect(Object.fromEntries(categoryOrdinals(categories))).toEqual(expected);
  });

  it.each([
    ['RNG', 'TCG'],
    ['PVP', 'TCG'],
    ['TCG', 'TCG'],
    ['ELOTTO', 'ELOTTO'],
    ['rng', 'rng'],
  ])('vendor type %s groups as %s', (type, group) => {
    expect(categoryGroup(type)).toBe(group);
  });

  it('ranks RNG by its own entry when TCG is not listed', () => {
    expect(ordinalOf(categoryOrdinals(['LOTT', 'RNG']), 'RNG')).toBe(200);
    expect(ordinalOf(categoryOrdinals(['LOTT', 'RNG']), 'PVP')).toBeUndefined();
  });
});

describe('lane order', () => {
  const order = (lanes: string[], categories: string[]) =>
    sortByCategory(lanes, (lane) => lane, categories);

  it.each([
    [
      'aliases sit beside their category, equals keep the server order, unranked go last',
      ['PVP', 'SEA_LOTT', 'LIVE', 'VIETNAM_LOTTO', 'RNG', 'ELOTTO', 'LOTT'],
      ['LOTT', 'ELOTT', 'TCG'],
      ['LOTT', 'VIETNAM_LOTTO', 'ELOTTO', 'SEA_LOTT', 'PVP', 'RNG', 'LIVE'],
    ],
    [
      'SEA_LOTT (+5) comes before the next category (+100)',
      ['LOTT', 'SEA_LOTT', 'ELOTT'],
      ['ELOTT', 'LOTT'],
      ['ELOTT', 'SEA_LOTT', 'LOTT'],
    ],
    [
      'without a category list the server order stays',
      ['RNG', 'LOTT', 'ELOTT'],
      [],
      ['RNG', 'LOTT', 'ELOTT'],
    ],
    ['no lanes', [], ['LOTT'], []],
  ])('%s', (_case, lanes, categories, expected) => {
    expect(order(lanes, categories)).toEqual(expected);
  });

  it('does not change the list it is given', () => {
    const lanes = ['ELOTT', 'LOTT'];
    order(lanes, ['LOTT', 'ELOTT']);
    expect(lanes).toEqual(['ELOTT', 'LOTT']);
  });
});
