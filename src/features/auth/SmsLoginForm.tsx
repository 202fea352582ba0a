import { useTranslation } from 'react-i18next';
import { LOGIN_DEBOUNCE_MS } from '../../common/auth-constants';
import { useSubmitGuard } from '../../ui/form/useSubmitGuard';
import { finishLogin, onLoginFailure } from './completeLogin';
import { requestLogin, sendSmsCode } from './loginApi';
import { SmsCodeButton } from './SmsCodeButton';
import { useSmsPhone } from './useSmsPhone';

/** Spec §2, §4: login with an SMS code sent to the number in E.164 (`+84912345678`). */
export function SmsLoginForm() {
  const { t } = useTranslation();
  const { busy, run } = useSubmitGuard(LOGIN_DEBOUNCE_MS);
  const sms = useSmsPhone();

  const submit = sms.submitWith(run, async (typed) => {
    try {
      await finishLogin(
        await requestLogin({ username: typed.phone.e164, password: typed.code, type: 'sms' }),
        'sms',
      );
    } catch {
      sms.clearCode({ focus: false });
      await onLoginFailure();
    }
  });

  return (
    <form className="form" onSubmit={submit} noValidate>
      {sms.fields}
      <SmsCodeButton
        prepare={sms.checkedPhone}
        send={(phone, captcha) => sendSmsCode(phone.dialingCode, phone.e164, captcha)}
      />
      <button type="submit" className="button primary wide" disabled={busy} aria-busy={busy}>
        {busy ? t('auth.signing_in') : t('auth.login_submit')}
      </button>
    </form>
  );
}
