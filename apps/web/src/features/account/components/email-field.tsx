import TextField from '@mui/material/TextField';
import type { FieldProps } from '../hooks/use-account-form';

/** A required e-mail address field. */
export const EmailField = ({
  label,
  autoFocus,
  field,
}: {
  label: string;
  autoFocus?: boolean;
  field: FieldProps;
}) => (
  <TextField
    label={label}
    type="email"
    autoComplete="email"
    required
    autoFocus={autoFocus}
    {...field}
  />
);
