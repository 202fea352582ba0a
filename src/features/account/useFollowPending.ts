import { useEffect } from 'react';
import type { Transaction } from '../../common/member-schemas';
import { syncBalance, syncTransaction } from '../../data/sync/account';

/**
 * How often a pending deposit or withdrawal on screen is asked after. A payment gateway usually
 * confirms within seconds to a few minutes: 10 s shows the approval soon after it happens, and
 * costs one small call per pending order while the player looks at the list.
 */
export const PENDING_POLL_MS = 10_000;

/** Bets stay pending until their draw, days away: only money orders are followed. */
const followed = (item: Transaction) =>
  item.status === 'pending' && (item.type === 'deposit' || item.type === 'withdrawal');

const warn = (error: unknown) => console.warn('Pending order not checked', error);

/**
 * Follows the pending deposits and withdrawals of `items` while the page is visible: each is
 * asked for every PENDING_POLL_MS (`syncTransaction` writes it over the kept lists, so the line
 * changes by itself), and once one is settled the balance is asked for too (the header and My
 * account read it). Stops when none is pending, when the tab is hidden (and starts again when it
 * is shown), and when the page closes.
 */
export function useFollowPending(items: readonly Transaction[] | undefined) {
  const pending = (items ?? []).filter(followed).map((item) => item.id);
  const ids = pending.join(' ');
  useEffect(() => {
    if (ids === '') return;
    let timer: ReturnType<typeof setInterval> | undefined;
    let asking = false;
    const ask = async () => {
      if (asking) return;
      asking = true;
      try {
        const orders = await Promise.all(ids.split(' ').map((id) => syncTransaction(id)));
        if (orders.some((order) => order && order.status !== 'pending')) {
          await syncBalance();
        }
      } catch (error) {
        warn(error);
      } finally {
        asking = false;
      }
    };
    const start = () => {
      if (timer === undefined) timer = setInterval(() => void ask(), PENDING_POLL_MS);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        // Back to the page: what happened while it was hidden, at once.
        void ask();
        start();
      } else {
        stop();
      }
    };
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [ids]);
}
