import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../../ui/form/TextField';

/**
 * The member's username as login, registration and the mail reset ask for it: the browser offers
 * the saved one, and neither capitalises nor spell-checks it (a username is not a word).
 */
export function UsernameField(props: Omit<TextFieldProps, 'name' | 'label'>) {
  const { t } = useTranslation();
  return (
    <TextField
      name="username"
      label={t('auth.username')}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
