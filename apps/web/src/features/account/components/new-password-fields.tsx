import TextField from '@mui/material/TextField';
import type { FieldProps } from '../hooks/use-account-form';
import { PasswordStrengthBar } from './password-strength-bar';

/** A new password with its strength meter, then its confirmation (registration, reset, change). */
export const NewPasswordFields = ({
  password,
  confirmation,
  passwordLabel,
  confirmationLabel,
}: {
  password: FieldProps;
  confirmation: FieldProps;
  passwordLabel: string;
  confirmationLabel: string;
}) => (
  <>
    <TextField
      label={passwordLabel}
      type="password"
      autoComplete="new-password"
      required
      {...password}
    />
    <PasswordStrengthBar password={password.value} />
    <TextField
      label={confirmationLabel}
      type="password"
      autoComplete="new-password"
      required
      {...confirmation}
    />
  </>
);
