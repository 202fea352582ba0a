import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDepositSettings } from '../../data/cashierHooks';
import type { DepositSettings } from '../../common/cashier-schemas';
import { syncDepositSettings } from '../../data/sync/cashier';
import { PageFrame } from '../../ui/PageFrame';
import { submitDeposit } from './cashierApi';
import { CashierUnavailable, useCashierLoad } from './cashierPage';
import { PaymentForm } from './PaymentForm';
import './cashier.css';

/** Spec §2 /m/voucherCenter: a deposit through the merchant's cashier (docs/cashier.md). */
export default function DepositPage() {
  const settings = useDepositSettings();
  const load = useCashierLoad(syncDepositSettings);
  return (
    <PageFrame titleKey="pages.voucher_center">
      {settings ? (
        <DepositForm settings={settings} />
      ) : (
        <CashierUnavailable loading={settings === undefined || load.loading} retry={load.retry} />
      )}
    </PageFrame>
  );
}

function DepositForm({ settings }: { settings: DepositSettings }) {
  const { t } = useTranslation();
  const [chosenChannel, setChannel] = useState(settings.channels[0]!.code);
  // The settings may change under the form (a refresh): a channel that went falls back to the first.
  const channel = settings.channels.some((entry) => entry.code === chosenChannel)
    ? chosenChannel
    : settings.channels[0]!.code;
  return (
    <PaymentForm
      currency={settings.currency}
      limits={settings}
      quickAmounts={settings.quickAmounts}
      pay={(money, key) => submitDeposit(channel, money, key)}
      outcomeKeys={{ done: 'cashier.deposit_done', pending: 'cashier.deposit_pending' }}
      submitKey="cashier.deposit_submit"
    >
      <fieldset className="cashier-channels">
        <legend>{t('cashier.channel')}</legend>
        {settings.channels.map((entry) => (
          <label key={entry.code} className="cashier-choice">
            <input
              type="radio"
              name="channel"
              value={entry.code}
              checked={entry.code === channel}
              onChange={() => setChannel(entry.code)}
            />
            {entry.name}
          </label>
        ))}
      </fieldset>
    </PaymentForm>
  );
}
