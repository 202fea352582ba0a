import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../api/request';
import { MEMBER_PATHS } from '../../common/member-api';
import type { VerificationMethod } from '../../common/cashier-schemas';
import { PinField } from '../../ui/form/PinField';
import { TextField } from '../../ui/form/TextField';
import { showNotice } from '../../ui/notices';
import type { VerificationFields } from './cashierApi';
import { ChoiceGroup } from './ChoiceGroup';

const FIELD_OF = {
  withdrawPassword: 'withdrawPassword',
  ga: 'authCode',
  sms: 'verificationCode',
} as const satisfies Record<VerificationMethod, keyof VerificationFields>;

/**
 * What a protected member gives with a bind or a withdrawal (docs/api.md "Verification"): one of
 * the methods they have. `fields()` is what the submission carries, or null (and the field says
 * why) when nothing was typed.
 */
export function useVerification(methods: readonly VerificationMethod[]) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<VerificationMethod | undefined>(methods[0]);
  const method = chosen && methods.includes(chosen) ? chosen : methods[0];
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();

  const fields = (): VerificationFields | null => {
    if (!method) return {};
    const typed = value.trim();
    if (!/^\d{6}$/.test(typed)) {
      setError(t(method === 'withdrawPassword' ? 'cards.pin_needed' : 'cards.code_needed'));
      return null;
    }
    setError(undefined);
    return { [FIELD_OF[method]]: typed };
  };

  const sendSms = () => {
    post(MEMBER_PATHS.memberSms, {})
      .then(() => showNotice({ kind: 'toast', text: { key: 'cards.sms_sent' }, durationMs: 3000 }))
      .catch((failure: unknown) => console.warn('Verification SMS not sent', failure));
  };

  const element = method ? (
    <div className="verification">
      {methods.length > 1 && (
        <ChoiceGroup
          legend={t('cards.verify_with')}
          name="verification"
          choices={methods.map((entry) => ({ value: entry, label: t(`cards.method_${entry}`) }))}
          selected={method}
          onSelect={(entry) => {
            setChosen(entry);
            setValue('');
            setError(undefined);
          }}
        />
      )}
      {method === 'withdrawPassword' ? (
        <PinField
          name="withdrawPassword"
          label={t('cards.method_withdrawPassword')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error}
        />
      ) : (
        <TextField
          name="verificationCode"
          label={t(`cards.method_${method}`)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error}
        />
      )}
      {method === 'sms' && (
        <button type="button" className="button" onClick={sendSms}>
          {t('cards.send_sms')}
        </button>
      )}
    </div>
  ) : null;

  return { fields, element, clear: () => setValue('') };
}
