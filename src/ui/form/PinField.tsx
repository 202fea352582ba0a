import { PasswordField, type TextFieldProps } from './TextField';

/** The six-digit withdrawal password: hidden, digits keyboard, never offered by autofill. */
export function PinField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'maxLength'>) {
  return <PasswordField inputMode="numeric" autoComplete="off" maxLength={6} {...props} />;
}
