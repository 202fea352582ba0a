import { describe, expect, it } from 'vitest';
import { entryTitle, selectEntriesForLabel } from './selectEntries';

const everyone = { title: 'Everyone', labelIds: [] };
const gold = { title: 'Gold desk', labelIds: ['GOLD', 7] };

describe('customer service by VIP label (spec §6)', () => {
  it('gives a visitor the unlabelled entries', () => {
    expect(selectEntriesForLabel([everyone, gold], null)).toEqual([everyone]);
  });

  it('gives a matching member the labelled entries, number or string ids alike', () => {
    expect(selectEntriesForLabel([everyone, gold], 'GOLD')).toEqual([gold]);
    expect(selectEntriesForLabel([everyone, gold], '7')).toEqual([gold]);
  });

  it('gives a member with no matching label the unlabelled entries', () => {
    expect(selectEntriesForLabel([everyone, gold], 'SILVER')).toEqual([everyone]);
  });

  it('titles untitled entries CS1, CS2 by position', () => {
    expect(entryTitle({ title: '' }, 0)).toBe('CS1');
    expect(entryTitle({ title: null }, 1)).toBe('CS2');
    expect(entryTitle({ title: 'Zalo' }, 1)).toBe('Zalo');
  });
});
