import { useTranslation } from 'react-i18next';
import { useWatch, type FieldValues, type Path } from 'react-hook-form';
import { FormTextField } from '../../../lib/forms/form-text-field';
import type { SchemaForm } from '../../../lib/forms/use-schema-form';
import { PasswordStrengthBar } from './password-strength-bar';

/** The fields' labels: a first password at registration, a new one replacing the old. */
const LABELS = {
  password: ['register.form.password', 'register.form.confirmpassword'],
  newPassword: ['password.form.newpassword', 'password.form.confirmpassword'],
} as const;

/** A new password with its strength meter, then its confirmation (registration, reset, change). */
export const NewPasswordFields = <V extends FieldValues & { confirmation: string }, O>({
  form,
  password,
}: {
  form: SchemaForm<V, O>;
  password: Path<V> & keyof typeof LABELS;
}) => {
  const { t } = useTranslation();
  const [passwordLabel, confirmationLabel] = LABELS[password];
  const confirmation = 'confirmation' as Path<V>;
  const typed: unknown = useWatch({ control: form.control, name: password });
  return (
    <>
      <FormTextField
        form={form}
        name={password}
        deps={[confirmation]}
        label={t(passwordLabel)}
        type="password"
        autoComplete="new-password"
        required
      />
      <PasswordStrengthBar password={typeof typed === 'string' ? typed : ''} />
      <FormTextField
        form={form}
        name={confirmation}
        label={t(confirmationLabel)}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
};
