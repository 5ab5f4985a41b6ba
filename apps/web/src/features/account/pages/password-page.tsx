import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/auth/session';
import { changePassword } from '../api/account-api';
import { AccountForm } from '../components/account-form';
import { AccountPage } from '../components/account-page';
import { NewPasswordFields } from '../components/new-password-fields';
import { useAccountForm } from '../hooks/use-account-form';
import { validatePasswordChange, type PasswordChangeValues } from '../model/account-rules';

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmation: '' };

/** /account/password (customer spec §2, §7): current password, new one with its strength, confirmation. */
export const PasswordPage = () => {
  const { t } = useTranslation();
  const { account, renewToken } = useSession();
  const form = useAccountForm(EMPTY, validatePasswordChange);
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: (token) => {
      // The change ended every other session; this device goes on with the fresh token.
      if (token) renewToken(token);
      // Passwords do not stay on the screen once they have done their work.
      form.reset();
    },
  });

  const submit = () => {
    if (!form.check()) return;
    const { currentPassword, newPassword } = form.values;
    change.mutate({ currentPassword, newPassword });
  };

  return (
    <AccountPage
      title={t('password.title')}
      intro={account ? t('account.signedInAs', { login: account.login }) : undefined}
    >
      <AccountForm
        onSubmit={submit}
        submitLabel={t('password.form.button')}
        busy={change.isPending}
      >
        {change.isSuccess && <Alert severity="success">{t('password.messages.success')}</Alert>}
        {change.isError && <Alert severity="error">{t('password.messages.error')}</Alert>}
        <TextField
          label={t('password.form.currentpassword')}
          type="password"
          autoComplete="current-password"
          required
          {...form.field('currentPassword')}
        />
        <NewPasswordFields
          password={form.field('newPassword')}
          confirmation={form.field('confirmation')}
          passwordLabel={t('password.form.newpassword')}
          confirmationLabel={t('password.form.confirmpassword')}
        />
      </AccountForm>
    </AccountPage>
  );
};
