import type { FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '../../../lib/forms/form-text-field';
import type { SchemaForm } from '../../../lib/forms/use-schema-form';

/** The password the account has now, as the browser's password manager fills it in. */
export const CurrentPasswordField = <V extends FieldValues, O>({
  form,
  name,
  label,
}: {
  form: SchemaForm<V, O>;
  name: Path<V>;
  label: string;
}) => (
  <FormTextField
    form={form}
    name={name}
    label={label}
    type="password"
    autoComplete="current-password"
    required
  />
);
