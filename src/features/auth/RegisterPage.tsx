import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InvalidResponseError } from '../../api/errors';
import { AppLink, useAppNavigate } from '../../app/navigation';
import { pathOf } from '../../app/paths';
import { REGISTER_GUARD_MS } from '../../common/auth-constants';
import { useWhitelabelSwitch } from '../../data/hooks';
import { PhoneField } from '../../ui/form/PhoneField';
import { PasswordField, TextField } from '../../ui/form/TextField';
import { useSubmitGuard } from '../../ui/form/useSubmitGuard';
import { showAlert, showNotice } from '../../ui/notices';
import { PageFrame } from '../../ui/PageFrame';
import { Tabs } from '../../ui/Tabs';
import { CaptchaBlock, useCaptcha } from '../captcha';
import { finishLogin } from './completeLogin';
import type { RegisterResult } from '../../common/authSchemas';
import { sendSmsCode } from './loginApi';
import { useDialingCode } from './useDialingCode';
import { UsernameField } from './UsernameField';
import { currentRegisterContext, requestRegistration } from './registerApi';
import {
  buildRegisterPayload,
  EMPTY_REGISTER_VALUES,
  fieldsOf,
  firstInvalid,
  MOBILE_PASSWORD_SWITCH,
  passwordRequired,
  passwordToSend,
  phoneForCode,
  validateRegistration,
  type PhoneCheck,
  type RegisterErrors,
  type RegisterField,
  type RegisterForm,
  type RegisterMode,
  type RegisterValues,
} from './registration';
import { SmsCodeButton } from './SmsCodeButton';
import './auth.css';

const MODES: RegisterMode[] = ['username', 'mobile'];

/** Spec §2 /m/register: by username, or by mobile number when the merchant has countries. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const { busy, run } = useSubmitGuard(REGISTER_GUARD_MS);
  const { countries, country, dialingCode, picker } = useDialingCode();
  const mobilePasswordOn = useWhitelabelSwitch(MOBILE_PASSWORD_SWITCH) === true;
  const captcha = useCaptcha('register');

  const [chosenMode, setChosenMode] = useState<RegisterMode>('username');
  const [values, setValues] = useState<RegisterValues>(EMPTY_REGISTER_VALUES);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const tabsId = useId();
  const usernameInput = useRef<HTMLInputElement>(null);
  const mobileInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmInput = useRef<HTMLInputElement>(null);

  const mobileOffered = countries.length > 0 && country !== undefined;
  const mode: RegisterMode = mobileOffered ? chosenMode : 'username';
  const withPassword = passwordRequired(mode, mobilePasswordOn);
  const fields = fieldsOf(mode, withPassword);

  const change = (field: RegisterField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const focus = (field: RegisterField) => {
    const inputs = {
      username: usernameInput,
      mobileNum: mobileInput,
      verificationCode: codeInput,
      password: passwordInput,
      confirmPassword: confirmInput,
    };
    inputs[field].current?.focus();
  };
  const errorOf = (field: RegisterField) => (errors[field] ? t(errors[field]) : undefined);

  const switchTo = (next: RegisterMode) => {
    setChosenMode(next);
    setErrors({});
  };

  /** Before an SMS is sent: the number must be valid (spec §5); E.164 when it is. */
  const checkMobile = async () => {
    const phone = await phoneForCode(dialingCode, values.mobileNum);
    setErrors((current) => ({ ...current, mobileNum: phone.ok ? undefined : phone.problem }));
    if (phone.ok) return phone.phone;
    focus('mobileNum');
    return null;
  };

  const succeeded = async (result: RegisterResult, form: RegisterForm) => {
    showNotice({ kind: 'toast', text: { key: 'register.success' }, durationMs: 1500 });
    if (!result.login) {
      // Registered but not signed in (a backend that ignores `login`): sign in by hand.
      navigate(pathOf('login'), { replace: true });
      return;
    }
    await finishLogin(result.login, form.mode === 'username' ? 'username' : 'sms', form.password);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mode === 'mobile') {
      void phoneForCode(dialingCode, values.mobileNum).then(submitWith);
    } else {
      submitWith(undefined);
    }
  };

  /** The rest of a submit, once a number typed by mobile has been read. */
  const submitWith = (phone: PhoneCheck | undefined) => {
    const found = validateRegistration(mode, values, withPassword, phone);
    setErrors(found);
    const invalid = firstInvalid(fields, found);
    if (invalid) {
      focus(invalid);
      return;
    }
    const password = passwordToSend(mode, values.password, mobilePasswordOn);
    const form: RegisterForm = phone?.ok
      ? {
          mode: 'mobile',
          mobileNum: phone.phone.e164,
          countryDialingCode: phone.phone.dialingCode,
          verificationCode: values.verificationCode,
          password,
        }
      : { mode: 'username', username: values.username, password };
    // Spec §4: submit, then the captcha, then the register call. A submit stopped here does not
    // count against the double-submit guard.
    const captchaFields = captcha.requireResult();
    if (!captchaFields) return;
    void run(async () => {
      let result: RegisterResult;
      try {
        const payload = buildRegisterPayload(form, currentRegisterContext(), captchaFields);
        result = await requestRegistration(mode, payload);
      } catch (error) {
        // Spec §4: on failure the captcha is cleared and reloaded.
        captcha.reset();
        // The catalogue has shown the server's message; an unreadable answer it has not.
        if (error instanceof InvalidResponseError) showAlert({ key: 'register.invalid_response' });
        setValues((current) => ({ ...current, verificationCode: '' }));
        return;
      }
      try {
        await succeeded(result, form);
      } catch (error) {
        console.error('Registered, but the session could not be started', error);
        showAlert({ key: 'app.unknown_error' });
      }
    });
  };

  return (
    <PageFrame titleKey="pages.register">
      {mobileOffered && (
        <Tabs
          label={t('register.method')}
          options={MODES}
          value={mode}
          onChange={switchTo}
          labelFor={(option) => t(`register.by_${option}`)}
          panelId={`${tabsId}-panel`}
        />
      )}
      <form className="form" onSubmit={submit} noValidate id={`${tabsId}-panel`}>
        {mode === 'username' ? (
          <UsernameField
            ref={usernameInput}
            maxLength={16}
            value={values.username}
            onChange={change('username')}
            error={errorOf('username')}
          />
        ) : (
          <>
            <div className="phone-row">
              {picker}
              <PhoneField
                ref={mobileInput}
                name="mobileNum"
                label={t('auth.mobile_number')}
                dialingCode={dialingCode}
                value={values.mobileNum}
                onValueChange={(mobileNum) => setValues((current) => ({ ...current, mobileNum }))}
                error={errorOf('mobileNum')}
              />
            </div>
            <div className="code-row">
              <TextField
                ref={codeInput}
                name="verificationCode"
                label={t('auth.verification_code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                value={values.verificationCode}
                onChange={change('verificationCode')}
                error={errorOf('verificationCode')}
              />
              <SmsCodeButton
                prepare={checkMobile}
                send={(phone, captcha) => sendSmsCode(phone.dialingCode, phone.e164, captcha)}
              />
            </div>
          </>
        )}
        {withPassword && (
          <>
            <PasswordField
              ref={passwordInput}
              name="password"
              label={t('auth.password')}
              autoComplete="new-password"
              value={values.password}
              onChange={change('password')}
              error={errorOf('password')}
            />
            <PasswordField
              ref={confirmInput}
              name="confirmPassword"
              label={t('register.confirm_password')}
              autoComplete="new-password"
              value={values.confirmPassword}
              onChange={change('confirmPassword')}
              error={errorOf('confirmPassword')}
            />
          </>
        )}
        <CaptchaBlock captcha={captcha} />
        <button type="submit" className="button primary wide" disabled={busy} aria-busy={busy}>
          {busy ? t('register.submitting') : t('register.submit')}
        </button>
        <p className="form-footer">
          {t('register.have_account')} <AppLink to={pathOf('login')}>{t('pages.login')}</AppLink>
        </p>
      </form>
    </PageFrame>
  );
}
