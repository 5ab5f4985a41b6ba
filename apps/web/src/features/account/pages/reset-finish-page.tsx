import Alert from '@mui/material/Alert';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorKeyOf, finishPasswordReset } from '../api/account-api';
import { AccountForm } from '../components/account-form';
import { AccountPage } from '../components/account-page';
import { LinkAlert } from '../components/link-alert';
import { NewPasswordFields } from '../components/new-password-fields';
import { useAccountForm } from '../hooks/use-account-form';
import { useKeyParam } from '../hooks/use-key-param';
import { validateNewPassword } from '../model/account-rules';

/** /reset/finish/:key? (customer spec §2, §5): a new password with the key of the mailed link. */
export const ResetFinishPage = () => {
  const { t } = useTranslation();
  const key = useKeyParam();
  const form = useAccountForm({ newPassword: '', confirmation: '' }, validateNewPassword);
  const send = useMutation({ mutationFn: finishPasswordReset });

  const submit = () => {
    if (!form.check() || key === undefined) return;
    send.mutate(
      { key, newPassword: form.values.newPassword },
      {
        onError: (error) => {
          if (errorKeyOf(error) === 'invalid-password') {
            form.reject('newPassword', { key: 'register.messages.error.invalid-password' });
          }
        },
      },
    );
  };

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
        onSubmit={submit}
        submitLabel={t('reset.finish.form.button')}
        busy={send.isPending}
      >
        {errorKeyOf(send.error) === 'reset' && (
          <LinkAlert severity="error" to="/reset/request" label={t('reset.finish.again')}>
            {t('reset.finish.messages.error')}
          </LinkAlert>
        )}
        <NewPasswordFields
          password={form.field('newPassword')}
          confirmation={form.field('confirmation')}
          passwordLabel={t('reset.finish.form.newpassword')}
          confirmationLabel={t('reset.finish.form.confirmpassword')}
        />
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
