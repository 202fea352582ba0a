import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/form/TextField';
import { UsernameField } from './UsernameField';
import { useCountdown } from '../../ui/form/useCountdown';
import { useSubmitGuard } from '../../ui/form/useSubmitGuard';
import { requestResetMail } from './resetApi';
import { RESET_MAIL_INTERVAL_MS } from '../../common/member-api';
import { resetMailErrors, resetRefusal, type MailField } from './resetRules';

/**
 * The e-mail way: the account name and its address; the server mails a link when they match and
 * answers the same when they do not. Sending again waits a minute, as the server's throttle does.
 */
export function ResetByMail() {
  const { t } = useTranslation();
  const { busy, run } = useSubmitGuard(0);
  const [errors, setErrors] = useState<Partial<Record<MailField | 'form', string>>>({});
  const [sentTo, setSentTo] = useState<string>();
  const [resendAt, setResendAt] = useState<number>();
  const secondsLeft = useCountdown(resendAt);
  const usernameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const email = String(form.get('email') ?? '').trim();
    const found = resetMailErrors(username, email);
    setErrors(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(key)])));
    if (found.username) return usernameInput.current?.focus();
    if (found.email) return emailInput.current?.focus();
    if (secondsLeft > 0) return;
    void run(async () => {
      try {
        await requestResetMail(username, email);
      } catch (error) {
        const refusal = resetRefusal(error);
        if (refusal) setErrors({ form: t(refusal.key) });
        return;
      }
      setSentTo(email);
      setResendAt(Date.now() + RESET_MAIL_INTERVAL_MS);
    });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <UsernameField ref={usernameInput} error={errors.username} />
      <TextField
        ref={emailInput}
        name="email"
        type="email"
        label={t('auth.email')}
        autoComplete="email"
        error={errors.email}
      />
      {errors.form && (
        <p className="field-error" role="alert">
          {errors.form}
        </p>
      )}
      {sentTo && (
        <p className="form-intro" role="status">
          {t('reset.mail_sent', { email: sentTo })}
        </p>
      )}
      <button
        type="submit"
        className="button primary wide"
        disabled={busy || secondsLeft > 0}
        aria-busy={busy}
      >
        {secondsLeft > 0
          ? t('reset.resend_link_in', { seconds: String(secondsLeft) })
          : t(sentTo ? 'reset.resend_link' : 'reset.send_link')}
      </button>
    </form>
  );
}
