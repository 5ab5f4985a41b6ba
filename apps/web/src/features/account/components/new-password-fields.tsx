import { useWatch, type FieldValues, type Path } from 'react-hook-form';
import { FormTextField } from '../../../lib/forms/form-text-field';
import type { SchemaForm } from '../../../lib/forms/use-schema-form';
import { PasswordStrengthBar } from './password-strength-bar';

/** A new password with its strength meter, then its confirmation (registration, reset, change). */
export const NewPasswordFields = <V extends FieldValues & { confirmation: string }, O>({
  form,
  password,
  passwordLabel,
  confirmationLabel,
}: {
  form: SchemaForm<V, O>;
  password: Path<V>;
  passwordLabel: string;
  confirmationLabel: string;
}) => {
  const confirmation = 'confirmation' as Path<V>;
  const typed: unknown = useWatch({ control: form.control, name: password });
  return (
    <>
      <FormTextField
        form={form}
        name={password}
        deps={[confirmation]}
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        required
      />
      <PasswordStrengthBar password={typeof typed === 'string' ? typed : ''} />
      <FormTextField
        form={form}
        name={confirmation}
        label={confirmationLabel}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
};
