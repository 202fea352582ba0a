import { useTranslation } from 'react-i18next';
import type { ParsedPhone } from '../../common/phone';
import { useSubmitGuard } from '../../ui/form/useSubmitGuard';
import { sendResetSms, verifyResetSms } from './resetApi';
import { resetRefusal } from './resetRules';
import { SmsCodeButton } from './SmsCodeButton';
import { useSmsPhone } from './useSmsPhone';

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
  const sms = useSmsPhone<'form'>();

  const showRefusal = (error: unknown) => {
    const refusal = resetRefusal(error);
    if (!refusal) return;
    sms.setErrors({ [refusal.place === 'code' ? 'code' : 'form']: t(refusal.key, refusal.values) });
    if (refusal.place === 'code') sms.clearCode({ focus: true });
  };

  const send = async (phone: ParsedPhone, captcha: Record<string, string>) => {
    try {
      return await sendResetSms(phone, captcha);
    } catch (error) {
      showRefusal(error);
      throw error;
    }
  };

  const submit = sms.submitWith(run, async (typed) => {
    try {
      onVerified(await verifyResetSms(typed.phone, typed.code));
    } catch (error) {
      showRefusal(error);
    }
  });

  return (
    <form className="form" onSubmit={submit} noValidate>
      {sms.fields}
      <SmsCodeButton prepare={sms.checkedPhone} send={send} />
      {sms.errors.form && (
        <p className="field-error" role="alert">
          {sms.errors.form}
        </p>
      )}
      <button type="submit" className="button primary wide" disabled={busy} aria-busy={busy}>
        {t('reset.continue')}
      </button>
    </form>
  );
}
