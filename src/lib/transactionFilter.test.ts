import { describe, expect, it } from 'vitest';
import { ALL_TRANSACTIONS, filterKey, filterProblem, filterQuery } from './transactionFilter';

const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T00:00:00[+-]\d{2}:\d{2}$/;

describe('the history filter', () => {
  it('asks for everything when nothing is chosen', () => {
    expect(filterQuery(ALL_TRANSACTIONS)).toEqual({});
  });

  it('sends the player’s own days: from the first midnight to the midnight after the last', () => {
    const query = filterQuery({ type: 'deposit', from: '2026-11-20', to: '2026-11-25' });
    expect(query.type).toBe('deposit');
    expect(query.from).toMatch(WITH_OFFSET);
    expect(query.from?.startsWith('2026-11-20T')).toBe(true);
    expect(new Date(query.from ?? '').getTime()).toBe(new Date(2026, 10, 20).getTime());
    expect(query.to?.startsWith('2026-11-26T')).toBe(true);
    expect(new Date(query.to ?? '').getTime()).toBe(new Date(2026, 10, 26).getTime());
  });

  it('takes one open end', () => {
    expect(Object.keys(filterQuery({ type: 'all', from: '', to: '2026-12-31' }))).toEqual(['to']);
    expect(filterQuery({ type: 'all', from: '', to: '2026-12-31' }).to).toMatch(/^2027-01-01T/);
  });

  it.each([
    [{ type: 'all', from: '2026-11-25', to: '2026-11-24' }, 'history.range_reversed'],
    [{ type: 'all', from: '2026-02-31', to: '' }, 'history.date_invalid'],
    [{ type: 'all', from: '25/11/2026', to: '' }, 'history.date_invalid'],
    [{ type: 'bet', from: '2026-11-25', to: '2026-11-25' }, null],
  ] as const)('%j → %s', (filter, problem) => {
    expect(filterProblem(filter)).toBe(problem);
  });

  it('names each filter’s stored pages apart', () => {
    const keys = new Set([
      filterKey(ALL_TRANSACTIONS),
      filterKey({ type: 'bet', from: '', to: '' }),
      filterKey({ type: 'all', from: '2026-11-01', to: '' }),
      filterKey({ type: 'all', from: '', to: '2026-11-01' }),
    ]);
    expect(keys.size).toBe(4);
  });
});
