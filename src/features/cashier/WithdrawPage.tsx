import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../app/navigation';
import { pathOf } from '../../app/paths';
import { useWithdrawInfo } from '../../data/cashierHooks';
import type { WithdrawInfo } from '../../common/cashier-schemas';
import { syncWithdrawInfo } from '../../data/sync/cashier';
import { PageFrame } from '../../ui/PageFrame';
import { submitWithdraw } from './cashierApi';
import { CashierUnavailable, useCashierLoad, useMoneyFormat } from './cashierPage';
import { PaymentForm } from './PaymentForm';
import './cashier.css';

/** Spec §2 /m/withdraw: a withdrawal to one of the member's bound accounts (docs/cashier.md). */
export default function WithdrawPage() {
  const info = useWithdrawInfo();
  const load = useCashierLoad(syncWithdrawInfo);
  return (
    <PageFrame titleKey="pages.withdraw">
      {info ? (
        <WithdrawForm info={info} />
      ) : (
        <CashierUnavailable loading={info === undefined || load.loading} retry={load.retry} />
      )}
    </PageFrame>
  );
}

function WithdrawForm({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  const money = useMoneyFormat(info.currency);
  const [chosenAccount, setAccountId] = useState(info.accounts[0]?.id);
  // The accounts may change under the form (a refresh): one that went falls back to the first.
  const accountId = info.accounts.some((account) => account.id === chosenAccount)
    ? chosenAccount
    : info.accounts[0]?.id;

  const balance = (
    <p className="cashier-balance">
      {t('cashier.balance')} <strong>{money(info.balance)}</strong>
    </p>
  );
  if (accountId === undefined) {
    return (
      <>
        {balance}
        <p className="empty-state">{t('cashier.no_account')}</p>
        <AppLink className="button primary" to={pathOf('addBankCard')}>
          {t('cashier.add_account')}
        </AppLink>
      </>
    );
  }
  return (
    <PaymentForm
      currency={info.currency}
      limits={info}
      extraProblem={(amount) => (amount > info.balance ? 'cashier.amount_over_balance' : null)}
      pay={(money, key) => submitWithdraw(accountId, money, key)}
      outcomeKeys={{ done: 'cashier.withdraw_done', pending: 'cashier.withdraw_pending' }}
      submitKey="cashier.withdraw_submit"
    >
      {balance}
      <fieldset className="cashier-channels">
        <legend>{t('cashier.withdraw_to')}</legend>
        {info.accounts.map((account) => (
          <label key={account.id} className="cashier-choice">
            <input
              type="radio"
              name="account"
              value={account.id}
              checked={account.id === accountId}
              onChange={() => setAccountId(account.id)}
            />
            {account.last4 ? `${account.bankName} •••• ${account.last4}` : account.bankName}
          </label>
        ))}
      </fieldset>
    </PaymentForm>
  );
}
