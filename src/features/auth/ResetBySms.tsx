import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParsedPhone } from '../../common/phone';
import { useCountries, useCountrySettings, useWhitelabelSwitch } from '../../data/hooks';
import { PhoneField } from '../../ui/form/PhoneField';
import { TextField } from '../../ui/form/TextField';
import { useSubmitGuard } from '../../ui/form/useSubmitGuard';
import { CountryPicker } from './CountryPicker';
import { countryPickerShown, DIALING_CODE_SWITCH, selectedCountry } from './countries';
import { phoneForCode } from './phoneForCode';
import { sendResetSms, verifyResetSms } from './resetApi';
import { resetRefusal } from './resetRules';
import { SmsCodeButton } from './SmsCodeButton';

/** Translated messages by where they show. */
type Field = 'mobileNum' | 'code' | 'form';

export interface ResetGrant {
  token: string;
  account: string;
}

/**
 * The SMS way's first step: the member's number (E.164, the picker as at SMS login), a code sent
 * to it with the SMS captcha when the merchant has it on (spec §4, §5), then the code verified
 * for a reset token.
 */
export function ResetBySms({ onVerified }: { onVerified: (grant: ResetGrant) => void }) {
  const { t } = useTranslation();
  const { busy, run } = useSubmitGuard(0);
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
  const checkedPhone = async (): Promise<ParsedPhone | null> => {
    const phone = await phoneForCode(dialingCode, mobileNum);
    setErrors(phone.ok ? {} : { mobileNum: t(phone.problem) });
    if (phone.ok) return phone.phone;
    mobileInput.current?.focus();
    return null;
  };

  const showRefusal = (error: unknown) => {
    const refusal = resetRefusal(error);
    if (!refusal) return;
    setErrors({ [refusal.place === 'code' ? 'code' : 'form']: t(refusal.key, refusal.values) });
    if (refusal.place === 'code') {
      setCode('');
      codeInput.current?.focus();
    }
  };

  const send = async (phone: ParsedPhone, captcha: Record<string, string>) => {
    try {
      return await sendResetSms(phone, captcha);
    } catch (error) {
      showRefusal(error);
      throw error;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void checkedPhone().then((phone) => {
      if (!phone) return;
      if (!code.trim()) {
        setErrors({ code: t('auth.required') });
        codeInput.current?.focus();
        return;
      }
      void run(async () => {
        try {
          onVerified(await verifyResetSms(phone, code.trim()));
        } catch (error) {
          showRefusal(error);
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
      <SmsCodeButton prepare={checkedPhone} send={send} />
      {errors.form && (
        <p className="field-error" role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className="button primary wide" disabled={busy} aria-busy={busy}>
        {t('reset.continue')}
      </button>
    </form>
  );
}
