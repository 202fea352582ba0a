// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Transaction } from '../../common/member-schemas';
import { PENDING_POLL_MS, useFollowPending } from './useFollowPending';

const sync = vi.hoisted(() => ({
  syncTransaction: vi.fn<(id: string) => Promise<{ status: string } | null>>(),
  syncBalance: vi.fn(() => Promise.resolve()),
}));
vi.mock('../../data/sync/account', () => sync);

const order = (id: string, type: Transaction['type'], status: Transaction['status']) =>
  ({ id, type, status }) as Transaction;

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  sync.syncTransaction.mockResolvedValue({ status: 'pending' });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  sync.syncTransaction.mockReset();
  sync.syncBalance.mockClear();
});

describe('following pending orders', () => {
  it('asks after pending deposits and withdrawals only, every interval while visible', async () => {
    renderHook(() =>
      useFollowPending([
        order('D1', 'deposit', 'pending'),
        order('W1', 'withdrawal', 'pending'),
        order('B1', 'bet', 'pending'),
        order('D0', 'deposit', 'approved'),
      ]),
    );
    expect(sync.syncTransaction).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(PENDING_POLL_MS);
    expect(sync.syncTransaction.mock.calls.map(([id]) => id)).toEqual(['D1', 'W1']);
    await vi.advanceTimersByTimeAsync(PENDING_POLL_MS);
    expect(sync.syncTransaction).toHaveBeenCalledTimes(4);
    expect(sync.syncBalance).not.toHaveBeenCalled();
  });

  it('stops while the tab is hidden and asks at once when it is shown again', async () => {
    renderHook(() => useFollowPending([order('D1', 'deposit', 'pending')]));
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(PENDING_POLL_MS * 3);
    expect(sync.syncTransaction).not.toHaveBeenCalled();
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(sync.syncTransaction).toHaveBeenCalledTimes(1);
  });

  it('refreshes the balance once one is settled, and asks nothing when none is pending', async () => {
    sync.syncTransaction.mockResolvedValue({ status: 'approved' });
    const { rerender } = renderHook(({ items }) => useFollowPending(items), {
      initialProps: { items: [order('D1', 'deposit', 'pending')] },
    });
    await vi.advanceTimersByTimeAsync(PENDING_POLL_MS);
    expect(sync.syncBalance).toHaveBeenCalledTimes(1);
    rerender({ items: [order('D1', 'deposit', 'approved')] });
    await vi.advanceTimersByTimeAsync(PENDING_POLL_MS * 3);
    expect(sync.syncTransaction).toHaveBeenCalledTimes(1);
  });
});
