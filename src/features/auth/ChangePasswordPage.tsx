import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../api/request';
import { useAppNavigate } from '../../app/navigation';
import { pathOf } from '../../app/paths';
import { syncMemberInfo } from '../../data/sync/member';
import { PasswordField } from '../../ui/form/TextField';
import { useSubmitGuard } from '../../ui/form/useSubmitGuard';
import { showNotice } from '../../ui/notices';
import { PageFrame } from '../../ui/PageFrame';
import { passwordProblem } from './passwordRules';

type Field = 'oldPassword' | 'newPassword' | 'confirmPassword';

/** Spec §2 /m/changePsw: after a first login, an expired password or the default password. */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const { busy, run } = useSubmitGuard(0);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const oldInput = useRef<HTMLInputElement>(null);
  const newInput = useRef<HTMLInputElement>(null);
  const confirmInput = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (field: Field) => String(form.get(field) ?? '');
    const found: Partial<Record<Field, string>> = {};
    if (!value('oldPassword')) found.oldPassword = t('auth.required');
    const problem = passwordProblem(value('newPassword'));
    if (problem) found.newPassword = t(problem);
    else if (value('newPassword') === value('oldPassword'))
      found.newPassword = t('auth.password_same');
    if (value('confirmPassword') !== value('newPassword'))
      found.confirmPassword = t('auth.password_mismatch');
    setErrors(found);
    const inputs = { oldPassword: oldInput, newPassword: newInput, confirmPassword: confirmInput };
    const firstInvalid = (Object.keys(inputs) as Field[]).find((field) => found[field]);
    if (firstInvalid) return inputs[firstInvalid].current?.focus();
    void run(async () => {
      try {
        await post('/wps/member/password', {
          encrypt: true,
          body: { oldPassword: value('oldPassword'), newPassword: value('newPassword') },
        });
      } catch {
        return; // The error catalogue has shown the server's message.
      }
      syncMemberInfo().catch((error: unknown) => console.warn('Member info not refreshed', error));
      showNotice({ kind: 'toast', text: { key: 'auth.password_changed' }, durationMs: 1500 });
      navigate(pathOf('home'), { replace: true });
    });
  };

  return (
    <PageFrame titleKey="pages.change_password">
      <p className="form-intro">{t('auth.change_password_intro')}</p>
      <form className="form" onSubmit={submit} noValidate>
        <PasswordField
          ref={oldInput}
          name="oldPassword"
          label={t('auth.old_password')}
          autoComplete="current-password"
          error={errors.oldPassword}
        />
        <PasswordField
          ref={newInput}
          name="newPassword"
          label={t('auth.new_password')}
          autoComplete="new-password"
          error={errors.newPassword}
        />
        <PasswordField
          ref={confirmInput}
          name="confirmPassword"
          label={t('auth.confirm_password')}
          autoComplete="new-password"
          error={errors.confirmPassword}
        />
        <button type="submit" className="button primary wide" disabled={busy} aria-busy={busy}>
          {t('auth.change_password_submit')}
        </button>
      </form>
    </PageFrame>
  );
}
