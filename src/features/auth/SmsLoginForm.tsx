import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_DEBOUNCE_MS } from '../../common/auth-constants';
import { useCountries, useCountrySettings, useWhitelabelSwitch } from '../../data/hooks';
import { TextField } from '../../ui/form/TextField';
import { useSubmitGuard } from '../../ui/form/useSubmitGuard';
import { finishLogin, onLoginFailure } from './completeLogin';
import { CountryPicker } from './CountryPicker';
import { requestLogin } from './loginApi';
import {
  countryPickerShown,
  DIALING_CODE_SWITCH,
  mobileProblem,
  normaliseMobile,
  phoneForCode,
  selectedCountry,
} from './registration';
import { SmsCodeButton } from './SmsCodeButton';

type Field = 'mobileNum' | 'code';

/** Spec §2, §4: login with an SMS code sent to `+{dialing code}{number}`. */
export function SmsLoginForm() {
  const { t } = useTranslation();
  const { busy, run } = useSubmitGuard(LOGIN_DEBOUNCE_MS);
  const countries = useCountries() ?? [];
  const settings = useCountrySettings();
  const pickerSwitch = useWhitelabelSwitch(DIALING_CODE_SWITCH) === true;
  const [countryCode, setCountryCode] = useState<string>();
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const mobileInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const country = selectedCountry(countries, settings, countryCode);
  const dialingCode = country?.countryDialingCode ?? '';

  const checkMobile = () => {
    const problem = mobileProblem(mobileNum);
    setErrors(problem ? { mobileNum: t(problem) } : {});
    if (problem) mobileInput.current?.focus();
    return !problem;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checkMobile()) return;
    if (!code.trim()) {
      setErrors({ code: t('auth.required') });
      codeInput.current?.focus();
      return;
    }
    void run(async () => {
      try {
        const username = phoneForCode(dialingCode, mobileNum);
        await finishLogin(
          await requestLogin({ username, password: code.trim(), type: 'sms' }),
          'sms',
        );
      } catch {
        setCode('');
        await onLoginFailure();
      }
    });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      {country &&
        countryPickerShown({ selected: country, countries, updateMobileIcc: pickerSwitch }) && (
          <CountryPicker
            label={t('country.dialing_code')}
            countries={countries}
            selected={country}
            onSelect={(next) => setCountryCode(next.countryCode)}
          />
        )}
      <TextField
        ref={mobileInput}
        label={t('auth.mobile_number')}
        value={mobileNum}
        inputMode="tel"
        autoComplete="tel-national"
        error={errors.mobileNum}
        onChange={(event) => setMobileNum(event.target.value)}
      />
      <TextField
        ref={codeInput}
        label={t('auth.verification_code')}
        value={code}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={errors.code}
        onChange={(event) => setCode(event.target.value)}
      />
      <SmsCodeButton
        dialingCode={dialingCode}
        mobileNumber={() => normaliseMobile(mobileNum)}
        beforeSend={checkMobile}
      />
      <button type="submit" className="button primary wide" disabled={busy} aria-busy={busy}>
        {busy ? t('auth.signing_in') : t('auth.login_submit')}
      </button>
    </form>
  );
}
