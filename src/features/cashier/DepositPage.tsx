import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDepositSettings, useWithdrawInfo } from '../../data/cashierHooks';
import { useVouchers } from '../../data/payoutHooks';
import type { DepositSettings } from '../../common/cashier-schemas';
import { syncDepositSettings, syncWithdrawInfo } from '../../data/sync/cashier';
import { PageFrame } from '../../ui/PageFrame';
import { depositAnswered, depositSubmitted, sendDeposit } from './cashierApi';
import { CashierUnavailable, useCashierLoad, useMoneyFormat } from './cashierPage';
import { PaymentForm } from './PaymentForm';
import { refreshVouchers, VoucherChoice, VoucherList } from './Vouchers';
import './cashier.css';
import { ChoiceGroup } from './ChoiceGroup';

/**
 * Spec §2 /m/voucherCenter: the merchant's deposit channels, the member's vouchers and a deposit
 * through the cashier (docs/cashier.md, docs/member.md).
 */
export default function DepositPage() {
  const settings = useDepositSettings();
  const load = useCashierLoad(syncDepositSettings);
  useEffect(() => {
    refreshVouchers();
    syncWithdrawInfo().catch((error: unknown) => console.warn('Balance not loaded', error));
  }, []);
  return (
    <PageFrame titleKey="pages.voucher_center">
      {settings ? (
        <DepositForm settings={settings} />
      ) : (
        <CashierUnavailable loading={settings === undefined || load.loading} retry={load.retry} />
      )}
      <VoucherList />
    </PageFrame>
  );
}

function DepositForm({ settings }: { settings: DepositSettings }) {
  const { t } = useTranslation();
  const money = useMoneyFormat(settings.currency);
  const balance = useWithdrawInfo()?.balance;
  const vouchers = useVouchers()?.vouchers ?? [];
  const usable = vouchers.filter(
    (voucher) => voucher.state === 'claimed' && voucher.currency === settings.currency,
  );
  const [chosenChannel, setChannel] = useState(settings.channels[0]!.code);
  const [chosenVoucher, setVoucher] = useState<number | null>(null);
  // The settings may change under the form (a refresh): a channel that went falls back to the first.
  const channel = settings.channels.some((entry) => entry.code === chosenChannel)
    ? chosenChannel
    : settings.channels[0]!.code;
  const voucher = usable.find((entry) => entry.id === chosenVoucher) ?? null;
  return (
    <PaymentForm
      rule={settings}
      quickAmounts={settings.quickAmounts}
      payment={{
        kind: 'deposit',
        extraProblem: (amount) =>
          voucher && amount < voucher.minDeposit
            ? t('vouchers.below_minimum', { min: money(voucher.minDeposit) })
            : null,
        started: depositSubmitted,
        send: (paid, key) =>
          sendDeposit({ channel, money: paid, voucherId: voucher?.id ?? null }, key),
        answered: depositAnswered,
      }}
      onSettled={() => {
        setVoucher(null);
        refreshVouchers();
      }}
      outcomeKeys={{ done: 'cashier.deposit_done', pending: 'cashier.deposit_pending' }}
      submitKey="cashier.deposit_submit"
      footer={
        <VoucherChoice
          vouchers={usable}
          chosen={voucher?.id ?? null}
          choose={setVoucher}
          money={money}
        />
      }
    >
      {balance !== undefined && (
        <p className="cashier-balance">
          {t('cashier.balance')} <strong>{money(balance)}</strong>
        </p>
      )}
      <ChoiceGroup
        legend={t('cashier.channel')}
        name="channel"
        choices={settings.channels.map((entry) => ({ value: entry.code, label: entry.name }))}
        selected={channel}
        onSelect={setChannel}
      />
    </PaymentForm>
  );
}
