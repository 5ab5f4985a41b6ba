import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_WORDING } from '../../../lib/forms/field-messages';
import type { RefusalPlaces } from '../../../lib/forms/server-errors';
import { useRefusableMutation } from '../../../lib/forms/use-refusable-mutation';
import { schemaRules, useSchemaForm } from '../../../lib/forms/use-schema-form';
import { errorKeyOf, finishPasswordReset } from '../api/account-api';
import { AccountForm } from '../components/account-form';
import { AccountPage } from '../components/account-page';
import { LinkAlert } from '../components/link-alert';
import { NewPasswordFields } from '../components/new-password-fields';
import { useKeyParam } from '../hooks/use-key-param';
import { NewPasswordForm, type NewPasswordValues } from '../model/account-forms';

const RULES = schemaRules(NewPasswordForm, ACCOUNT_WORDING);

const REFUSALS: RefusalPlaces<NewPasswordValues> = {
  fields: ['newPassword'],
  errorKeys: { 'invalid-password': ['newPassword', 'register.messages.error.invalid-password'] },
};

/** /reset/finish/:key? (customer spec §2, §5): a new password with the key of the mailed link. */
export const ResetFinishPage = () => {
  const { t } = useTranslation();
  const key = useKeyParam();
  const form = useSchemaForm({ ...RULES, defaultValues: { newPassword: '', confirmation: '' } });
  const send = useRefusableMutation(form.setError, REFUSALS, { mutationFn: finishPasswordReset });

  const body = () => {
    if (key === undefined) {
      return <Alert severity="error">{t('reset.finish.messages.keymissing')}</Alert>;
    }
    if (send.isSuccess) {
      return (
        <LinkAlert severity="success" to="/login" label={t('reset.finish.signIn')}>
          {t('reset.finish.messages.success')}
        </LinkAlert>
      );
    }
    return (
      <AccountForm
        onSubmit={form.handleSubmit(({ newPassword }) => send.mutate({ key, newPassword }))}
        submitLabel={t('reset.finish.form.button')}
        busy={send.isPending}
      >
        {errorKeyOf(send.error) === 'reset' && (
          <LinkAlert severity="error" to="/reset/request" label={t('reset.finish.again')}>
            {t('reset.finish.messages.error')}
          </LinkAlert>
        )}
        <NewPasswordFields form={form} password="newPassword" />
      </AccountForm>
    );
  };

  return (
    <AccountPage
      title={t('reset.finish.title')}
      intro={key && !send.isSuccess ? t('reset.finish.text') : undefined}
    >
      {body()}
    </AccountPage>
  );
};
