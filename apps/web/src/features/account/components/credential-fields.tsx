import type { TextFieldProps } from '@mui/material/TextField';
import type { FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '../../../lib/forms/form-text-field';
import type { SchemaForm } from '../../../lib/forms/use-schema-form';

interface CredentialFieldProps<V extends FieldValues, O> {
  form: SchemaForm<V, O>;
  name: Path<V>;
  label: string;
}

/** The account's login, the form's first field, as the browser's password manager fills it in. */
export const UsernameField = <V extends FieldValues, O>({
  form,
  name,
  label,
  sx,
}: CredentialFieldProps<V, O> & { sx?: TextFieldProps['sx'] }) => (
  <FormTextField
    form={form}
    name={name}
    label={label}
    autoComplete="username"
    autoFocus
    required
    sx={sx}
  />
);

/** The password the account has now, as the browser's password manager fills it in. */
export const CurrentPasswordField = <V extends FieldValues, O>({
  form,
  name,
  label,
}: CredentialFieldProps<V, O>) => (
  <FormTextField
    form={form}
    name={name}
    label={label}
    type="password"
    autoComplete="current-password"
    required
  />
);
