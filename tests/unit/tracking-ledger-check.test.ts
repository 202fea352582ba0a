import { describe, expect, it } from 'vitest';
import { exactlyOnceProblem, redeliveries, type Ledger } from '../e2e/tracking-helpers.ts';

function book(values: number[], ids = values.map((value) => `id-${value}`)): Ledger {
  return {
    received: 0,
    processed: values.length,
    duplicatesDropped: 0,
    rejected: 0,
    damagedLines: 0,
    index: { ids: values.length, evicted: 0 },
    requests: {
      total: 0,
      dropped: 0,
      serverErrors: 0,
      throttled: 0,
      droppedAfterCommit: 0,
      eventsInLostAnswers: 0,
      unauthorized: 0,
      maxConcurrent: 0,
    },
    events: values.map((value, index) => ({
      eventId: ids[index]!,
      name: 'viewContent',
      createdAt: 0,
      receivedAt: 0,
      context: null,
      payload: { customerName: 's', value },
      merchant: 'DEMOVN',
      customerId: null,
      deliveries: 1 + (value % 2),
    })),
  };
}

// The end-to-end proofs rest on this check; it must catch each way delivery can go wrong.
describe('exactlyOnceProblem', () => {
  it('passes every value once', () => {
    expect(exactlyOnceProblem(book([2, 0, 1]), 's', 3)).toBeNull();
  });
  it('names lost, repeated and unexpected events, and a repeated id', () => {
    expect(exactlyOnceProblem(book([0, 2]), 's', 3)).toContain('1 lost');
    expect(exactlyOnceProblem(book([0, 1, 1, 2], ['a', 'b', 'c', 'd']), 's', 3)).toContain(
      'processed twice',
    );
    expect(exactlyOnceProblem(book([0, 1, 2, 7]), 's', 3)).toContain('unexpected');
    expect(exactlyOnceProblem(book([0, 1, 2], ['a', 'a', 'b']), 's', 3)).toContain('id');
  });
  it('counts redeliveries as arrivals after the first', () => {
    expect(redeliveries(book([0, 1, 2, 3]))).toBe(2);
  });
});
