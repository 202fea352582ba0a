import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountrySettings } from '../../data/hooks';
import { Modal } from '../../ui/Modal';
import { TextField } from '../../ui/form/TextField';
import { useSubmitGuard } from '../../ui/form/useSubmitGuard';
import { Tabs } from '../../ui/Tabs';
import {
  requestLoginVerification,
  sendSmsCode,
  type Credentials,
  type SecondFactorRequest,
} from './loginApi';
import type { LoginResult } from '../../common/authSchemas';
import { methodOf, type SecondFactor } from './secondFactors';
import { SmsCodeButton } from './SmsCodeButton';

/** The inputs each method needs (spec §5 two-factor validation). */
const REQUIRED: Record<SecondFactor, (keyof SecondFactorRequest)[]> = {
  payeeName: ['payeeName'],
  sms: ['mobileNum', 'verificationCode'],
  ga: ['authCode'],
  email: ['email'],
};

const LABELS: Record<keyof SecondFactorRequest, string> = {
  method: '',
  payeeName: 'auth.payee_name',
  mobileNum: 'auth.mobile_number',
  verificationCode: 'auth.verification_code',
  authCode: 'auth.auth_code',
  email: 'auth.email',
};

export function TwoFactorModal({
  credentials,
  methods,
  onVerified,
  onClose,
}: {
  credentials: Credentials;
  methods: SecondFactor[];
  onVerified: (result: LoginResult) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [active, setActive] = useState<SecondFactor>(methods[0] ?? 'sms');
  const [values, setValues] = useState<Partial<Record<keyof SecondFactorRequest, string>>>({});
  const [invalid, setInvalid] = useState<(keyof SecondFactorRequest)[]>([]);
  const inputs = useRef<Partial<Record<keyof SecondFactorRequest, HTMLInputElement | null>>>({});
  const { busy, run } = useSubmitGuard(0);
  const country = useCountrySettings();
  const dialingCode = country?.countryDialingCode ?? '';

  const switchTo = (factor: SecondFactor) => {
    setActive(factor);
    setValues({});
    setInvalid([]);
  };

  /** Trims the inputs; highlights and focuses the first missing one. */
  const check = (fields: (keyof SecondFactorRequest)[]) => {
    const missing = fields.filter((field) => !values[field]?.trim());
    setInvalid(missing);
    const [first] = missing;
    if (first) inputs.current[first]?.focus();
    return missing.length === 0;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check(REQUIRED[active])) return;
    const factor: SecondFactorRequest = { method: methodOf(active) };
    for (const field of REQUIRED[active]) {
      const value = values[field]?.trim();
      if (value && field !== 'method') factor[field] = value;
    }
    void run(async () => {
      try {
        await onVerified(await requestLoginVerification(credentials, factor));
      } catch {
        // The error catalogue has shown the server's message.
      }
    });
  };

  return (
    <Modal popupId="two-factor" onClose={onClose} labelledBy={titleId} boxClassName="dialog">
      <h2 id={titleId}>{t('auth.two_factor_title')}</h2>
      {methods.length > 1 && (
        <Tabs
          options={methods}
          value={active}
          onChange={switchTo}
          labelFor={(factor) => t(`auth.factor_${factor}`)}
        />
      )}
      <form className="form" onSubmit={submit} noValidate>
        {REQUIRED[active].map((field) => (
          <TextField
            key={`${active}-${field}`}
            ref={(element) => {
              inputs.current[field] = element;
            }}
            label={t(LABELS[field])}
            value={values[field] ?? ''}
            inputMode={field === 'email' || field === 'payeeName' ? undefined : 'numeric'}
            autoComplete={
              field === 'authCode' || field === 'verificationCode' ? 'one-time-code' : 'off'
            }
            error={invalid.includes(field) ? t('auth.required') : undefined}
            onChange={(event) =>
              setValues((current) => ({ ...current, [field]: event.target.value }))
            }
          />
        ))}
        {active === 'sms' && (
          <SmsCodeButton
            prepare={() =>
              Promise.resolve(check(['mobileNum']) ? (values.mobileNum ?? '').trim() : null)
            }
            send={(mobileNum, captcha) => sendSmsCode(dialingCode, mobileNum, captcha)}
          />
        )}
        <div className="dialog-actions">
          <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
            {t('auth.verify')}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t('app.close')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
