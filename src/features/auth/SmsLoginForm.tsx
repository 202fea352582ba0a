import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_DEBOUNCE_MS } from '../../common/auth-constants';
import { useCountries, useCountrySettings, useWhitelabelSwitch } from '../../data/hooks';
import { PhoneField } from '../../ui/form/PhoneField';
import { TextField } from '../../ui/form/TextField';
import { useSubmitGuard } from '../../ui/form/useSubmitGuard';
import { finishLogin, onLoginFailure } from './completeLogin';
import { CountryPicker } from './CountryPicker';
import { requestLogin, sendSmsCode } from './loginApi';
import {
  countryPickerShown,
  DIALING_CODE_SWITCH,
  phoneForCode,
  selectedCountry,
} from './registration';
import { SmsCodeButton } from './SmsCodeButton';

type Field = 'mobileNum' | 'code';

/** Spec §2, §4: login with an SMS code sent to the number in E.164 (`+84912345678`). */
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

  /** The typed number in E.164, or null after showing why it is not one. */
  const checkedPhone = async () => {
    const phone = await phoneForCode(dialingCode, mobileNum);
    setErrors(phone.ok ? {} : { mobileNum: t(phone.problem) });
    if (phone.ok) return phone.phone;
    mobileInput.current?.focus();
    return null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Checked before the guard, so a refused number does not hold the next submit back.
    void checkedPhone().then((phone) => {
      if (!phone) return;
      if (!code.trim()) {
        setErrors({ code: t('auth.required') });
        codeInput.current?.focus();
        return;
      }
      void run(async () => {
        try {
          await finishLogin(
            await requestLogin({ username: phone.e164, password: code.trim(), type: 'sms' }),
            'sms',
          );
        } catch {
          setCode('');
          await onLoginFailure();
        }
      });
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
      <PhoneField
        ref={mobileInput}
        label={t('auth.mobile_number')}
        dialingCode={dialingCode}
        value={mobileNum}
        error={errors.mobileNum}
        onValueChange={setMobileNum}
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
        prepare={checkedPhone}
        send={(phone, captcha) => sendSmsCode(phone.dialingCode, phone.e164, captcha)}
      />
      <button type="submit" className="button primary wide" disabled={busy} aria-busy={busy}>
        {busy ? t('auth.signing_in') : t('auth.login_submit')}
      </button>
    </form>
  );
}
