import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTransactionList } from '../../data/accountHooks';
import { syncTransactions } from '../../data/sync/account';
import {
  ALL_TRANSACTIONS,
  filterKey,
  filterProblem,
  type TransactionFilter,
} from '../../lib/transactionFilter';
import { PageFrame } from '../../ui/PageFrame';
import { Spinner } from '../../ui/Spinner';
import { RefreshIcon } from './accountIcons';
import { useBalanceHidden } from './balanceVisibility';
import { HistoryFilterForm } from './HistoryFilterForm';
import { TransactionItem } from './TransactionItem';
import { useFollowPending } from './useFollowPending';
import { usePullToRefresh } from './usePullToRefresh';
import './account.css';

type Action = 'refresh' | 'more' | null;
type Loading = Action | 'first';

/**
 * The member's deposits, withdrawals, bets and bonuses, newest first, a page at a time. Each
 * filter's last-known pages are kept in Dexie: offline (or while the first page loads) the page
 * shows them, and a failed refresh never blanks it.
 */
export default function TransactionHistoryPage() {
  const { t } = useTranslation();
  const hidden = useBalanceHidden();
  const [filter, setFilter] = useState<TransactionFilter>(ALL_TRANSACTIONS);
  const [action, setAction] = useState<Action>(null);
  const [actionFailed, setActionFailed] = useState(false);
  const key = filterKey(filter);
  // The first page of each filter, asked for quietly when the filter is chosen.
  const [settled, setSettled] = useState<{ key: string; failed: boolean } | null>(null);
  const problem = filterProblem(filter);
  const list = useTransactionList(key);
  useFollowPending(problem ? undefined : list?.items);

  useEffect(() => {
    if (filterProblem(filter)) return;
    let current = true;
    const settle = (failed: boolean) => current && setSettled({ key: filterKey(filter), failed });
    syncTransactions(filter).then(
      () => settle(false),
      (error: unknown) => {
        console.warn('History not refreshed', error);
        settle(true);
      },
    );
    return () => {
      current = false;
    };
  }, [filter]);

  const run = (kind: Exclude<Action, null>) => {
    setAction(kind);
    setActionFailed(false);
    syncTransactions(filter, { more: kind === 'more', alert: true })
      .catch((error: unknown) => {
        console.warn('History not loaded', error);
        setActionFailed(true);
      })
      .finally(() => setAction(null));
  };
  const loading: Loading = settled?.key !== key ? 'first' : action;
  const pullToRefresh = usePullToRefresh(() => run('refresh'), loading !== null);
  const failed = actionFailed || (settled?.key === key && settled.failed);

  return (
    <PageFrame titleKey="history.title">
      <HistoryFilterForm filter={filter} onChange={setFilter} />
      {problem ? (
        <p className="empty-state" role="alert">
          {t(problem)}
        </p>
      ) : (
        <>
          <div className="history-summary">
            <span role="status">
              {list ? t('history.total', { count: list.total }) : ''}
              {list && failed ? ` · ${t('history.offline')}` : ''}
            </span>
            <button
              type="button"
              className="icon-button"
              aria-label={t('history.refresh')}
              aria-busy={loading === 'refresh'}
              disabled={loading !== null}
              onClick={() => run('refresh')}
            >
              <RefreshIcon />
            </button>
          </div>
          <div className="history-pull" {...pullToRefresh.handlers}>
            {pullToRefresh.pull > 0 && (
              // The Refresh button above is the accessible way; this only follows the finger.
              <p
                className="history-pull-hint"
                aria-hidden="true"
                style={{ height: pullToRefresh.pull }}
              >
                {t(pullToRefresh.ready ? 'member.release_to_refresh' : 'member.pull_to_refresh')}
              </p>
            )}
            <HistoryList
              list={list}
              hidden={hidden}
              loading={loading}
              failed={failed}
              more={() => run('more')}
            />
          </div>
        </>
      )}
    </PageFrame>
  );
}

function HistoryList({
  list,
  hidden,
  loading,
  failed,
  more,
}: {
  list: ReturnType<typeof useTransactionList>;
  hidden: boolean;
  loading: Loading;
  failed: boolean;
  more: () => void;
}) {
  const { t } = useTranslation();
  if (!list) {
    if (loading !== null || list === undefined) return <Spinner />;
    return (
      <p className="empty-state" role="alert">
        {failed ? t('history.unavailable') : t('history.empty')}
      </p>
    );
  }
  if (list.items.length === 0) return <p className="empty-state">{t('history.empty')}</p>;
  return (
    <>
      <ul className="history-list" aria-label={t('history.title')}>
        {list.items.map((item) => (
          <TransactionItem key={item.id} item={item} hidden={hidden} />
        ))}
      </ul>
      {list.nextCursor && (
        <button
          type="button"
          className="button wide"
          disabled={loading !== null}
          aria-busy={loading === 'more'}
          onClick={more}
        >
          {t('history.more')}
        </button>
      )}
    </>
  );
}
