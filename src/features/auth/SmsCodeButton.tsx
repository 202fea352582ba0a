import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../ui/form/useCountdown';
import { useSubmitGuard } from '../../ui/form/useSubmitGuard';
import { CaptchaBlock, useCaptcha } from '../captcha';

/**
 * Sends an SMS code and then counts down until it expires (spec §4); one send at a time.
 * `prepare` checks the number first and gives what to send, or null to stop (the field shows
 * why); `send` makes the call and resolves to when the code expires (epoch ms).
 */
export function SmsCodeButton<Target>({
  prepare,
  send,
}: {
  prepare: () => Promise<Target | null>;
  send: (target: Target, captcha: Record<string, string>) => Promise<number>;
}) {
  const { t } = useTranslation();
  const [expiresAt, setExpiresAt] = useState<number>();
  const secondsLeft = useCountdown(expiresAt);
  const { busy, run } = useSubmitGuard(0);
  // Spec §5: sending a code may need its own captcha (provider v4 only).
  const captcha = useCaptcha('sms');
  const start = () => {
    void run(async () => {
      const target = await prepare();
      if (target === null) return;
      const captchaFields = captcha.requireResult();
      if (!captchaFields) return;
      try {
        setExpiresAt(await send(target, captchaFields));
      } catch {
        // The error catalogue, or the caller, has shown why.
      } finally {
        captcha.reset();
      }
    });
  };
  return (
    <>
      <CaptchaBlock captcha={captcha} />
      <button
        type="button"
        className="button"
        onClick={start}
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
