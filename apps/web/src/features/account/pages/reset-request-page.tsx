import Alert from '@mui/material/Alert';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { requestPasswordReset } from '../api/account-api';
import { AccountForm } from '../components/account-form';
import { AccountPage } from '../components/account-page';
import { EmailField } from '../components/email-field';
import { useAccountForm } from '../hooks/use-account-form';
import { validateResetRequest } from '../model/account-rules';

/**
 * /reset/request (customer spec §2, §5). The server answers alike for any address, so the page
 * says 'if it is registered, a link is on its way' and never 'not found'.
 */
export const ResetRequestPage = () => {
  const { t } = useTranslation();
  const form = useAccountForm({ email: '' }, validateResetRequest);
  const send = useMutation({ mutationFn: requestPasswordReset });

  const submit = () => {
    if (form.check()) send.mutate(form.values.email.trim());
  };

  return (
    <AccountPage
      title={t('reset.request.title')}
      intro={send.isSuccess ? undefined : t('reset.request.text')}
    >
      {send.isSuccess ? (
        <Alert severity="success">
          {t('reset.request.messages.success', { email: send.variables })}
        </Alert>
      ) : (
        <AccountForm
          onSubmit={submit}
          submitLabel={t('reset.request.form.button')}
          busy={send.isPending}
        >
          <EmailField label={t('reset.request.form.email')} autoFocus field={form.field('email')} />
        </AccountForm>
      )}
    </AccountPage>
  );
};
