import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { withdrawPasswordProblem } from '../../common/password-rules';
import { syncWithdrawInfo } from '../../data/sync/cashier';
import { PinField } from '../../ui/form/PinField';
import { PasswordField } from '../../ui/form/TextField';
import { useSubmitGuard } from '../../ui/form/useSubmitGuard';
import { setWithdrawPassword } from './cardsApi';

const PIN_MESSAGE = {
  'withdraw.password.format': 'cards.pin_format',
  'withdraw.password.weak': 'cards.pin_weak',
} as const;

/**
 * A member with no verification at all sets a withdrawal password before binding: a stolen
 * session must not be able to add the thief's account (docs/member.md "Verification").
 */
export function SetWithdrawPassword() {
  const { t } = useTranslation();
  const { busy, run } = useSubmitGuard(500);
  const [password, setPassword] = useState('');
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'password' | 'pin' | 'again', string>>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = withdrawPasswordProblem(pin);
    const found = {
      password: password ? undefined : t('cards.login_password_needed'),
      pin: problem ? t(PIN_MESSAGE[problem]) : undefined,
      again: !problem && again !== pin ? t('cards.pin_mismatch') : undefined,
    };
    setErrors(found);
    if (found.password || found.pin || found.again) return;
    void run(async () => {
      try {
        await setWithdrawPassword(password, pin);
        await syncWithdrawInfo();
      } catch (error) {
        // The error catalogue has shown why (a wrong login password); what was typed stays.
        console.warn('Withdrawal password not set', error);
      }
    });
  };

  return (
    <form className="form cards-pin" onSubmit={submit} noValidate>
      <h2>{t('cards.pin_title')}</h2>
      <p className="form-intro">{t('cards.pin_intro')}</p>
      <PasswordField
        name="password"
        label={t('cards.login_password')}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <PinField
        name="newWithdrawPassword"
        label={t('cards.new_pin')}
        value={pin}
        onChange={(event) => setPin(event.target.value)}
        error={errors.pin}
      />
      <PinField
        name="confirmWithdrawPassword"
        label={t('cards.confirm_pin')}
        value={again}
        onChange={(event) => setAgain(event.target.value)}
        error={errors.again}
      />
      <button type="submit" className="button primary wide" disabled={busy} aria-busy={busy}>
        {t('cards.pin_submit')}
      </button>
    </form>
  );
}
