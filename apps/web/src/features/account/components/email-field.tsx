import type { FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '../../../lib/forms/form-text-field';
import type { SchemaForm } from '../../../lib/forms/use-schema-form';

/**
 * A required e-mail address field. A plain text input with the e-mail keyboard: `type="email"`
 * would let the browser judge the address in its own words.
 */
export const EmailField = <V extends FieldValues & { email: unknown }, O>({
  form,
  label,
  autoFocus,
}: {
  form: SchemaForm<V, O>;
  label: string;
  autoFocus?: boolean;
}) => (
  <FormTextField
    form={form}
    name={'email' as Path<V>}
    label={label}
    autoComplete="email"
    required
    autoFocus={autoFocus}
    slotProps={{ htmlInput: { inputMode: 'email' } }}
  />
);
