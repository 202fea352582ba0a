import { useEffect, useState, type FocusEvent } from 'react';
import type { PhoneNumbers } from '../../lib/phoneNumbers';
import { TextField, type TextFieldProps } from './TextField';
import { usePhoneNumbers } from './usePhoneNumbers';

type PhoneFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'value' | 'onChange'> & {
  /** The calling code picked beside the field (`84`); a number typed with `+` needs none. */
  dialingCode: string;
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * How a valid typed number reads best: the country's own way for the picked calling code
 * (`0912 345 678`, `(11) 98765-4321`), international for another one; null when not valid.
 */
export function displayedPhone(phones: PhoneNumbers, dialingCode: string, typed: string) {
  const parsed = phones.parsePhone(dialingCode, typed);
  if (!parsed.ok) return null;
  const own = parsed.phone.dialingCode === dialingCode.replace(/\D/g, '');
  return phones.formatPhone(parsed.phone.e164, own ? 'national' : 'international');
}

/**
 * A phone number input. The number is read with libphonenumber-js (its own chunk, loaded when the
 * field appears) and shown formatted once the player leaves the field; forms turn it into E.164
 * with `phoneForCode` or `loadPhoneNumbers().parsePhone` before sending.
 */
export function PhoneField({
  dialingCode,
  value,
  onValueChange,
  onBlur,
  onFocus,
  ...field
}: PhoneFieldProps) {
  const phones = usePhoneNumbers();
  const [left, setLeft] = useState(false);
  // Once the player has left the field, and once the library is there (it may arrive after).
  useEffect(() => {
    if (!phones || !left) return;
    const shown = displayedPhone(phones, dialingCode, value);
    if (shown && shown !== value) onValueChange(shown);
  }, [phones, left, dialingCode, value, onValueChange]);
  return (
    <TextField
      autoComplete="tel-national"
      {...field}
      type="tel"
      inputMode="tel"
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        setLeft(false);
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setLeft(true);
        onBlur?.(event);
      }}
    />
  );
}
