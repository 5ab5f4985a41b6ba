import Alert from '@mui/material/Alert';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession, type Account } from '../../../lib/auth/session';
import { ACCOUNT_WORDING } from '../../../lib/forms/field-messages';
import { FormTextField } from '../../../lib/forms/form-text-field';
import type { RefusalPlaces } from '../../../lib/forms/server-errors';
import { useRefusableMutation } from '../../../lib/forms/use-refusable-mutation';
import { schemaRules, useSchemaForm } from '../../../lib/forms/use-schema-form';
import { saveSettings } from '../api/account-api';
import { AccountForm } from '../components/account-form';
import { AccountPage } from '../components/account-page';
import { EmailField } from '../components/email-field';
import { SignOutEverywhere } from '../components/sign-out-everywhere';
import { SettingsForm as SettingsSchema, type SettingsValues } from '../model/account-forms';

/** The session's queries (lib/auth/session.tsx), refetched so the header shows what was saved. */
const SESSION_QUERIES = ['session'];

const RULES = schemaRules(SettingsSchema, ACCOUNT_WORDING);

const REFUSALS: RefusalPlaces<SettingsValues> = {
  fields: ['firstName', 'lastName', 'email'],
  errorKeys: { emailexists: ['email', 'settings.messages.error.emailexists'] },
};

const SettingsForm = ({ account }: { account: Account }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useSchemaForm({
    ...RULES,
    defaultValues: {
      firstName: account.firstName ?? '',
      lastName: account.lastName ?? '',
      email: account.email ?? '',
    },
  });
  const save = useRefusableMutation(form.setError, REFUSALS, {
    mutationFn: saveSettings,
    // Customer spec §7: the session is loaded again after a save.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERIES }),
  });

  return (
    <AccountForm
      onSubmit={form.handleSubmit(({ firstName, lastName, email }) =>
        save.mutate({
          firstName: firstName || null,
          lastName: lastName || null,
          email,
          langKey: account.langKey,
          imageUrl: account.imageUrl,
        }),
      )}
      submitLabel={t('settings.form.button')}
      busy={save.isPending}
    >
      {save.isSuccess && <Alert severity="success">{t('settings.messages.success')}</Alert>}
      {save.unplaced && <Alert severity="error">{t('settings.messages.error.fail')}</Alert>}
      <FormTextField
        form={form}
        name="firstName"
        label={t('settings.form.firstname')}
        autoComplete="given-name"
      />
      <FormTextField
        form={form}
        name="lastName"
        label={t('settings.form.lastname')}
        autoComplete="family-name"
      />
      <EmailField form={form} label={t('settings.form.email')} />
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
