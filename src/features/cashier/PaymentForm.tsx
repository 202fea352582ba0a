import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { handleRequestFailure } from '../../api/errorCatalogue';
import type { AmountRule } from '../../common/money';
import { TextField } from '../../ui/form/TextField';
import { showNotice } from '../../ui/notices';
import { useOnline } from '../../ui/useOnline';
import type { Money } from '../tracking';
import { amountProblem, currencyDecimals, parseAmount } from './amount';
import type { PaymentOutcome } from './cashierApi';
import { useMoneyFormat } from './cashierPage';
import { MoneyFormStatus } from './MoneyFormStatus';
import { useMoneySubmission } from './useMoneySubmission';

/** One kind of payment: how it is sent under the form's key, and what its answer means. */
export interface Payment {
  /** Which form this is: its open submission survives a reload under this name. */
  kind: 'deposit' | 'withdrawal';
  /** A translated problem beyond the rule (above the balance, below a voucher's minimum). */
  extraProblem?: (amount: number) => string | null;
  /** Checks the form's other fields (verification); false when one needs the player. */
  ready?: () => boolean;
  /** Once per payment the player sends, before it goes (depositSubmit). */
  started?: (money: Money) => Promise<void>;
  send: (money: Money, idempotencyKey: string) => Promise<unknown>;
  answered: (value: unknown) => Promise<PaymentOutcome>;
}

interface PaymentFormProps {
  rule: AmountRule;
  quickAmounts?: readonly number[];
  payment: Payment;
  /** The message key for each outcome; it gets the amount as `{{amount}}`. */
  outcomeKeys: Record<PaymentOutcome, string>;
  submitKey: string;
  /** What the player chooses first: the payment method, the account, a voucher. */
  children: ReactNode;
  /** Below the amount: the verification a protected member gives. */
  footer?: ReactNode;
  /** After an answer, whatever it was (the form's own fields to clear). */
  onSettled?: () => void;
}

/**
 * The amount and the button both cashier pages share (docs/cashier.md): the amount is checked
 * against the rule before anything is sent, one payment goes at a time under the form's
 * idempotency key, a lost answer is checked by that key, a refused payment keeps what was typed,
 * and offline the form is read-only.
 */
export function PaymentForm(props: PaymentFormProps) {
  const { rule, quickAmounts = [], payment, outcomeKeys, submitKey } = props;
  const { t } = useTranslation();
  const money = useMoneyFormat(rule.currency);
  const online = useOnline();
  const [amountText, setAmountText] = useState('');
  const [error, setError] = useState<string>();
  const amountInput = useRef<HTMLInputElement>(null);
  /** The cashier's answer, to a submission sent now or found open after a reload. */
  const announce = async (value: unknown, amount: number) => {
    let result: PaymentOutcome;
    try {
      result = await payment.answered(value);
    } catch (error) {
      // An answer of the wrong shape: the money may have moved, the page cannot tell how.
      handleRequestFailure(error, {});
      return;
    }
    showNotice({
      kind: 'alert',
      title: { key: 'app.notice' },
      text: { key: outcomeKeys[result], values: { amount: money(amount) } },
      actions: [],
    });
    setAmountText('');
    props.onSettled?.();
  };
  const { phase, busy, submit } = useMoneySubmission(payment.kind, (value, details) => {
    if (typeof details.amount === 'number') void announce(value, details.amount);
  });
  const range = { min: money(rule.minAmount), max: money(rule.maxAmount), step: money(rule.step) };

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!online || busy) return;
    const amount = parseAmount(amountText, currencyDecimals(rule.currency));
    const problem = amountProblem(amount, rule);
    const message = problem
      ? t(problem, range)
      : amount === null
        ? t('cashier.amount_invalid')
        : payment.extraProblem?.(amount);
    if (message || amount === null) {
      setError(message ?? t('cashier.amount_invalid'));
      amountInput.current?.focus();
      return;
    }
    setError(undefined);
    if (payment.ready && !payment.ready()) return;
    const paid = { amount, currency: rule.currency };
    void (async () => {
      const outcome = await submit(
        async (key) => {
          await payment.started?.(paid);
          return payment.send(paid, key);
        },
        { amount, currency: rule.currency },
      );
      if (outcome?.kind !== 'answered') return;
      await announce(outcome.value, amount);
    })();
  };

  return (
    <form className="form cashier" onSubmit={send} noValidate>
      <MoneyFormStatus phase={phase} online={online} />
      <fieldset className="cashier-fields" disabled={!online || phase === 'checking'}>
        {props.children}
        <TextField
          ref={amountInput}
          name="amount"
          label={t('cashier.amount', { currency: rule.currency })}
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
        {props.footer}
        <button type="submit" className="button primary wide" disabled={busy} aria-busy={busy}>
          {t(submitKey)}
        </button>
      </fieldset>
    </form>
  );
}
