import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../app/navigation';
import { pathOf } from '../../app/paths';
import { PasswordField } from '../../ui/form/TextField';
import { useSubmitGuard } from '../../ui/form/useSubmitGuard';
import { showNotice } from '../../ui/notices';
import { confirmReset } from './resetApi';
import {
  newPasswordErrors,
  resetRefusal,
  type NewPasswordField,
  type ResetRefusal,
} from './resetRules';

/**
 * The last step of both ways: a new password (the change-password rule) set with the reset token.
 * On success every session of the member has ended: the player logs in with the new password.
 */
export function NewPasswordForm({
  token,
  account,
  onLinkRefused,
}: {
  token: string;
  /** The account being reset, masked by the server (`pla****01`). */
  account: string;
  /** The token is no good any more (expired, used): the page says so instead of the form. */
  onLinkRefused: (refusal: ResetRefusal) => void;
}) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const { busy, run } = useSubmitGuard(0);
  const [errors, setErrors] = useState<Partial<Record<NewPasswordField, string>>>({});
  const newInput = useRef<HTMLInputElement>(null);
  const confirmInput = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const newPassword = String(form.get('newPassword') ?? '');
    const found = newPasswordErrors(newPassword, String(form.get('confirmPassword') ?? ''));
    setErrors(found);
    if (found.newPassword) return newInput.current?.focus();
    if (found.confirmPassword) return confirmInput.current?.focus();
    void run(async () => {
      try {
        await confirmReset(token, newPassword);
      } catch (error) {
        const refusal = resetRefusal(error);
        if (refusal?.place === 'link') onLinkRefused(refusal);
        else if (refusal) {
          setErrors({ newPassword: refusal.key });
          newInput.current?.focus();
        }
        return;
      }
      showNotice({ kind: 'toast', text: { key: 'reset.done' }, durationMs: 3000 });
      navigate(pathOf('login'), { replace: true });
    });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="form-intro">{t('reset.for_account', { account })}</p>
      <PasswordField
        ref={newInput}
        name="newPassword"
        label={t('auth.new_password')}
        autoComplete="new-password"
        error={errors.newPassword && t(errors.newPassword)}
      />
      <PasswordField
        ref={confirmInput}
        name="confirmPassword"
        label={t('auth.confirm_password')}
        autoComplete="new-password"
        error={errors.confirmPassword && t(errors.confirmPassword)}
      />
      <p className="form-intro">{t('auth.password_rule')}</p>
      <button type="submit" className="button primary wide" disabled={busy} aria-busy={busy}>
        {t('reset.submit')}
      </button>
    </form>
  );
}
