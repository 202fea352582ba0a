import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/Spinner';
import { formatAmount } from '../../lib/currency';

/**
 * Loads a cashier page's settings into their table on arrival (the page reads them from there).
 * `loading` until the call settles; `retry` asks again after a failure.
 */
export function useCashierLoad(sync: () => Promise<void>) {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState(-1);
  useEffect(() => {
    sync()
      .catch((error: unknown) => console.warn('Cashier settings not loaded', error))
      .finally(() => setSettled(attempt));
  }, [sync, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { loading: settled !== attempt, retry };
}

/** Amounts in the cashier's currency, by spec §9's rules, with the currency's symbol. */
export function useMoneyFormat(currency: string) {
  return useCallback(
    (amount: number) => formatAmount(amount, currency, { symbol: true }),
    [currency],
  );
}

/** Nothing stored to show: a spinner while loading, else why, and a way to ask again. */
export function CashierUnavailable({ loading, retry }: { loading: boolean; retry: () => void }) {
  const { t } = useTranslation();
  if (loading) return <Spinner />;
  return (
    <>
      <p className="empty-state" role="alert">
        {t('cashier.unavailable')}
      </p>
      <button type="button" className="button primary" onClick={retry}>
        {t('app.retry')}
      </button>
    </>
  );
}
