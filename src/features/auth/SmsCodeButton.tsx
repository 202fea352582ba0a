import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../ui/form/useCountdown';
import { useSubmitGuard } from '../../ui/form/useSubmitGuard';
import { CaptchaBlock, useCaptcha } from '../captcha';
import { sendSmsCode } from './loginApi';

/**
 * Sends an SMS code and then counts down until it expires (spec §4); one send at a time. Returns
 * false from `beforeSend` to stop a send (e.g. no mobile number yet).
 */
export function SmsCodeButton({
  dialingCode,
  mobileNumber,
  beforeSend,
}: {
  dialingCode: string;
  mobileNumber: () => string;
  beforeSend: () => boolean;
}) {
  const { t } = useTranslation();
  const [expiresAt, setExpiresAt] = useState<number>();
  const secondsLeft = useCountdown(expiresAt);
  const { busy, run } = useSubmitGuard(0);
  // Spec §5: sending a code may need its own captcha (provider v4 only).
  const captcha = useCaptcha('sms');
  const send = () => {
    if (!beforeSend()) return;
    const captchaFields = captcha.requireResult();
    if (!captchaFields) return;
    void run(async () => {
      try {
        setExpiresAt(await sendSmsCode(dialingCode, mobileNumber(), captchaFields));
        captcha.reset();
      } catch {
        captcha.reset();
        // The error catalogue has shown why.
      }
    });
  };
  return (
    <>
      <CaptchaBlock captcha={captcha} />
      <button
        type="button"
        className="button"
        onClick={send}
        disabled={busy || secondsLeft > 0}
        aria-busy={busy}
      >
        {secondsLeft > 0
          ? t('auth.resend_in', { seconds: String(secondsLeft) })
          : t('auth.send_code')}
      </button>
    </>
  );
}
