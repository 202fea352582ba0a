import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerError } from '../../api/errors';
import { AppLink } from '../../app/navigation';
import { pathOf } from '../../app/paths';
import { LOGIN_DEBOUNCE_MS } from '../../common/auth-constants';
import { PasswordField } from '../../ui/form/TextField';
import { UsernameField } from './UsernameField';
import { useSubmitGuard } from '../../ui/form/useSubmitGuard';
import { PageFrame } from '../../ui/PageFrame';
import { Tabs } from '../../ui/Tabs';
import { currentMerchant } from '../../lib/merchant';
import { useCountries } from '../../data/hooks';
import { CaptchaBlock, useCaptcha } from '../captcha';
import { finishLogin, onLoginFailure } from './completeLogin';
import { rememberLogin } from './rememberedLogin';
import { requestLogin, type Credentials } from './loginApi';
import { parseSecondFactors, type SecondFactor } from './secondFactors';
import { SmsLoginForm } from './SmsLoginForm';
import { SocialButtons } from './social/SocialButtons';
import { TwoFactorModal } from './TwoFactorModal';
import './auth.css';

type FieldErrors = Partial<Record<'username' | 'password', string>>;

export default function LoginPage() {
  const { t } = useTranslation();
  const { busy, run } = useSubmitGuard(LOGIN_DEBOUNCE_MS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [twoFactor, setTwoFactor] = useState<{
    credentials: Credentials;
    methods: SecondFactor[];
  }>();
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const captcha = useCaptcha('login');
  const countries = useCountries();
  const [method, setMethod] = useState<'password' | 'sms'>('password');
  const smsOffered = (countries?.length ?? 0) > 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const remember = form.get('remember') === 'on';
    const missing: FieldErrors = {};
    if (!username) missing.username = t('auth.required');
    if (!password) missing.password = t('auth.required');
    setErrors(missing);
    if (missing.username) return usernameInput.current?.focus();
    if (missing.password) return passwordInput.current?.focus();
    const captchaFields = captcha.requireResult();
    if (!captchaFields) return;
    const credentials: Credentials = { username, password, type: 'username' };
    void run(async () => {
      try {
        const result = await requestLogin(credentials, captchaFields);
        if (remember) {
          await rememberLogin(
            { type: 'username', username, merchant: currentMerchant() ?? '' },
            password,
          );
        }
        await finishLogin(result, 'username', password);
      } catch (error) {
        captcha.reset();
        await onLoginFailure();
        if (error instanceof ServerError && error.errorCode === 'login_verify_required') {
          setTwoFactor({ credentials, methods: parseSecondFactors(error.value) });
        }
      }
    });
  };

  return (
    <PageFrame titleKey="pages.login">
      {smsOffered && (
        <Tabs
          label={t('auth.login_with')}
          options={['password', 'sms'] as const}
          value={method}
          onChange={setMethod}
          labelFor={(option) => t(`auth.login_by_${option}`)}
        />
      )}
      {method === 'sms' && smsOffered ? (
        <SmsLoginForm />
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <UsernameField ref={usernameInput} error={errors.username} />
          <PasswordField
            ref={passwordInput}
            name="password"
            label={t('auth.password')}
            autoComplete="current-password"
            error={errors.password}
          />
          <CaptchaBlock captcha={captcha} />
          <div className="login-options">
            <label className="checkbox">
              <input type="checkbox" name="remember" defaultChecked />
              {t('auth.remember_me')}
            </label>
            <AppLink to={pathOf('forgotPassword')}>{t('reset.link')}</AppLink>
          </div>
          <button type="submit" className="button primary wide" disabled={busy} aria-busy={busy}>
            {busy ? t('auth.signing_in') : t('auth.login_submit')}
          </button>
          <SocialButtons />
          <p className="form-footer">
            {t('auth.no_account')} <AppLink to={pathOf('register')}>{t('pages.register')}</AppLink>
          </p>
        </form>
      )}
      {twoFactor && (
        <TwoFactorModal
          credentials={twoFactor.credentials}
          methods={twoFactor.methods}
          onClose={() => setTwoFactor(undefined)}
          onVerified={(result) => finishLogin(result, 'username', twoFactor.credentials.password)}
        />
      )}
    </PageFrame>
  );
}
