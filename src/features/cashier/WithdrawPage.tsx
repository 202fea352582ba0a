import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../app/navigation';
import { pathOf } from '../../app/paths';
import { useWithdrawInfo } from '../../data/cashierHooks';
import { useBankList } from '../../data/payoutHooks';
import type { WithdrawInfo } from '../../common/cashier-schemas';
import { syncWithdrawInfo } from '../../data/sync/cashier';
import { syncPayouts } from '../../data/sync/payouts';
import { PageFrame } from '../../ui/PageFrame';
import { sendWithdraw, withdrawAnswered } from './cashierApi';
import { CashierUnavailable, useCashierLoad, useMoneyFormat } from './cashierPage';
import { PaymentForm } from './PaymentForm';
import { useVerification } from './Verification';
import './cashier.css';
import { ChoiceGroup } from './ChoiceGroup';

/** Spec §2 /m/withdraw: a withdrawal to one of the member's bound accounts (docs/cashier.md). */
export default function WithdrawPage() {
  const info = useWithdrawInfo();
  const load = useCashierLoad(syncWithdrawInfo);
  useEffect(() => {
    syncPayouts('bankList').catch((error: unknown) => console.warn('Bank list not loaded', error));
  }, []);
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

/** Where a player without (another) account adds one: a bank card, and a Pix key where offered. */
function AddAccountLinks({ first }: { first: boolean }) {
  const { t } = useTranslation();
  const pix = useBankList()?.pix.enabled === true;
  return (
    <div className="cashier-add">
      <AppLink className={first ? 'button primary' : 'button'} to={pathOf('addBankCard')}>
        {t('cashier.add_account')}
      </AppLink>
      {pix && (
        <AppLink className="button" to={pathOf('addBankCardPix')}>
          {t('pix.add_key')}
        </AppLink>
      )}
    </div>
  );
}

function WithdrawForm({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  const money = useMoneyFormat(info.currency);
  const [chosenAccount, setAccountId] = useState(info.accounts[0]?.id);
  const methods = info.verification.required ? info.verification.methods : [];
  const verification = useVerification(methods);
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
        <AddAccountLinks first />
      </>
    );
  }
  return (
    <>
      <PaymentForm
        rule={info}
        payment={{
          kind: 'withdrawal',
          extraProblem: (amount) =>
            amount > info.balance ? t('cashier.amount_over_balance') : null,
          ready: () => verification.fields() !== null,
          // `ready` passed: the verification is there (the secret is never stored anywhere).
          send: (paid, key) => sendWithdraw(accountId, paid, verification.fields() ?? {}, key),
          answered: withdrawAnswered,
        }}
        outcomeKeys={{ done: 'cashier.withdraw_done', pending: 'cashier.withdraw_pending' }}
        submitKey="cashier.withdraw_submit"
        footer={verification.element}
        onSettled={verification.clear}
      >
        {balance}
        <ChoiceGroup
          legend={t('cashier.withdraw_to')}
          name="account"
          choices={info.accounts.map((account) => ({
            value: account.id,
            label: accountLabel(account),
          }))}
          selected={accountId}
          onSelect={setAccountId}
        />
      </PaymentForm>
      <AddAccountLinks first={false} />
    </>
  );
}

function accountLabel(account: WithdrawInfo['accounts'][number]) {
  if (account.kind === 'pix' && account.masked) return account.masked;
  if (account.last4) return `${account.bankName} •••• ${account.last4}`;
  return account.masked || account.bankName;
}
