import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession, type Account } from '../../../lib/auth/session';
import { errorKeyOf, saveSettings } from '../api/account-api';
import { AccountForm } from '../components/account-form';
import { AccountPage } from '../components/account-page';
import { EmailField } from '../components/email-field';
import { SignOutEverywhere } from '../components/sign-out-everywhere';
import { useAccountForm } from '../hooks/use-account-form';
import { validateSettings, type SettingsValues } from '../model/account-rules';

/** The session's queries (lib/auth/session.tsx), refetched so the header shows what was saved. */
const SESSION_QUERIES = ['session'];

const SettingsForm = ({ account }: { account: Account }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useAccountForm<SettingsValues>(
    {
      firstName: account.firstName ?? '',
      lastName: account.lastName ?? '',
      email: account.email ?? '',
    },
    validateSettings,
  );
  const save = useMutation({
    mutationFn: saveSettings,
    // Customer spec §7: the session is loaded again after a save.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERIES }),
    onError: (error) => {
      if (errorKeyOf(error) === 'emailexists') {
        form.reject('email', { key: 'settings.messages.error.emailexists' });
      }
    },
  });

  const submit = () => {
    if (!form.check()) return;
    const { firstName, lastName, email } = form.values;
    save.mutate({
      firstName: firstName.trim() || null,
      lastName: lastName.trim() || null,
      email: email.trim(),
      langKey: account.langKey,
      imageUrl: account.imageUrl,
    });
  };

  return (
    <AccountForm onSubmit={submit} submitLabel={t('settings.form.button')} busy={save.isPending}>
      {save.isSuccess && <Alert severity="success">{t('settings.messages.success')}</Alert>}
      {save.isError && errorKeyOf(save.error) !== 'emailexists' && (
        <Alert severity="error">{t('settings.messages.error.fail')}</Alert>
      )}
      <TextField
        label={t('settings.form.firstname')}
        autoComplete="given-name"
        {...form.field('firstName')}
      />
      <TextField
        label={t('settings.form.lastname')}
        autoComplete="family-name"
        {...form.field('lastName')}
      />
      <EmailField label={t('settings.form.email')} field={form.field('email')} />
    </AccountForm>
  );
};

/**
 * /account/settings (customer spec §2, §7): the signed-in user's names and e-mail, and signing
 * out everywhere.
 */
export const SettingsPage = () => {
  const { t } = useTranslation();
  const { account } = useSession();
  if (!account) return null;
  return (
    <AccountPage
      title={t('settings.title')}
      intro={t('account.signedInAs', { login: account.login })}
    >
      <SettingsForm account={account} />
      <SignOutEverywhere />
    </AccountPage>
  );
};
