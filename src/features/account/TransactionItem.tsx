import { useTranslation } from 'react-i18next';
import type { Transaction } from '../../common/member-schemas';
import { toBcp47 } from '../../common/languages';
import { currentLanguage } from '../../i18n';
import { formatBalance, HIDDEN_AMOUNT } from './BalanceView';

/** The line under a transaction: where the money went or came from, and what came of it. */
function details(
  item: Transaction,
  money: (amount: number) => string,
  t: (key: string, values: Record<string, string>) => string,
) {
  const parts = [item.channel, item.account, item.game];
  if (item.payout !== null && item.status === 'approved') {
    parts.push(t('history.payout', { amount: money(item.payout) }));
  }
  if (item.bonus !== null) parts.push(t('history.bonus_paid', { amount: money(item.bonus) }));
  if (item.reason) parts.push(item.reason);
  return parts.filter(Boolean).join(' · ');
}

/** One deposit, withdrawal, bet or bonus with its status; amounts follow the hide toggle. */
export function TransactionItem({ item, hidden }: { item: Transaction; hidden: boolean }) {
  const { t } = useTranslation();
  const money = (amount: number) => (hidden ? HIDDEN_AMOUNT : formatBalance(amount, item.currency));
  const when = new Intl.DateTimeFormat(toBcp47(currentLanguage()), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(item.createdAt));
  const line = details(item, money, t);
  return (
    <li className="history-item" data-testid="history-item">
      <strong>{t(`history.type_${item.type}`)}</strong>
      <span className="history-amount">{money(item.amount)}</span>
      <time className="history-detail" dateTime={item.createdAt}>
        {when}
      </time>
      <span className={`history-status history-status-${item.status}`}>
        {t(`history.status_${item.status}`)}
      </span>
      {line && <span className="history-detail">{line}</span>}
      <span className="history-detail">{t('history.order', { id: item.id })}</span>
    </li>
  );
}
