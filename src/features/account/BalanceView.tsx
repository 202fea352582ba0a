import { useTranslation } from 'react-i18next';
import { useBalance } from '../../data/accountHooks';
import { formatAmount } from '../../lib/currency';
import { EyeIcon, RefreshIcon } from './accountIcons';
import { setBalanceHidden, useBalanceHidden } from './balanceVisibility';
import { useBalanceRefresh } from './useBalanceRefresh';

/** What covers the amount while hidden: the same on every device, whatever the currency. */
export const HIDDEN_AMOUNT = '••••••';

/** A balance as the player sees it: the currency's rules (spec §9), never rounded up. */
export function formatBalance(amount: number, currency: string, decimals?: number) {
  return formatAmount(amount, currency, { decimals, symbol: true, roundDown: true });
}

/**
 * The member's balance with the hide toggle (remembered on this device) and a refresh button;
 * the last-known amount shows at once, offline too.
 */
export function BalanceView({ className }: { className: string }) {
  const { t } = useTranslation();
  const balance = useBalance();
  const hidden = useBalanceHidden();
  const { refreshing, refresh } = useBalanceRefresh();
  const amount = balance
    ? formatBalance(balance.balance, balance.currency, balance.decimals)
    : t('header.balance_unknown');
  return (
    <div className={`balance ${className}`}>
      <span className="balance-label">{t('header.balance')}</span>
      <span className="balance-amount" data-testid="balance-amount">
        {hidden ? (
          <>
            <span aria-hidden="true">{HIDDEN_AMOUNT}</span>
            <span className="visually-hidden">{t('header.balance_hidden')}</span>
          </>
        ) : (
          amount
        )}
      </span>
      <button
        type="button"
        className="icon-button"
        aria-pressed={hidden}
        aria-label={t('header.hide_balance')}
        onClick={() => setBalanceHidden(!hidden)}
      >
        <EyeIcon open={!hidden} />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t('header.refresh_balance')}
        aria-busy={refreshing}
        disabled={refreshing}
        onClick={refresh}
      >
        <RefreshIcon />
      </button>
    </div>
  );
}
