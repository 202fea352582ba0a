import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerError } from '../../api/errors';
import { newIdempotencyKey } from '../../common/idempotency';
import { TextField } from '../../ui/form/TextField';
import { useSubmitGuard } from '../../ui/form/useSubmitGuard';
import { showNotice } from '../../ui/notices';
import type { Money } from '../tracking';
import { amountProblem, currencyDecimals, parseAmount, type AmountProblem } from './amount';
import type { PaymentOutcome } from './cashierApi';
import { useMoneyFormat } from './cashierPage';

interface PaymentFormProps {
  currency: string;
  limits: { minAmount: number; maxAmount: number };
  /** A problem beyond the limits (a withdrawal above the balance). */
  extraProblem?: (amount: number) => AmountProblem | null;
  quickAmounts?: readonly number[];
  /**
   * Sends the payment under the form's idempotency key; throws after the error catalogue has
   * shown why it failed.
   */
  pay: (money: Money, idempotencyKey: string) => Promise<PaymentOutcome>;
  /** The message key for each outcome; it gets the amount as `{{amount}}`. */
  outcomeKeys: Record<PaymentOutcome, string>;
  submitKey: string;
  /** What the player chooses first: the payment method, the account. */
  children: ReactNode;
}

/**
 * The amount and the button both cashier pages share (docs/cashier.md): the amount is checked
 * before anything is sent, one payment goes at a time, and a refused payment keeps what was typed.
 */
export function PaymentForm(props: PaymentFormProps) {
  const { currency, limits, extraProblem, quickAmounts = [], pay, outcomeKeys, submitKey } = props;
  const { t } = useTranslation();
  const money = useMoneyFormat(currency);
  const { busy, run } = useSubmitGuard(500);
  const [amountText, setAmountText] = useState('');
  const [error, setError] = useState<string>();
  const amountInput = useRef<HTMLInputElement>(null);
  // One key per payment: kept while its answer is unknown (a retry then cannot pay twice),
  // replaced once the cashier has answered.
  const [submissionKey, setSubmissionKey] = useState(newIdempotencyKey);
  const range = { min: money(limits.minAmount), max: money(limits.maxAmount) };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const amount = parseAmount(amountText, currencyDecimals(currency));
    const problem =
      amountProblem(amount, limits) ?? (amount === null ? null : (extraProblem?.(amount) ?? null));
    if (problem || amount === null) {
      setError(t(problem ?? 'cashier.amount_invalid', range));
      amountInput.current?.focus();
      return;
    }
    setError(undefined);
    void run(async () => {
      try {
        const outcome = await pay({ amount, currency }, submissionKey);
        setSubmissionKey(newIdempotencyKey());
        showNotice({
          kind: 'alert',
          title: { key: 'app.notice' },
          text: { key: outcomeKeys[outcome], values: { amount: money(amount) } },
          actions: [],
        });
        setAmountText('');
      } catch (error) {
        // The error catalogue has shown the cashier's message; what was typed stays.
        if (error instanceof ServerError) setSubmissionKey(newIdempotencyKey());
      }
    });
  };

  return (
    <form className="form cashier" onSubmit={submit} noValidate>
      {props.children}
      <TextField
        ref={amountInput}
        name="amount"
        label={t('cashier.amount', { currency })}
        inputMode="decimal"
        autoComplete="off"
        value={amountText}
        onChange={(event) => setAmountText(event.target.value)}
        error={error}
      />
      <p className="form-intro">{t('cashier.limits', range)}</p>
      {quickAmounts.length > 0 && (
        <div className="cashier-quick" role="group" aria-label={t('cashier.quick_amounts')}>
          {quickAmounts.map((amount) => (
            <button
              key={amount}
              type="button"
              className="cashier-chip"
              onClick={() => {
                setAmountText(String(amount));
                setError(undefined);
              }}
            >
              {money(amount)}
            </button>
          ))}
        </div>
      )}
      <button type="submit" className="button primary wide" disabled={busy} aria-busy={busy}>
        {t(submitKey)}
      </button>
    </form>
  );
}
