import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParsedPhone } from '../../common/phone';
import { PhoneField } from '../../ui/form/PhoneField';
import { TextField } from '../../ui/form/TextField';
import { phoneForCode } from './phoneForCode';
import { useDialingCode } from './useDialingCode';

/**
 * The number and the SMS code of a form that works by SMS (login, password reset): the dialing
 * code picker as spec §4 shows it, the number in E.164, and the messages under each field.
 * `Extra` names the form's other places for a message (the reset's `form`).
 */
export function useSmsPhone<Extra extends string = never>() {
  type Field = 'mobileNum' | 'code' | Extra;
  type Messages = Partial<Record<Field, string>>;
  // TypeScript cannot tell that a record of one of the fixed fields fits `Messages` while
  // `Extra` is generic: the two messages this hook sets go through here.
  const messageAt = (field: 'mobileNum' | 'code', message: string) =>
    ({ [field]: message }) as Messages;
  const { t } = useTranslation();
  const { dialingCode, picker } = useDialingCode();
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Messages>({});
  const mobileInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  /** The typed number in E.164, or null after showing why it is not one. */
  const checkedPhone = async (): Promise<ParsedPhone | null> => {
    const phone = await phoneForCode(dialingCode, mobileNum);
    setErrors(phone.ok ? {} : messageAt('mobileNum', t(phone.problem)));
    if (phone.ok) return phone.phone;
    mobileInput.current?.focus();
    return null;
  };

  /** The number and the typed code, or null after saying which one is missing. */
  const checkedPhoneAndCode = async () => {
    const phone = await checkedPhone();
    if (!phone) return null;
    if (!code.trim()) {
      setErrors(messageAt('code', t('auth.required')));
      codeInput.current?.focus();
      return null;
    }
    return { phone, code: code.trim() };
  };

  /**
   * The form's submit: the number and the code are checked first, outside `run` (the form's
   * submit guard), so a refused number does not hold the next submit back; then `send` in `run`.
   */
  const submitWith =
    (
      run: (task: () => Promise<void>) => Promise<void>,
      send: (typed: { phone: ParsedPhone; code: string }) => Promise<void>,
    ) =>
    (event: FormEvent) => {
      event.preventDefault();
      void checkedPhoneAndCode().then((typed) => {
        if (typed) void run(() => send(typed));
      });
    };

  /** Empties the code field (a code that did not work), and puts the cursor there if asked. */
  const clearCode = ({ focus }: { focus: boolean }) => {
    setCode('');
    if (focus) codeInput.current?.focus();
  };

  const fields = (
    <>
      {picker}
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
    </>
  );

  return { fields, errors, setErrors, checkedPhone, submitWith, clearCode };
}
