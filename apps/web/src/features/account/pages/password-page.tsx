import Alert from '@mui/material/Alert';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/auth/session';
import { ACCOUNT_WORDING } from '../../../lib/forms/field-messages';
import { schemaRules, useSchemaForm } from '../../../lib/forms/use-schema-form';
import { changePassword } from '../api/account-api';
import { AccountForm } from '../components/account-form';
import { AccountPage } from '../components/account-page';
import { CurrentPasswordField } from '../components/credential-fields';
import { NewPasswordFields } from '../components/new-password-fields';
import { PasswordChangeForm, type PasswordChangeValues } from '../model/account-forms';

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmation: '' };
const RULES = schemaRules(PasswordChangeForm, ACCOUNT_WORDING);

/** /account/password (customer spec §2, §7): current password, new one with its strength, confirmation. */
export const PasswordPage = () => {
  const { t } = useTranslation();
  const { account, renewToken } = useSession();
  const form = useSchemaForm({ ...RULES, defaultValues: EMPTY });
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: (token) => {
      // The change ended every other session; this device goes on with the fresh token.
      if (token) renewToken(token);
      // Passwords do not stay on the screen once they have done their work.
      form.reset();
    },
  });

  return (
    <AccountPage
      title={t('password.title')}
      intro={account ? t('account.signedInAs', { login: account.login }) : undefined}
    >
      <AccountForm
        onSubmit={form.handleSubmit(({ currentPassword, newPassword }) =>
          change.mutate({ currentPassword, newPassword }),
        )}
        submitLabel={t('password.form.button')}
        busy={change.isPending}
      >
        {change.isSuccess && <Alert severity="success">{t('password.messages.success')}</Alert>}
        {change.isError && <Alert severity="error">{t('password.messages.error')}</Alert>}
        <CurrentPasswordField
          form={form}
          name="currentPassword"
          label={t('password.form.currentpassword')}
        />
        <NewPasswordFields form={form} password="newPassword" />
      </AccountForm>
    </AccountPage>
  );
};
