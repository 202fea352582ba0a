import { useEffect, useState } from 'react';
import { syncBalance } from '../../data/sync/account';

const warn = (error: unknown) => console.warn('Balance not refreshed', error);

/**
 * Asks for the balance on arrival (quietly: the stored one stays on screen offline) and on the
 * refresh button (a failure then says why, through the error catalogue).
 */
export function useBalanceRefresh() {
  const [refreshing, setRefreshing] = useState(false);
  useEffect(() => {
    syncBalance().catch(warn);
  }, []);
  const refresh = () => {
    setRefreshing(true);
    syncBalance({ alert: true })
      .catch(warn)
      .finally(() => setRefreshing(false));
  };
  return { refreshing, refresh };
}
