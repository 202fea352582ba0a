import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSACTION_TYPES } from '../../common/member-schemas';
import type { TransactionFilter } from '../../lib/transactionFilter';

/** Type and date range; every change applies at once (no "search" button to forget). */
export function HistoryFilterForm({
  filter,
  onChange,
}: {
  filter: TransactionFilter;
  onChange: (next: TransactionFilter) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <form
      className="history-filter"
      aria-label={t('history.filter')}
      onSubmit={(event) => event.preventDefault()}
    >
      <label className="history-type" htmlFor={`${id}-type`}>
        {t('history.type')}
        <select
          id={`${id}-type`}
          value={filter.type}
          onChange={(event) =>
            onChange({ ...filter, type: event.target.value as TransactionFilter['type'] })
          }
        >
          <option value="all">{t('history.type_all')}</option>
          {TRANSACTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`history.type_${type}`)}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-from`}>
        {t('history.from')}
        <input
          id={`${id}-from`}
          type="date"
          value={filter.from}
          onChange={(event) => onChange({ ...filter, from: event.target.value })}
        />
      </label>
      <label htmlFor={`${id}-to`}>
        {t('history.to')}
        <input
          id={`${id}-to`}
          type="date"
          value={filter.to}
          onChange={(event) => onChange({ ...filter, to: event.target.value })}
        />
      </label>
    </form>
  );
}
